import { requireHoseChanges } from "@/lib/hoses/access";
import { answerOnce, idempotencyClaim, type Answer } from "@/lib/http/idempotency";
import { route } from "@/lib/http/route";
import { createUpload } from "@/lib/hoses/documents/create-upload";
import { freshUploadAnswer } from "@/lib/hoses/documents/fresh-upload-answer";
import {
  UPLOAD_MAX_BODY_BYTES,
  UPLOAD_TOO_LARGE,
  UploadCreateSchema,
  type UploadDto,
} from "@/lib/hoses/documents/schemas";

/**
 * POST /api/v1/uploads {base64Data, uploadType, hoseId, filename, hoseMetaId?}: a document or
 * photo on a hose. Its own, larger body cap (a 10 MB file in base64); past it, 413. An
 * Idempotency-Key makes a retry safe (the phone's offline outbox sends one per photo): the
 * same key and body answer the first upload again, with a freshly signed link, storing nothing.
 */
export const POST = route(
  {
    body: UploadCreateSchema,
    maxBodyBytes: UPLOAD_MAX_BODY_BYTES,
    tooLarge: { base64Data: [UPLOAD_TOO_LARGE] },
    // Read-only users never upload: refused before their 14 MB is read.
    allow: requireHoseChanges,
  },
  async ({ ctx, body, request }) => {
    let replayed = true;
    const answer = await answerOnce(idempotencyClaim(ctx, request, "POST /uploads", body), async (remember) => {
      replayed = false;
      const { upload, message } = await createUpload(ctx, body, {
        within: (tx, created) => remember?.(tx, toAnswer(created.upload, created.message)) ?? Promise.resolve(),
      });
      return toAnswer(upload, message);
    });
    const data = replayed ? await freshUploadAnswer(ctx, answer.body as UploadDto) : answer.body;
    return { data, status: answer.status, userMessage: answer.userMessage ?? undefined };
  },
);

const toAnswer = (upload: UploadDto, message: string): Answer => ({ status: 201, body: upload, userMessage: message });
