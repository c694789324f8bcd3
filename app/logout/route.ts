import { endBrowserSession } from "@/lib/auth/browser";

/**
 * GET /logout (SPEC 2.1): ends the browser session (both cookies) and goes to the login screen
 * with 'You have been logged out'. Links to it must not be prefetched (a plain <a>, not <Link>).
 */
export async function GET() {
  await endBrowserSession();
  // A relative Location: whatever host the client used, it stays on it (and so on its tenant).
  return new Response(null, { status: 303, headers: { location: "/login?notice=logged-out", "cache-control": "no-store" } });
}
