import { route } from "@/lib/http/route";
import { ListQuerySchema } from "@/lib/lists/schemas";
import { updateBatch } from "@/lib/tags";
import { listBatches } from "@/lib/tags/list-batches";
import { TagBatchUpdateSchema } from "@/lib/tags/schemas";
import { batchSavedMessage } from "@/lib/tags/messages";

/** GET /api/v1/batches (system admins): the client's tag batches, newest first. */
export const GET = route({ query: ListQuerySchema }, async ({ ctx, query }) => ({
  data: await listBatches(ctx, query),
}));

/** PUT /api/v1/batches: rename a batch. */
export const PUT = route({ body: TagBatchUpdateSchema }, async ({ ctx, body }) => {
  const row = await updateBatch(ctx, body);
  return { data: row, userMessage: batchSavedMessage(row.name) };
});
