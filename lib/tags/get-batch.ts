import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";
import { requireSystemAdmin } from "./access";
import { batchInclude, toBatchRows } from "./batch-rows";
import type { TagBatchRow } from "./schemas";

export const BATCH_NOT_FOUND = "Tag batch not found";

/** GET /batches/{id}: a batch of this client (another client's: 404). */
export async function getBatch(ctx: AuthedCtx, id: string): Promise<TagBatchRow> {
  requireSystemAdmin(ctx);
  const row = await db().tagBatch.findFirst({ where: inClient(ctx, { id }), include: batchInclude });
  if (!row) throw notFound(BATCH_NOT_FOUND);
  return (await toBatchRows([row]))[0]!;
}
