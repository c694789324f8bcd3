import { getCompliancePack } from "@/lib/compliance/get-compliance-pack";
import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";

/** GET /api/v1/compliance-packs/{id}: status and progress (hoses done / total). */
export const GET = route({ params: IdParamsSchema }, async ({ ctx, params }) => ({
  data: await getCompliancePack(ctx, params.id),
}));
