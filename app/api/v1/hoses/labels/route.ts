import { route } from "@/lib/http/route";
import { hoseLabelSheet } from "@/lib/labels/hose-labels";
import { LabelRequestSchema } from "@/lib/labels/schemas";

/** POST /api/v1/hoses/labels: a PDF of QR tag labels for the selected or filtered hoses (issue 15). */
export const POST = route({ body: LabelRequestSchema }, async ({ ctx, body }) => {
  const sheet = await hoseLabelSheet(ctx, body);
  return new Response(new Blob([sheet.pdf as Uint8Array<ArrayBuffer>], { type: "application/pdf" }), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${sheet.fileName}"`,
      "cache-control": "no-store",
      "user-message": encodeURIComponent(sheet.message),
    },
  });
});
