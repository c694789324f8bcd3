import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";
import { requireSystemAdmin } from "./access";
import { batchCounts, batchDistributor, batchInclude, toBatchRows } from "./batch-rows";
import type { TagBatchRow, TagBatchUpdateInput } from "./schemas";

const NOT_FOUND = "Tag batch not found";

/** GET /batches/{id}: a batch of this client (another client's: 404). */
export async function getBatch(ctx: AuthedCtx, id: string): Promise<TagBatchRow> {
  requireSystemAdmin(ctx);
  const row = await db().tagBatch.findFirst({ where: inClient(ctx, { id }), include: batchInclude });
  if (!row) throw notFound(NOT_FOUND);
  return (await toBatchRows([row]))[0]!;
}

/**
 * PUT /batches: rename a batch, and allocate it to a distributor of this client (or take the
 * allocation away). Tags already fitted keep their hoses: the allocation rules which customers
 * may fit its free tags from now on (lib/tags/tag-rules.ts).
 */
export async function updateBatch(ctx: AuthedCtx, input: TagBatchUpdateInput): Promise<TagBatchRow> {
  requireSystemAdmin(ctx);
  const exists = await db().tagBatch.count({ where: inClient(ctx, { id: input.id }) });
  if (!exists) throw notFound(NOT_FOUND);
  const distributorId =
    input.distributorId === undefined ? undefined : await batchDistributor(ctx, input.distributorId);
  await db().$transaction(async (tx) => {
    const before = await tx.tagBatch.findFirst({
      where: inClient(ctx, { id: input.id }),
      select: { id: true, name: true, distributorId: true },
    });
    if (!before) throw notFound(NOT_FOUND);
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

/**
 * DELETE /batches/{id}: SPEC 4 "delete is offered only when inUseHoseCount is 0"; the server
 * refuses it too (409) while a hose carries one of its tags. Its tags go with it.
 */
export async function deleteBatch(ctx: AuthedCtx, id: string): Promise<{ id: string; name: string }> {
  requireSystemAdmin(ctx);
  return db().$transaction(async (tx) => {
    const row = await tx.tagBatch.findFirst({ where: inClient(ctx, { id }), select: { id: true, name: true } });
    if (!row) throw notFound(NOT_FOUND);
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
