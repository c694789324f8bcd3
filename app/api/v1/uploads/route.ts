import { validationError } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { createUpload } from "@/lib/uploads/create-upload";
import { readCappedJson } from "@/lib/uploads/read-body";
import { UPLOAD_MAX_BODY_BYTES, UPLOAD_TOO_LARGE, UploadCreateSchema } from "@/lib/uploads/schemas";

/**
 * POST /api/v1/uploads {base64Data, uploadType, hoseId, filename, hoseMetaId?}: a document or
 * photo on a hose. The body is read here, with a cap, rather than by the wrapper.
 */
export const POST = route({}, async ({ ctx, request }) => {
  const parsed = UploadCreateSchema.safeParse(await readCappedJson(request, UPLOAD_MAX_BODY_BYTES, UPLOAD_TOO_LARGE));
  if (!parsed.success) throw validationError(parsed.error);
  const { upload, message } = await createUpload(ctx, parsed.data);
  return { data: upload, status: 201, userMessage: message };
});
