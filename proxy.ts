import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/env";
import { newNonce, pageCsp } from "@/lib/http/csp";
import { CLIENT_HOST_HEADER, PATH_HEADER, TENANT_HOST_HEADER, normaliseHostname } from "@/lib/core/hostname";

/**
 * Passes the tenant hostname (and the page path) on as internal headers, nothing else: authorization is decided
 * in lib/, never here. The internal header is always overwritten, so a client cannot smuggle
 * its own value.
 *
 * Pages only: the API (/api/...) does not pass through here (a proxy run per call cost
 * every API answer a second request object, a nonce and a buffered body). Its handlers read the
 * tenant from X-Client-Host or Host themselves (lib/http/route.ts), and next.config.mjs rewrites
 * the API paths the contract names with a trailing slash (GET /api/v1/clients/current/) to
 * their slash-less route. Pages keep Next's usual 308 to the slash-less URL.
 *
 * Pages get a nonce-based Content-Security-Policy (lib/http/csp.ts): a fresh nonce
 * per request, given to Next on the request (it puts it on its scripts) and to the browser on
 * the response.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.length > 1 && pathname.endsWith("/")) {
    // A plain URL: a NextURL remembers the trailing slash it was read with (skipTrailingSlashRedirect)
    // and puts it back, which made this a redirect to itself.
    const url = new URL(request.nextUrl.href);
    url.pathname = pathname.replace(/\/+$/, "") || "/";
    return NextResponse.redirect(url, 308);
  }

  // A path that does not decode (a stray "%", e.g. /t/%E0%A4%A) is a plain 404: Next's own
  // decoding of a dynamic segment would otherwise answer 500 before any page runs.
  const malformed = !decodes(pathname);

  const headers = new Headers(request.headers);
  const host = normaliseHostname(headers.get(CLIENT_HOST_HEADER) || headers.get("host"));
  if (host) {
    headers.set(TENANT_HOST_HEADER, host);
    // The tenant also travels on as X-Client-Host, the public header that names one. When a
    // server action redirects (signing in, impersonating, logging out), Next renders the target
    // page by fetching it again from its own address (http://localhost:PORT) with this request's
    // headers, and fetch puts that address in Host. Without it, that render - the root layout,
    // the title and the client record sent to the browser - would belong to whichever client
    // owns "localhost". Setting it lets no one pick a tenant they could not pick by sending it.
    headers.set(CLIENT_HOST_HEADER, host);
  } else headers.delete(TENANT_HOST_HEADER);
  // The page's own path, so a guard can send the user back here after login (nextUrl).
  headers.set(PATH_HEADER, malformed ? "/" : `${pathname}${request.nextUrl.search}`);

  const nonce = newNonce();
  const csp = pageCsp(nonce, env().NODE_ENV === "development");
  headers.set("content-security-policy", csp);
  const response = malformed
    ? NextResponse.rewrite(new URL(MALFORMED_PATH, request.url), { request: { headers } })
    : NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", csp);
  return response;
}

/** Where a path that does not decode is sent: no page answers it, so it is the 404 page. */
export const MALFORMED_PATH = "/malformed-path";

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export const config = {
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico).*)"],
};
