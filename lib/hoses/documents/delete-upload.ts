import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { requireHoseChanges } from "@/lib/hoses/access";
import { hoseEntry } from "@/lib/hoses/audit";
import { conflict, notFound } from "@/lib/core/errors";
import { storage } from "@/lib/storage";
import { visibleUploads } from "./access";
import { IMAGE_WIDTHS } from "./schemas";

/**
 * DELETE /uploads/{id}. Soft delete, then the objects: the row gets deletedAt (with an audit
 * event, in one transaction) so it is never listed or served again, and only then are the
 * object and its cached thumbnails removed. In that order a live row never points at a missing
 * object; if removing the object fails, the deleted row still names it (storageKey) so it can be
 * swept later, and the caller is still told the file was deleted.
 */
export async function deleteUpload(ctx: AuthedCtx, id: string): Promise<string> {
  requireHoseChanges(ctx);
  const upload = await db().upload.findFirst({
    where: visibleUploads(ctx, id),
    select: {
      id: true,
      filename: true,
      storageKey: true,
      hoseId: true,
      hose: { select: { id: true, name: true, tagId: true, customerOrganisationId: true, deletedAt: true } },
    },
  });
  if (!upload || !upload.hoseId) throw notFound("Document not found");
  if (upload.hose?.deletedAt) throw conflict({ global: ["This hose is archived and can no longer be changed"] });
  const done = await db().$transaction(async (tx) => {
    const { count } = await tx.upload.updateMany({
      where: { id: upload.id, deletedAt: null },
      data: { deletedAt: new Date() },
    });
    if (count === 1)
      await recordAudit(
        tx,
        ctx,
        hoseEntry("hose.upload.delete", upload.hose!, { data: { uploadId: upload.id, filename: upload.filename } }),
      );
    return count === 1;
  });
  if (!done) throw notFound("Document not found");
  await removeObjects(upload.storageKey);
  return `${upload.filename} has been deleted`;
}

/** The object and every cached thumbnail of it; failures are logged, not thrown. */
export async function removeObjects(storageKey: string): Promise<void> {
  const s = await storage();
  const keys = [storageKey, ...Object.values(IMAGE_WIDTHS).map((w) => thumbnailKey(storageKey, w))];
  await Promise.all(
    keys.map((k) => s.delete(k).catch((e: unknown) => console.error(`[uploads] could not remove ${k}`, e))),
  );
}

export const thumbnailKey = (storageKey: string, width: number) => `${storageKey}.w${width}`;
