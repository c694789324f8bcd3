import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { requireHoseChanges, visibleHoses } from "@/lib/hoses/access";
import { hoseEntry } from "@/lib/hoses/audit";
import { AppError, conflict, notFound } from "@/lib/core/errors";
import { assertUploadQuota } from "@/lib/quotas/quotas";
import { storage } from "@/lib/storage";
import { cleanFilename, detectUploadType, isImage, UNSUPPORTED_TYPE } from "./file-types";
import { UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE, type UploadCreateInput, type UploadDto } from "./schemas";
import { toUploadDto, uploadSelect } from "./upload-dto";

export const UPLOADED = "File uploaded";

type Options = {
  /** Runs inside the row's transaction with the answer about to be given (the Idempotency-Key answer). */
  within?: (tx: Prisma.TransactionClient, answer: { upload: UploadDto; message: string }) => Promise<void>;
};

/**
 * POST /uploads: a document or photo on a hose the caller may change (read-only users and
 * customers whose hoses their distributor manages cannot: 403; a hose the caller does not see:
 * 404; an archived hose: 409). The type is decided by the content (magic bytes); the declared
 * uploadType is informative and the stored one comes from the content, as does the file name's
 * extension. Nothing half-written: the object is stored first, then the row and its audit event
 * in one transaction; if the row fails the object is removed again, so no row ever points at a
 * missing object and a failed call leaves nothing behind. With an Idempotency-Key the answer
 * is kept in that transaction too (`within`): a twin that loses the race for the key rolls back
 * and its object is removed like any failed row's.
 */
export async function createUpload(
  ctx: AuthedCtx,
  input: Omit<UploadCreateInput, "criterionId"> & { criterionId?: string | null },
  { within }: Options = {},
): Promise<{ upload: UploadDto; message: string }> {
  requireHoseChanges(ctx);
  const hose = await db().hose.findFirst({
    where: { AND: [visibleHoses(ctx), { id: input.hoseId }] },
    select: { id: true, name: true, tagId: true, customerOrganisationId: true, deletedAt: true },
  });
  if (!hose) throw notFound("Hose not found");
  if (hose.deletedAt) throw conflict({ global: ["This hose is archived and can no longer be changed"] });
  const criterionId = input.criterionId ?? null;
  if (criterionId && !input.hoseMetaId) throw new AppError("INVALID", { hoseMetaId: [ANSWER_PHOTO_NEEDS_INSPECTION] });
  if (input.hoseMetaId) {
    const meta = await db().hoseMeta.findFirst({
      where: { id: input.hoseMetaId, hoseId: hose.id, clientId: ctx.client.id },
      select: { id: true, checklistResults: true },
    });
    if (!meta) throw new AppError("INVALID", { hoseMetaId: ["This inspection is not one of this hose's"] });
    if (criterionId) await assertAnswerTakesPhoto(meta, criterionId);
  }

  const bytes = new Uint8Array(Buffer.from(input.base64Data, "base64"));
  if (bytes.byteLength === 0) throw new AppError("INVALID", { base64Data: ["The file is empty"] });
  if (bytes.byteLength > UPLOAD_MAX_BYTES) throw new AppError("INVALID", { base64Data: [UPLOAD_TOO_LARGE] });
  const type = await detectUploadType(bytes);
  if (!type) throw new AppError("INVALID", { base64Data: [UNSUPPORTED_TYPE] });
  if (criterionId && !isImage(type.mimetype)) throw new AppError("INVALID", { base64Data: [ANSWER_PHOTO_NOT_IMAGE] });
  if (isImage(type.mimetype)) await assertReadableImage(bytes);
  await assertUploadQuota(ctx, hose.customerOrganisationId, bytes.byteLength);

  const s = await storage();
  const storageKey = `${ctx.client.id}/${randomUUID()}`;
  const filename = cleanFilename(input.filename, type);
  await s.put(storageKey, bytes, type.mimetype);
  try {
    return await db().$transaction(async (tx) => {
      const created = await tx.upload.create({
        data: {
          clientId: ctx.client.id,
          hoseId: hose.id,
          hoseMetaId: input.hoseMetaId ?? null,
          criterionId,
          userId: ctx.user.id,
          uploadType: type.uploadType,
          filename,
          mimetype: type.mimetype,
          size: bytes.byteLength,
          storageKey,
        },
        select: uploadSelect,
      });
      await recordAudit(
        tx,
        ctx,
        hoseEntry("hose.upload", hose, {
          data: { uploadId: created.id, filename, mimetype: type.mimetype, ...(criterionId ? { criterionId } : {}) },
        }),
      );
      // Signing is local (no network), so the answer is made inside the transaction.
      const answer = { upload: await toUploadDto(s, created), message: UPLOADED };
      await within?.(tx, answer);
      return answer;
    });
  } catch (error) {
    await s
      .delete(storageKey)
      .catch((e: unknown) => console.error(`[uploads] could not remove ${storageKey} after a failed insert`, e));
    throw error;
  }
}

export const ANSWER_PHOTO_NEEDS_INSPECTION = "A photo of an answer belongs to an inspection: give its hoseMetaId";
export const ANSWER_NOT_ON_INSPECTION = "This criterion is not answered in this inspection";
export const ANSWER_PHOTO_NOT_IMAGE = "The photo of an answer must be a JPEG or PNG image";
export const ANSWER_HAS_PHOTO = "This answer has a photo already";

/**
 * A photo of a checklist answer: the inspection answered that criterion, and the answer has no
 * photo yet (one per answer; the outbox's retries of the same photo carry one Idempotency-Key
 * and are answered before this point).
 */
async function assertAnswerTakesPhoto(
  meta: { id: string; checklistResults: Prisma.JsonValue },
  criterionId: string,
): Promise<void> {
  const answers = Array.isArray(meta.checklistResults) ? meta.checklistResults : [];
  const answered = answers.some(
    (a) => a !== null && typeof a === "object" && !Array.isArray(a) && a.criterionId === criterionId,
  );
  if (!answered) throw new AppError("INVALID", { criterionId: [ANSWER_NOT_ON_INSPECTION] });
  const taken = await db().upload.findFirst({
    where: { hoseMetaId: meta.id, criterionId, deletedAt: null },
    select: { id: true },
  });
  if (taken) throw conflict({ criterionId: [ANSWER_HAS_PHOTO] });
}

/** An image whose header says PNG/JPEG but that sharp cannot read would never show. */
export async function assertReadableImage(bytes: Uint8Array): Promise<void> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw new Error("no size");
  } catch {
    throw new AppError("INVALID", { base64Data: ["The image could not be read"] });
  }
}

/** Larger images (decompression bombs) are refused: 50 megapixels covers any phone camera. */
export const IMAGE_MAX_PIXELS = 50_000_000;
