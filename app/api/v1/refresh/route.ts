import { clientIp } from "@/lib/auth/rate-limit";
import { RefreshSchema } from "@/lib/auth/schemas";
import { refreshTokenPair } from "@/lib/auth/tokens";
import { route } from "@/lib/http/route";

/** POST /api/v1/refresh {refreshToken} -> a new pair; the presented token is spent. */
export const POST = route({ auth: "public", body: RefreshSchema }, async ({ client, request, body }) => ({
  data: await refreshTokenPair(client.id, body.refreshToken, clientIp(request.headers)),
}));
