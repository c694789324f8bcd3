import { NextRequest, NextResponse } from "next/server";
import type { SessionCookie } from "@/lib/web/cookies";
import { BROWSER_COOKIES, browserCookieNames, removalOptions } from "@/lib/web/cookies";
import type { Session } from "@/lib/core/session";

/**
 * Browser cookies from a route handler: the handler's Response gets the Set-Cookie headers (the
 * values are built and signed once, in lib/web/cookies.ts, shared with server actions).
 */
export function withCookies(
  response: Response,
  changes: { set?: SessionCookie[]; remove?: readonly string[] },
): Response {
  const next = new NextResponse(response.body, response);
  for (const cookie of changes.set ?? []) next.cookies.set(cookie.name, cookie.value, cookie.options);
  for (const name of changes.remove ?? []) next.cookies.set(name, "", removalOptions(name));
  return next;
}

/** Removes the session and impersonation cookies of the request's host (logout, account deletion). */
export function clearBrowserCookies(request: Request, response: Response): Response {
  const names = browserCookieNames(request.headers.get("host"));
  return withCookies(response, { remove: [names.session, names.impersonation] });
}

/** The caller signed in with the browser cookies rather than a bearer token. */
export function isCookieSession(request: Request, session: Session | null): boolean {
  return session !== null && !request.headers.has("authorization");
}

/** The request carries a session or impersonation cookie (valid or not). */
export function hasBrowserCookies(request: Request): boolean {
  const header = request.headers.get("cookie") ?? "";
  return BROWSER_COOKIES.some((name) => new RegExp(`(?:^|;\\s*)${name}=`).test(header));
}

/** The session and impersonation cookie values of a request (absent ones undefined). */
export function browserCookies(request: Request): { session?: string; impersonation?: string } {
  // Only the headers: `new NextRequest(request)` would take over (and so use up) the body.
  const cookies = new NextRequest(request.url, { headers: request.headers }).cookies;
  const names = browserCookieNames(request.headers.get("host"));
  return { session: cookies.get(names.session)?.value, impersonation: cookies.get(names.impersonation)?.value };
}

/** The bearer token of `Authorization: Bearer <token>`, or undefined. */
export function bearerToken(request: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "")?.[1];
}
