import { route } from "@/lib/http/route";
import { hoseLabelSheet } from "@/lib/labels/hose-labels";
import { pdfResponse } from "@/lib/labels/pdf-response";
import { LabelRequestSchema } from "@/lib/labels/schemas";

/** POST /api/v1/hoses/labels: a PDF of QR tag labels for the selected or filtered hoses. */
export const POST = route({ body: LabelRequestSchema }, async ({ ctx, body }) =>
  pdfResponse(await hoseLabelSheet(ctx, body)),
);
