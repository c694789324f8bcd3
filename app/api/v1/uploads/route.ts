import { route } from "@/lib/http/route";
import { createUpload } from "@/lib/uploads/create-upload";
import { UPLOAD_MAX_BODY_BYTES, UPLOAD_TOO_LARGE, UploadCreateSchema } from "@/lib/uploads/schemas";

/**
 * POST /api/v1/uploads {base64Data, uploadType, hoseId, filename, hoseMetaId?}: a document or
 * photo on a hose. Its own, larger body cap (a 10 MB file in base64); past it, 413.
 */
export const POST = route(
  { body: UploadCreateSchema, maxBodyBytes: UPLOAD_MAX_BODY_BYTES, tooLarge: { base64Data: [UPLOAD_TOO_LARGE] } },
  async ({ ctx, body }) => {
    const { upload, message } = await createUpload(ctx, body);
    return { data: upload, status: 201, userMessage: message };
  },
);
