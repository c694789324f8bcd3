import { redeemOneTimeLogin } from "@/lib/auth/impersonation";
import { clientIp } from "@/lib/auth/rate-limit";
import { OneTimeTokenParamsSchema } from "@/lib/auth/schemas";
import { route } from "@/lib/http/route";

/** POST /api/v1/one-time-login/{token} (empty body) -> {accessToken, refreshToken}; the token works once. */
export const POST = route({ auth: "public", params: OneTimeTokenParamsSchema }, async ({ client, params, request }) => {
  const { tokens } = await redeemOneTimeLogin(client, params.token, clientIp(request.headers));
  return { data: tokens };
});
