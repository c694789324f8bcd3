import { route } from "@/lib/http/route";
import { getUploadImage } from "@/lib/hoses/documents/get-upload";
import { UploadImageParamsSchema } from "@/lib/hoses/documents/schemas";

/** GET /api/v1/uploads/{id}/{size}: an image upload scaled to 1200 (1), 600 (2) or 70 (3) px wide, as base64Data. */
export const GET = route({ params: UploadImageParamsSchema }, async ({ ctx, params }) => ({
  data: await getUploadImage(ctx, params.id, params.size),
}));
