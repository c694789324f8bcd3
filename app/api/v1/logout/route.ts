import { endPresentedSessions, logOutEverywhere } from "@/lib/auth/logout";
import { LogoutSchema } from "@/lib/auth/schemas";
import { bearerToken, browserCookies, clearBrowserCookies, hasBrowserCookies } from "@/lib/http/cookies";
import { unauthorized } from "@/lib/core/errors";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { NOTICES } from "@/lib/notices";

/**
 * POST /api/v1/logout {refreshToken?, everywhere?}: ends the presented session server side (the
 * browser cookies, the bearer token and the refresh token's family: this device only) and, for a
 * browser, removes the cookies. With `everywhere: true`, every session of the signed-in user
 * ends on every device. Public: an expired access token must not stop a device from logging out.
 */
export const POST = route({ auth: "public", body: LogoutSchema }, async ({ client, request, session, body }) => {
  if (body.everywhere) {
    if (!session) throw unauthorized("Please log in to continue");
    await logOutEverywhere(session);
  } else {
    await endPresentedSessions(client.id, {
      ...browserCookies(request),
      accessToken: bearerToken(request),
      refreshToken: body.refreshToken,
    });
  }
  const response = json(
    {},
    { userMessage: body.everywhere ? NOTICES["logged-out-everywhere"] : NOTICES["logged-out"] },
  );
  return hasBrowserCookies(request) ? clearBrowserCookies(request, response) : response;
});
