import { route } from "@/lib/http/route";
import { ListQuerySchema } from "@/lib/lists/schemas";
import { createSite } from "@/lib/sites/create-site";
import { listSites } from "@/lib/sites/list-sites";
import { siteAddedMessage, siteSavedMessage } from "@/lib/sites/messages";
import { SiteCreateSchema, SiteUpdateSchema } from "@/lib/sites/schemas";
import { updateSite } from "@/lib/sites/update-site";

/** GET /api/v1/sites: the visible sites and zones, paginated (filters organisationId, search). */
export const GET = route({ query: ListQuerySchema }, async ({ ctx, query }) => ({ data: await listSites(ctx, query) }));

/** POST /api/v1/sites {name, organisationId, parentId|null} (Admin). */
export const POST = route({ body: SiteCreateSchema }, async ({ ctx, body }) => {
  const row = await createSite(ctx, body);
  return { data: row, status: 201, userMessage: siteAddedMessage(row.name) };
});

/** PUT /api/v1/sites {id, name, parentId|null}: rename and/or move (Admin). */
export const PUT = route({ body: SiteUpdateSchema }, async ({ ctx, body }) => {
  const row = await updateSite(ctx, body);
  return { data: row, userMessage: siteSavedMessage(row.name) };
});
