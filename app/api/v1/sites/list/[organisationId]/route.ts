import { route } from "@/lib/http/route";
import { listSiteTree } from "@/lib/sites/list-sites";
import { SiteTreeParamsSchema } from "@/lib/sites/schemas";

/** GET /api/v1/sites/list/{organisationId}: a customer's tree, roots with nested children. */
export const GET = route({ params: SiteTreeParamsSchema }, async ({ ctx, params }) => ({
  data: await listSiteTree(ctx, params.organisationId),
}));
