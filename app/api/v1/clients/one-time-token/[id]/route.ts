import { issueOneTimeLogin } from "@/lib/auth/impersonation";
import { route } from "@/lib/http/route";
import { IdParamsSchema } from "@/lib/http/params";

/** GET /api/v1/clients/one-time-token/{id} -> {accessToken: a one-time login token} for a user of this client. */
export const GET = route({ params: IdParamsSchema, changesState: true }, async ({ ctx, params }) => ({
  data: { accessToken: await issueOneTimeLogin(ctx, params.id) },
}));
