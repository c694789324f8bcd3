import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";
import { requireSystemAdmin } from "./access";
import { batchCounts } from "./batch-rows";
import { BATCH_NOT_FOUND } from "./get-batch";

/**
 * DELETE /batches/{id}: delete is offered only when no tag of the batch is in use, and the
 * server refuses it too (409) while a hose carries one of its tags. Its tags go with it.
 */
export async function deleteBatch(ctx: AuthedCtx, id: string): Promise<{ id: string; name: string }> {
  requireSystemAdmin(ctx);
  return db().$transaction(async (tx) => {
    const row = await tx.tagBatch.findFirst({ where: inClient(ctx, { id }), select: { id: true, name: true } });
    if (!row) throw notFound(BATCH_NOT_FOUND);
    await tx.$executeRaw`SELECT 1 FROM "TagBatch" WHERE id = ${row.id}::uuid FOR UPDATE`;
    const counts = (await batchCounts([row.id], tx)).get(row.id);
    if (counts && counts.inUseHoseCount > 0) {
      throw new AppError("CONFLICT", {
        global: [`${counts.inUseHoseCount} tags of this batch are in use: it cannot be deleted`],
      });
    }
    await tx.tagBatch.delete({ where: { id: row.id } });
    await recordAudit(tx, ctx, {
      action: "tags.batch.delete",
      entity: "Tag",
      entityId: row.id,
      label: row.name,
      organisationId: null,
    });
    return row;
  });
}
