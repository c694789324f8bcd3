import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";
import { deleteUpload } from "@/lib/hoses/documents/delete-upload";
import { getUpload } from "@/lib/hoses/documents/get-upload";

/** GET /api/v1/uploads/{id}: the upload with a fresh short-lived signed link. */
export const GET = route({ params: IdParamsSchema }, async ({ ctx, params }) => ({
  data: await getUpload(ctx, params.id),
}));

/** DELETE /api/v1/uploads/{id}: delete a document (its row, then its stored objects). */
export const DELETE = route({ params: IdParamsSchema }, async ({ ctx, params }) => ({
  data: { id: params.id },
  userMessage: await deleteUpload(ctx, params.id),
}));
