import { OneTimeTokenParamsSchema } from "@/lib/auth/schemas";
import { describeValidationToken } from "@/lib/auth/validate";
import { route } from "@/lib/http/route";

/** GET /api/v1/validate/{token} -> the temporary user the emailed link is for. */
export const GET = route({ auth: "public", params: OneTimeTokenParamsSchema }, async ({ client, params }) => ({
  data: await describeValidationToken(client, params.token),
}));
