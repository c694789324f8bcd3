import { requestExport } from "@/lib/exports/export-list";
import { route } from "@/lib/http/route";
import { IdParamsSchema } from "@/lib/http/params";

/** GET /api/v1/batches/{id}/export: a URL to download the batch's tags as CSV (system admins). */
export const GET = route({ params: IdParamsSchema }, async ({ ctx, params }) => ({
  data: await requestExport(ctx, "batch-tags", { batch: params.id }),
}));
