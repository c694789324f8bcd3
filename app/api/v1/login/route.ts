import { verifyLogin } from "@/lib/auth/login";
import { clientIp } from "@/lib/auth/rate-limit";
import { LoginSchema } from "@/lib/auth/schemas";
import { issueTokenPair } from "@/lib/auth/tokens";
import { route } from "@/lib/http/route";

/** POST /api/v1/login {email, password} -> {accessToken, refreshToken}. */
export const POST = route({ auth: "public", body: LoginSchema }, async ({ client, request, body }) => {
  const user = await verifyLogin(client, body, clientIp(request.headers));
  const tokens = await issueTokenPair({ userId: user.id, clientId: client.id, sessionVersion: user.sessionVersion });
  return { data: tokens };
});
