import { compliancePackDownload } from "@/lib/compliance/get-compliance-pack";
import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";

/** GET /api/v1/compliance-packs/{id}/download: rights checked now, then a 5-minute signed link to the PDF. */
export const GET = route({ params: IdParamsSchema }, async ({ ctx, params }) => ({
  data: await compliancePackDownload(ctx, params.id),
}));
