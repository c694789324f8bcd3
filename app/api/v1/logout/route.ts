import { LogoutSchema } from "@/lib/auth/schemas";
import { revokeRefreshToken } from "@/lib/auth/tokens";
import { clearBrowserCookies, hasBrowserCookies } from "@/lib/http/cookies";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { NOTICES } from "@/lib/notices";

/**
 * POST /api/v1/logout {refreshToken?}: ends that refresh token's family (this device only) and,
 * for a browser, removes the session cookies. Public: an expired access token must not stop a
 * device from logging out.
 */
export const POST = route({ auth: "public", body: LogoutSchema }, async ({ client, request, body }) => {
  if (body.refreshToken) await revokeRefreshToken(client.id, body.refreshToken);
  const response = json({}, { userMessage: NOTICES["logged-out"] });
  return hasBrowserCookies(request) ? clearBrowserCookies(response) : response;
});
