import { z } from "zod";

/** SPEC 3 Tag batch. */
export const TagBatchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  hoseCount: z.number().int().describe("tags in the batch"),
  inUseHoseCount: z.number().int().describe("tags of the batch a hose carries"),
  user: z.object({ fullName: z.string() }).nullable().describe("who uploaded it"),
});
export type TagBatchRow = z.infer<typeof TagBatchSchema>;

/** SPEC 9: the batch list's page size. */
export const BATCH_PAGE_SIZE = 7;

export const BATCH_NAME_MAX = 100;
export const BatchNameSchema = z
  .string({ error: "Batch name is required" })
  .trim()
  .min(1, "Batch name is required")
  .max(BATCH_NAME_MAX, `Batch name must be at most ${BATCH_NAME_MAX} characters`);

/** PUT /batches: rename a batch. */
export const TagBatchUpdateSchema = z.object({ id: z.uuid("Not found"), name: BatchNameSchema });
export type TagBatchUpdateInput = z.infer<typeof TagBatchUpdateSchema>;

/** A count answer (SPEC 3 "Count response: count or totalItems"). */
export const CountSchema = z.object({ count: z.number().int() });

/** POST /tag-upload and /tag-delete answer: a count; deletion also lists the tags kept because hoses carry them. */
export const TagUploadResultSchema = z.object({ count: z.number().int(), batchId: z.uuid() });
export const TagDeleteResultSchema = z.object({ count: z.number().int(), inUse: z.array(z.string()).describe("tags not removed because a hose carries them") });
