import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import type { Client } from "@/lib/generated/prisma/client";
import { currentClient } from "@/lib/tenant/current-client";
import { PATH_HEADER } from "@/lib/tenant/hostname";
import { buildCtx, type AuthedCtx } from "./ctx";
import { BROWSER_COOKIES, impersonationCookie, sessionCookie, type SessionCookie } from "./cookies";
import type { SessionUser } from "./load-user";
import { endPresentedSessions } from "./logout";
import { IMPERSONATION_COOKIE, SESSION_COOKIE, sessionFromCookies, type Session } from "./session";

/**
 * Browser sessions for pages and server actions: httpOnly, SameSite=Lax cookies scoped to the
 * hostname (so to the tenant); the cookies themselves are built in ./cookies.ts, which route
 * handlers share. Transport code only; the rules live in the services.
 */

async function setCookie(cookie: SessionCookie): Promise<void> {
  (await cookies()).set(cookie.name, cookie.value, cookie.options);
}

export async function startBrowserSession(user: SessionUser): Promise<void> {
  await setCookie(await sessionCookie(user, (await headers()).get("host")));
}

export async function startBrowserImpersonation(target: SessionUser, admin: SessionUser): Promise<void> {
  await setCookie(await impersonationCookie(target, admin, (await headers()).get("host")));
}

/** "Back to client admin": the impersonation cookie is ended server side too (review L1). */
export async function stopBrowserImpersonation(): Promise<void> {
  const jar = await cookies();
  const client = await currentClient();
  if (client) await endPresentedSessions(client.id, { impersonation: jar.get(IMPERSONATION_COOKIE)?.value });
  jar.delete(IMPERSONATION_COOKIE);
}

/** Logout: both cookies are ended server side (review L1: a copied cookie dies too), then removed. */
export async function endBrowserSession(): Promise<void> {
  const jar = await cookies();
  const client = await currentClient();
  if (client) {
    await endPresentedSessions(client.id, { session: jar.get(SESSION_COOKIE)?.value, impersonation: jar.get(IMPERSONATION_COOKIE)?.value });
  }
  for (const name of BROWSER_COOKIES) jar.delete(name);
}

/** The signed-in session of this request, or null. */
export async function browserSession(): Promise<{ client: Client; session: Session | null }> {
  const client = await currentClient();
  if (!client) redirect("/login");
  const jar = await cookies();
  const session = await sessionFromCookies(client.id, {
    session: jar.get(SESSION_COOKIE)?.value,
    impersonation: jar.get(IMPERSONATION_COOKIE)?.value,
  });
  return { client, session };
}

/** The page's path and query, to come back to after login (nextUrl). */
async function currentPath(): Promise<string> {
  const h = await headers();
  return h.get(PATH_HEADER) ?? "/";
}

/** Guard "authenticated": no session -> /login?nextUrl=<this page>. */
export async function requireBrowserSession(): Promise<{ client: Client; session: Session }> {
  const { client, session } = await browserSession();
  if (!session) redirect(`/login?nextUrl=${encodeURIComponent(await currentPath())}`);
  return { client, session };
}

/**
 * Guards for /portal/{org} pages: authenticated + orgSelection. 'admin' needs client or system
 * admin rights; an organisation the user is not in sends them to choose one.
 */
export const requirePortalCtx = cache(async (organisationId: string): Promise<AuthedCtx> => {
  // cache(): the layout, the page and a dialog slot of one request share a single lookup.
  const { client, session } = await requireBrowserSession();
  try {
    return buildCtx(client, session, organisationId) as AuthedCtx;
  } catch {
    redirect(session.user.organisations.length > 1 ? "/select-organisation" : "/login");
  }
});

type Guard = "userAdminRole" | "adminRole" | "clientAdminRole" | "superAdminRole";

/** Role guards (SPEC 6): a refusal goes to the Portal with the permissions notice. */
export function requireRole(ctx: AuthedCtx, guard: Guard): void {
  const f = ctx.flags;
  const allowed = {
    userAdminRole: f.isUserAdmin,
    adminRole: f.isAdmin,
    clientAdminRole: f.isClientAdmin || f.isSystemAdmin,
    superAdminRole: f.isSystemAdmin,
  }[guard];
  requireAccess(ctx, allowed);
}

/**
 * A screen's own access rule (decided in lib/, e.g. lib/organisations/screen.ts): a refusal
 * goes to the Portal with the permissions notice, like the role guards.
 */
export function requireAccess(ctx: AuthedCtx, allowed: boolean): void {
  if (!allowed) {
    const org = ctx.organisation === "admin" ? "admin" : (ctx.organisation?.id ?? "admin");
    redirect(`/portal/${org}?notice=permissions`);
  }
}
