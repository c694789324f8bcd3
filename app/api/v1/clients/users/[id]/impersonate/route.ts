import { systemAdminLoginUrl } from "@/lib/auth/impersonation";
import { route } from "@/lib/http/route";
import { IdParamsSchema } from "@/lib/http/params";

/**
 * GET /api/v1/clients/users/{id}/impersonate -> {url}: system admins only. A one-time login link
 * on the user's own client hostname, which the browser navigates to.
 */
export const GET = route({ params: IdParamsSchema, changesState: true }, async ({ ctx, params }) => ({
  data: { url: await systemAdminLoginUrl(ctx, params.id) },
}));
