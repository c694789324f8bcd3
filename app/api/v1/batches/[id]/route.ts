import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";
import { deleteBatch, getBatch } from "@/lib/tags";
import { batchDeletedMessage } from "@/lib/tags/messages";

/** GET /api/v1/batches/{id} (system admins). */
export const GET = route({ params: IdParamsSchema }, async ({ ctx, params }) => ({
  data: await getBatch(ctx, params.id),
}));

/** DELETE /api/v1/batches/{id}: only while none of its tags is in use. */
export const DELETE = route({ params: IdParamsSchema }, async ({ ctx, params }) => {
  const row = await deleteBatch(ctx, params.id);
  return { data: { id: row.id }, userMessage: batchDeletedMessage(row.name) };
});
