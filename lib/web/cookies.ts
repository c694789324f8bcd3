import { randomUUID } from "node:crypto";
import { env } from "@/lib/env";
import { signPortalJwt } from "@/lib/auth/jwt";
import type { SessionUser } from "@/lib/core/session";
import { IMPERSONATION_COOKIE, SESSION_COOKIE, SESSION_SECONDS } from "@/lib/auth/session";

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

/** localhost, *.localhost, 127.0.0.0/8 and ::1: a browser on this same machine. */
export function isLoopbackHost(host: string | null): boolean {
  const name = (host ?? "")
    .toLowerCase()
    .replace(/:\d+$/, "")
    .replace(/^\[|\]$/g, "");
  return name === "localhost" || name.endsWith(".localhost") || /^127(?:\.\d{1,3}){3}$/.test(name) || name === "::1";
}

/**
 * Secure by default. COOKIE_SECURE=auto (the default) leaves it off only for a
 * browser on this machine (plain http on a loopback hostname: `npm start`, the e2e server);
 * 1 forces it everywhere, 0 turns it off (a plain-http deployment you accept the risk of).
 * `host` is the request's Host header (the browser's address, not X-Client-Host).
 */
export function cookieSecure(host: string | null): boolean {
  const setting = env().COOKIE_SECURE;
  if (setting !== "auto") return setting === "1";
  return !isLoopbackHost(host);
}

/**
 * The cookie names for a request's host: wherever the cookies are Secure they carry
 * the __Host- prefix, which browsers accept only when Secure, on path / and without a Domain, so
 * neither plain http nor a sibling subdomain can plant or overwrite a session. A browser on this
 * machine over plain http keeps the plain names (a prefixed cookie would be refused there).
 */
export function browserCookieNames(host: string | null): { session: string; impersonation: string } {
  const prefix = cookieSecure(host) ? HOST_PREFIX : "";
  return { session: `${prefix}${SESSION_COOKIE}`, impersonation: `${prefix}${IMPERSONATION_COOKIE}` };
}

const HOST_PREFIX = "__Host-";

export const sessionCookieOptions = (host: string | null): CookieOptions => ({
  httpOnly: true,
  sameSite: "lax",
  secure: cookieSecure(host),
  path: "/",
  maxAge: SESSION_SECONDS,
});

/** The cookie of the signed-in user's own session. */
export async function sessionCookie(user: SessionUser, host: string | null): Promise<SessionCookie> {
  const value = await signPortalJwt(
    "session",
    { sub: user.id, cid: user.clientId, sv: user.sessionVersion, sid: randomUUID() },
    SESSION_SECONDS,
  );
  return { name: browserCookieNames(host).session, value, options: sessionCookieOptions(host) };
}

/**
 * The impersonation cookie: `target` acting, `admin` behind it. Both session generations are
 * signed in, so ending either person's sessions ends the impersonation too.
 */
export async function impersonationCookie(
  target: SessionUser,
  admin: Pick<SessionUser, "id" | "sessionVersion">,
  host: string | null,
): Promise<SessionCookie> {
  const value = await signPortalJwt(
    "impersonation",
    {
      sub: target.id,
      cid: target.clientId,
      sv: target.sessionVersion,
      imp: admin.id,
      isv: admin.sessionVersion,
      sid: randomUUID(),
    },
    SESSION_SECONDS,
  );
  return { name: browserCookieNames(host).impersonation, value, options: sessionCookieOptions(host) };
}

/** Every name a browser cookie of ours may have, for logout and account deletion. */
export const BROWSER_COOKIES = [
  SESSION_COOKIE,
  IMPERSONATION_COOKIE,
  `${HOST_PREFIX}${SESSION_COOKIE}`,
  `${HOST_PREFIX}${IMPERSONATION_COOKIE}`,
] as const;

/** How to remove a cookie: a __Host- one only goes with the same Secure, path-/ attributes. */
export const removalOptions = (name: string) => ({
  path: "/",
  httpOnly: true,
  sameSite: "lax" as const,
  secure: name.startsWith(HOST_PREFIX),
  expires: new Date(0),
});
