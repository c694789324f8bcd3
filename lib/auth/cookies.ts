import { env } from "@/lib/env";
import { signPortalJwt } from "./jwt";
import type { SessionUser } from "./load-user";
import { IMPERSONATION_COOKIE, SESSION_COOKIE, SESSION_SECONDS } from "./session";

/**
 * The browser session cookies as values: signed here once, then set by whichever transport
 * holds the response (next/headers in pages and server actions, a route handler's Response in
 * the API). httpOnly, SameSite=Lax, scoped to the hostname (so to the tenant).
 */

export type CookieOptions = {
  httpOnly: true;
  sameSite: "lax";
  secure: boolean;
  path: "/";
  maxAge: number;
};

export type SessionCookie = { name: string; value: string; options: CookieOptions };

export const sessionCookieOptions = (): CookieOptions => ({
  httpOnly: true,
  sameSite: "lax",
  secure: env().NODE_ENV === "production" && env().COOKIE_SECURE,
  path: "/",
  maxAge: SESSION_SECONDS,
});

/** The cookie of the signed-in user's own session. */
export async function sessionCookie(user: SessionUser): Promise<SessionCookie> {
  const value = await signPortalJwt("session", { sub: user.id, cid: user.clientId, sv: user.sessionVersion }, SESSION_SECONDS);
  return { name: SESSION_COOKIE, value, options: sessionCookieOptions() };
}

/**
 * The impersonation cookie: `target` acting, `admin` behind it. Both session generations are
 * signed in, so ending either person's sessions ends the impersonation too.
 */
export async function impersonationCookie(target: SessionUser, admin: Pick<SessionUser, "id" | "sessionVersion">): Promise<SessionCookie> {
  const value = await signPortalJwt(
    "impersonation",
    { sub: target.id, cid: target.clientId, sv: target.sessionVersion, imp: admin.id, isv: admin.sessionVersion },
    SESSION_SECONDS,
  );
  return { name: IMPERSONATION_COOKIE, value, options: sessionCookieOptions() };
}

/** Both browser cookies, for logout and account deletion. */
export const BROWSER_COOKIES = [SESSION_COOKIE, IMPERSONATION_COOKIE] as const;
