import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import type { Client } from "@/lib/generated/prisma/client";
import { currentClient } from "./current-client";
import { PATH_HEADER, TENANT_HOST_HEADER } from "@/lib/core/hostname";
import { type AuthedCtx, buildCtx, organisationKey } from "@/lib/core/ctx";
import { browserCookieNames, impersonationCookie, removalOptions, sessionCookie, type SessionCookie } from "./cookies";
import type { Session, SessionUser } from "@/lib/core/session";
import { endPresentedSessions } from "@/lib/auth/logout";
import { sessionFromCookies } from "@/lib/auth/session";

/**
 * Browser sessions for pages and server actions: httpOnly, SameSite=Lax cookies scoped to the
 * hostname (so to the tenant); the cookies themselves are built in ./cookies.ts, which route
 * handlers share. Transport code only; the rules live in the services.
 */

/**
 * The address the browser is on, which names the cookies and decides whether they are Secure:
 * the page's tenant host as proxy.ts passed it on, else Host. Not Host first: a server action's
 * redirect is rendered by Next fetching the page again from its own address (localhost), and that
 * render must look for the cookies under the names this browser holds them by.
 */
async function browserHost(): Promise<string | null> {
  const h = await headers();
  return h.get(TENANT_HOST_HEADER) ?? h.get("host");
}

async function setCookie(cookie: SessionCookie): Promise<void> {
  (await cookies()).set(cookie.name, cookie.value, cookie.options);
}

export async function startBrowserSession(user: SessionUser): Promise<void> {
  await setCookie(await sessionCookie(user, await browserHost()));
}

export async function startBrowserImpersonation(target: SessionUser, admin: SessionUser): Promise<void> {
  await setCookie(await impersonationCookie(target, admin, await browserHost()));
}

/** This request's session and impersonation cookie values, under the names for its host. */
async function presentedCookies(): Promise<{ session?: string; impersonation?: string }> {
  const jar = await cookies();
  const names = browserCookieNames(await browserHost());
  return { session: jar.get(names.session)?.value, impersonation: jar.get(names.impersonation)?.value };
}

async function removeCookie(name: string): Promise<void> {
  const jar = await cookies();
  if (jar.has(name)) jar.set(name, "", removalOptions(name));
}

/** "Back to client admin": the impersonation cookie is ended server side too. */
export async function stopBrowserImpersonation(): Promise<void> {
  const client = await currentClient();
  if (client) await endPresentedSessions(client.id, { impersonation: (await presentedCookies()).impersonation });
  await removeCookie(browserCookieNames(await browserHost()).impersonation);
}

/** Logout: both cookies are ended server side (a copied cookie dies too), then removed. */
export async function endBrowserSession(): Promise<void> {
  const client = await currentClient();
  if (client) await endPresentedSessions(client.id, await presentedCookies());
  const names = browserCookieNames(await browserHost());
  for (const name of [names.session, names.impersonation]) await removeCookie(name);
}

/** The signed-in session of this request, or null. */
export async function browserSession(): Promise<{ client: Client; session: Session | null }> {
  const client = await currentClient();
  if (!client) redirect("/login");
  const session = await sessionFromCookies(client.id, await presentedCookies());
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

/** Role guards (SPEC §6): a refusal goes to the Portal with the permissions notice. */
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
    const org = organisationKey(ctx) ?? "admin";
    redirect(`/portal/${org}?notice=permissions`);
  }
}
