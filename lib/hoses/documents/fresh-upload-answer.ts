import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { storage } from "@/lib/storage";
import { visibleUploads } from "./access";
import type { UploadDto } from "./schemas";
import { signedLinkFor } from "./upload-dto";

/**
 * A replayed POST /uploads answer (Idempotency-Key) with its download link signed again: the
 * stored one lasts minutes and a retry may come hours later. An upload deleted or hidden since
 * keeps the stored answer as it was (the first answer, as the key promises).
 */
export async function freshUploadAnswer(ctx: AuthedCtx, stored: UploadDto): Promise<UploadDto> {
  const upload = await db().upload.findFirst({
    where: visibleUploads(ctx, stored.id),
    select: { storageKey: true, filename: true, mimetype: true },
  });
  if (!upload) return stored;
  return { ...stored, signedLink: await signedLinkFor(await storage(), upload) };
}
