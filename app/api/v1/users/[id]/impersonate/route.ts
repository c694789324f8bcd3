import { impersonationCookie } from "@/lib/auth/cookies";
import { impersonateUser } from "@/lib/auth/impersonation";
import { isCookieSession, withCookies } from "@/lib/http/cookies";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { IdParamsSchema } from "@/lib/http/params";

/**
 * GET /api/v1/users/{id}/impersonate -> {accessToken, refreshToken} acting as that user, with
 * the client admin behind it. A browser caller also gets the impersonation cookie (and, as this
 * GET changes state, must be same-origin).
 */
export const GET = route({ params: IdParamsSchema, changesState: true }, async ({ ctx, params, request, session }) => {
  const { target, tokens } = await impersonateUser(ctx, params.id);
  const response = json(tokens);
  return isCookieSession(request, session) ? withCookies(response, { set: [await impersonationCookie(target, ctx.user, request.headers.get("host"))] }) : response;
});
