import { impersonationCookie } from "@/lib/web/cookies";
import { impersonateUser } from "@/lib/auth/impersonation";
import { isCookieSession, withCookies } from "@/lib/http/cookies";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { IdParamsSchema } from "@/lib/http/params";

/**
 * GET /api/v1/users/{id}/impersonate -> {accessToken, refreshToken} acting as that user, with
 * the client admin behind it. A browser caller (session cookie; as this GET changes state, it
 * must be same-origin) gets the impersonation cookie and an empty body instead: bearer tokens
 * in a page's reach would be readable by any script.
 */
export const GET = route({ params: IdParamsSchema, changesState: true }, async ({ ctx, params, request, session }) => {
  const browser = isCookieSession(request, session);
  const { target, tokens } = await impersonateUser(ctx, params.id, { tokens: !browser });
  if (!browser) return json(tokens);
  return withCookies(json({}), { set: [await impersonationCookie(target, ctx.user, request.headers.get("host"))] });
});
