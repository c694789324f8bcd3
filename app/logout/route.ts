import { endPresentedSessions } from "@/lib/auth/logout";
import { browserCookies, clearBrowserCookies } from "@/lib/http/cookies";
import { requestHostname } from "@/lib/core/hostname";
import { clientForHostname } from "@/lib/tenant/resolve-client";

const redirectTo = (location: string) =>
  new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });

/**
 * GET /logout (SPEC §2.1): ends the browser session server side (a copied cookie dies
 * too) and removes both cookies, then goes to the login screen with 'You have been logged out'.
 * Links to it must not be prefetched (a plain <a>, not <Link>).
 *
 * The spec makes logout a GET, which SameSite=Lax lets another site trigger by a
 * top-level navigation. Browsers say where the navigation came from (Sec-Fetch-Site): from
 * another site, or another tenant's subdomain, nothing is ended and the user lands on their
 * start page instead. A typed address or bookmark ('none') and our own pages log out.
 */
export async function GET(request: Request) {
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return redirectTo("/");
  const client = await clientForHostname(requestHostname(request.headers));
  if (client) await endPresentedSessions(client.id, browserCookies(request));
  // A relative Location: whatever host the client used, it stays on it (and so on its tenant).
  return clearBrowserCookies(request, redirectTo("/login?notice=logged-out"));
}
