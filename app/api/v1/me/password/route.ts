import { sessionCookie } from "@/lib/auth/cookies";
import { changePassword, PASSWORD_CHANGED_MESSAGE } from "@/lib/auth/profile";
import { ChangePasswordSchema } from "@/lib/auth/schemas";
import { issueTokenPair } from "@/lib/auth/tokens";
import { isCookieSession, withCookies } from "@/lib/http/cookies";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

/**
 * POST /api/v1/me/password {existingPassword, password, confirmPassword}: every session of the
 * user ends (old access and refresh tokens, other browsers); the caller carries on with the new
 * pair returned here (and, in a browser, a new session cookie).
 */
export const POST = route({ body: ChangePasswordSchema }, async ({ ctx, body, request, session }) => {
  const user = await changePassword(ctx, body);
  const tokens = await issueTokenPair({ userId: user.id, clientId: user.clientId, sessionVersion: user.sessionVersion });
  const response = json(tokens, { userMessage: PASSWORD_CHANGED_MESSAGE });
  return isCookieSession(request, session) ? withCookies(response, { set: [await sessionCookie(user, request.headers.get("host"))] }) : response;
});
