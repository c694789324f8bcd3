import { db } from "@/lib/db/client";
import { storage } from "@/lib/storage";
import { PACK_FILE_RETENTION_DAYS, PACK_ROW_RETENTION_DAYS } from "./limits";

const DAY_MS = 86_400_000;

/**
 * Compliance packs' retention (limits.ts), run by the hourly housekeeping job
 * (lib/jobs/maintenance.ts):
 *  - a built pack's PDF is deleted PACK_FILE_RETENTION_DAYS after it was built, and the pack is
 *    marked EXPIRED ('Expired' on the page; its download answers so);
 *  - a pack that failed is deleted after the same period (it has no file);
 *  - every pack row is deleted PACK_ROW_RETENTION_DAYS after it was asked for.
 * A file that is already gone (deleted by hand, another replica) does not stop the rest.
 * Answers how many files and rows it removed.
 */
export async function expireCompliancePacks(now = new Date()): Promise<{ files: number; rows: number }> {
  const fileCutoff = new Date(now.getTime() - PACK_FILE_RETENTION_DAYS * DAY_MS);
  const rowCutoff = new Date(now.getTime() - PACK_ROW_RETENTION_DAYS * DAY_MS);
  const store = await storage();
  let files = 0;
  for (;;) {
    const due = await db().compliancePack.findMany({
      where: { status: "DONE", finishedAt: { lt: fileCutoff } },
      select: { id: true, storageKey: true },
      take: 200,
    });
    if (!due.length) break;
    for (const pack of due) {
      if (pack.storageKey) await store.delete(pack.storageKey).catch(() => undefined);
      // Only a pack still DONE is changed (a concurrent run may have expired it already).
      const changed = await db().compliancePack.updateMany({
        where: { id: pack.id, status: "DONE" },
        data: { status: "EXPIRED", storageKey: null, size: null },
      });
      files += changed.count;
    }
  }
  const failed = await db().compliancePack.deleteMany({ where: { status: "FAILED", createdAt: { lt: fileCutoff } } });
  const old = await db().compliancePack.deleteMany({
    where: { createdAt: { lt: rowCutoff }, status: { in: ["DONE", "EXPIRED", "FAILED"] } },
  });
  return { files, rows: failed.count + old.count };
}
