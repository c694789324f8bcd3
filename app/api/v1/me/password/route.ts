import { sessionCookie } from "@/lib/web/cookies";
import { changePassword, PASSWORD_CHANGED_MESSAGE } from "@/lib/auth/profile";
import { ChangePasswordSchema } from "@/lib/auth/schemas";
import { issueTokenPair } from "@/lib/auth/tokens";
import { isCookieSession, withCookies } from "@/lib/http/cookies";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

/**
 * POST /api/v1/me/password {existingPassword, password, confirmPassword}: every session of the
 * user ends (old access and refresh tokens, other browsers); the caller carries on with the new
 * pair returned here, or in a browser with a new session cookie and an empty body
 * (no bearer tokens where a page's scripts could read them).
 */
export const POST = route({ body: ChangePasswordSchema }, async ({ ctx, body, request, session }) => {
  const browser = isCookieSession(request, session);
  const user = await changePassword(ctx, body);
  if (browser) {
    return withCookies(json({}, { userMessage: PASSWORD_CHANGED_MESSAGE }), {
      set: [await sessionCookie(user, request.headers.get("host"))],
    });
  }
  const tokens = await issueTokenPair({
    userId: user.id,
    clientId: user.clientId,
    sessionVersion: user.sessionVersion,
  });
  return json(tokens, { userMessage: PASSWORD_CHANGED_MESSAGE });
});
