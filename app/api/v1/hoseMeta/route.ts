import { recordHoseMeta } from "@/lib/hoses/record-meta";
import { HoseMetaCreateSchema } from "@/lib/hoses/schemas";
import { route } from "@/lib/http/route";
import { listInspections } from "@/lib/inspections/list-inspections";
import { ListQuerySchema } from "@/lib/lists/schemas";

/** GET /api/v1/hoseMeta: the inspections (as GET /inspections). */
export const GET = route({ query: ListQuerySchema }, async ({ ctx, query }) => ({ data: await listInspections(ctx, query) }));

/**
 * POST /api/v1/hoseMeta {hoseId, inspectionResult?, notes?, inspectionDate?}: an inspection
 * (result 0 good, 1 monitor, 2 replace) or, without a result, a note. As the mobile tagging app
 * sends it: bearer token, X-Client-Host, X-Organisation-Id.
 */
export const POST = route({ body: HoseMetaCreateSchema }, async ({ ctx, body }) => {
  const meta = await recordHoseMeta(ctx, body);
  return { data: { id: meta.id, hoseId: meta.hoseId, kind: meta.kind }, status: 201, userMessage: meta.message };
});
