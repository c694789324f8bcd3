import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";
import { requireSystemAdmin } from "./access";
import { batchDistributor } from "./batch-rows";
import { BATCH_NOT_FOUND, getBatch } from "./get-batch";
import type { TagBatchRow, TagBatchUpdateInput } from "./schemas";

/**
 * PUT /batches: rename a batch, and allocate it to a distributor of this client (or take the
 * allocation away). Tags already fitted keep their hoses: the allocation rules which customers
 * may fit its free tags from now on (lib/tags/tag-rules.ts).
 */
export async function updateBatch(ctx: AuthedCtx, input: TagBatchUpdateInput): Promise<TagBatchRow> {
  requireSystemAdmin(ctx);
  const exists = await db().tagBatch.count({ where: inClient(ctx, { id: input.id }) });
  if (!exists) throw notFound(BATCH_NOT_FOUND);
  const distributorId =
    input.distributorId === undefined ? undefined : await batchDistributor(ctx, input.distributorId);
  await db().$transaction(async (tx) => {
    const before = await tx.tagBatch.findFirst({
      where: inClient(ctx, { id: input.id }),
      select: { id: true, name: true, distributorId: true },
    });
    if (!before) throw notFound(BATCH_NOT_FOUND);
    const after = {
      name: input.name,
      distributorId: distributorId === undefined ? before.distributorId : distributorId,
    };
    await tx.tagBatch.update({ where: { id: before.id }, data: after });
    await recordAudit(tx, ctx, {
      action: after.distributorId === before.distributorId ? "tags.batch.rename" : "tags.batch.allocate",
      entity: "Tag",
      entityId: before.id,
      label: input.name,
      organisationId: null,
      before,
      after,
    });
  });
  return getBatch(ctx, input.id);
}
