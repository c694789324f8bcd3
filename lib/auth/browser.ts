import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { env } from "@/lib/env";
import type { Client } from "@/lib/generated/prisma/client";
import { currentClient } from "@/lib/tenant/current-client";
import { PATH_HEADER } from "@/lib/tenant/hostname";
import { buildCtx, type AuthedCtx } from "./ctx";
import { signPortalJwt } from "./jwt";
import type { SessionUser } from "./load-user";
import { IMPERSONATION_COOKIE, SESSION_COOKIE, SESSION_SECONDS, sessionFromCookies, type Session } from "./session";

/**
 * Browser sessions for pages and server actions: httpOnly, SameSite=Lax cookies scoped to the
 * hostname (so to the tenant). Transport code only; the rules live in the services.
 */

const cookieOptions = () => ({
  httpOnly: true,
  sameSite: "lax" as const,
  secure: env().NODE_ENV === "production" && env().COOKIE_SECURE,
  path: "/",
  maxAge: SESSION_SECONDS,
});

export async function startBrowserSession(user: SessionUser): Promise<void> {
  const token = await signPortalJwt("session", { sub: user.id, cid: user.clientId, sv: user.sessionVersion }, SESSION_SECONDS);
  (await cookies()).set(SESSION_COOKIE, token, cookieOptions());
}

export async function startBrowserImpersonation(target: SessionUser, admin: SessionUser): Promise<void> {
  const token = await signPortalJwt(
    "impersonation",
    { sub: target.id, cid: target.clientId, sv: target.sessionVersion, imp: admin.id, isv: admin.sessionVersion },
    SESSION_SECONDS,
  );
  (await cookies()).set(IMPERSONATION_COOKIE, token, cookieOptions());
}

export async function stopBrowserImpersonation(): Promise<void> {
  (await cookies()).delete(IMPERSONATION_COOKIE);
}

export async function endBrowserSession(): Promise<void> {
  const jar = await cookies();
  jar.delete(SESSION_COOKIE);
  jar.delete(IMPERSONATION_COOKIE);
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
export async function requirePortalCtx(organisationId: string): Promise<AuthedCtx> {
  const { client, session } = await requireBrowserSession();
  try {
    return buildCtx(client, session, organisationId) as AuthedCtx;
  } catch {
    redirect(session.user.organisations.length > 1 ? "/select-organisation" : "/login");
  }
}

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
  if (!allowed) {
    const org = ctx.organisation === "admin" ? "admin" : (ctx.organisation?.id ?? "admin");
    redirect(`/portal/${org}?notice=permissions`);
  }
}
