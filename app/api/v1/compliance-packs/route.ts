import { CompliancePackCreateSchema } from "@/lib/compliance/schemas";
import { listCompliancePacks } from "@/lib/compliance/list-compliance-packs";
import { requestCompliancePack } from "@/lib/compliance/request-compliance-pack";
import { route } from "@/lib/http/route";
import { ListQuerySchema } from "@/lib/lists/schemas";

/** GET /api/v1/compliance-packs: the packs of the caller's customers, newest first. */
export const GET = route({ query: ListQuerySchema }, async ({ ctx, query }) => ({
  data: await listCompliancePacks(ctx, query),
}));

/** POST /api/v1/compliance-packs {organisationId, siteId?}: queue a compliance pack (201), or the identical one already queued (200). */
export const POST = route({ body: CompliancePackCreateSchema }, async ({ ctx, body }) => {
  const { pack, created, message } = await requestCompliancePack(ctx, body);
  return { data: pack, status: created ? 201 : 200, userMessage: message };
});
