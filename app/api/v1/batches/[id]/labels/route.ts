import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";
import { batchLabelSheet } from "@/lib/labels/batch-labels";
import { pdfResponse } from "@/lib/labels/pdf-response";
import { BatchLabelRequestSchema } from "@/lib/labels/schemas";

/** POST /api/v1/batches/{id}/labels: a PDF of QR labels for every tag of the batch (system admins). */
export const POST = route({ params: IdParamsSchema, body: BatchLabelRequestSchema }, async ({ ctx, params, body }) =>
  pdfResponse(await batchLabelSheet(ctx, params.id, body)),
);
