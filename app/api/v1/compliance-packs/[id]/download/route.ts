import { compliancePackDownload } from "@/lib/compliance/get-compliance-pack";
import { CompliancePackDownloadQuerySchema } from "@/lib/compliance/schemas";
import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";

/** GET /api/v1/compliance-packs/{id}/download: rights checked now, then a 5-minute signed link to the PDF or JSON. */
export const GET = route(
  { params: IdParamsSchema, query: CompliancePackDownloadQuerySchema },
  async ({ ctx, params, query }) => ({ data: await compliancePackDownload(ctx, params.id, query.format) }),
);
