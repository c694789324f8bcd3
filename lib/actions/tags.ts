"use server";
import { deleteBatch, updateBatch } from "@/lib/tags";
import { batchDeletedMessage, batchSavedMessage } from "@/lib/tags/messages";
import { TagBatchUpdateSchema } from "@/lib/tags/schemas";
import { portalAction } from "./action";

/** TagManagement dialogs (BatchEdit, BatchDelete): the services check system admin rights. */
export const updateBatchAction = portalAction(
  { schema: TagBatchUpdateSchema, input: ({ form }, id: string) => ({ ...form, id }) },
  async ({ ctx, input }) => ({ message: batchSavedMessage((await updateBatch(ctx, input)).name) }),
);

export const deleteBatchAction = portalAction({}, async ({ ctx }, id: string) => ({
  message: batchDeletedMessage((await deleteBatch(ctx, id)).name),
}));
