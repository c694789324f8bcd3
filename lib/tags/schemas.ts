import { z } from "zod";

/** SPEC §3 Tag batch. */
export const TagBatchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  hoseCount: z.number().int().describe("tags in the batch"),
  inUseHoseCount: z.number().int().describe("tags of the batch a hose carries"),
  user: z.object({ fullName: z.string() }).nullable().describe("who uploaded it"),
  distributor: z
    .object({ id: z.uuid(), name: z.string() })
    .nullable()
    .describe(
      "the distributor the batch is allocated to: only its customers' hoses may carry these tags; null: not allocated yet (any customer with a distributor)",
    ),
});
export type TagBatchRow = z.infer<typeof TagBatchSchema>;

/** SPEC §9: the batch list's page size. */
export const BATCH_PAGE_SIZE = 7;

export const BATCH_NAME_MAX = 100;
export const BatchNameSchema = z
  .string({ error: "Batch name is required" })
  .trim()
  .min(1, "Batch name is required")
  .max(BATCH_NAME_MAX, `Batch name must be at most ${BATCH_NAME_MAX} characters`);

/**
 * The distributor a batch is allocated to, as a form sends it: an organisation id, or empty for
 * "not allocated".
 */
export const DISTRIBUTOR_UNKNOWN = "Choose a distributor of this client";
export const BatchDistributorSchema = z.preprocess(
  (v) => (v === "" ? null : v),
  z.uuid(DISTRIBUTOR_UNKNOWN).nullable(),
);

/** PUT /batches: rename a batch, and allocate it to a distributor (absent: unchanged; null: none). */
export const TagBatchUpdateSchema = z.object({
  id: z.uuid("Not found"),
  name: BatchNameSchema,
  distributorId: BatchDistributorSchema.optional().describe(
    "the distributor whose customers may fit the batch's tags (null: not allocated; absent: unchanged)",
  ),
});
export type TagBatchUpdateInput = z.infer<typeof TagBatchUpdateSchema>;

/** A count answer (SPEC §3 "Count response: count or totalItems"). */
export const CountSchema = z.object({ count: z.number().int() });

/** SPEC §7, 9: tag upload and deletion send maxChecks 5 (what it means: lib/tags/tag-file.ts). */
export const DEFAULT_MAX_CHECKS = 5;
export const TAG_FILE_MAX_TAGS = 200_000;
export const TAG_FILE_MAX_BYTES = 8 * 1024 * 1024;
/** The multipart request around a tag file: the file plus the form's own bytes. */
export const TAG_FILE_MAX_BODY_BYTES = TAG_FILE_MAX_BYTES + 1024 * 1024;

/** The multipart fields of POST /tag-upload (the file is checked separately). */
export const TagUploadFieldsSchema = z.object({
  batchName: BatchNameSchema,
  maxChecks: z.coerce
    .number({ error: "maxChecks must be a number" })
    .int("maxChecks must be a whole number")
    .min(1, "maxChecks must be 1 or more")
    .max(100, "maxChecks must be at most 100")
    .default(DEFAULT_MAX_CHECKS),
  distributorId: BatchDistributorSchema.optional(),
});
export const TagDeleteFieldsSchema = TagUploadFieldsSchema.pick({ maxChecks: true });

/** The documented multipart body (OpenAPI): the file plus the fields. */
export const TagUploadBodySchema = z.object({
  file: z.string().describe("CSV file: one tag id per line (first column); a header line is skipped"),
  batchName: z.string(),
  maxChecks: z.number().int().optional().describe("how many offending tag ids an error lists per problem (default 5)"),
  distributorId: z
    .uuid()
    .optional()
    .describe("the distributor the new batch is allocated to (empty or absent: not allocated yet)"),
});
export const TagDeleteBodySchema = TagUploadBodySchema.omit({ batchName: true, distributorId: true });

/** POST /tag-upload answer: the count added ('Added {n} tags to the system') and the new batch. */
export const TagUploadResultSchema = z.object({ count: z.number().int(), batchId: z.uuid() });

/** POST /tag-delete answer: the count removed ('Removed {n} tags from the system'), and the tags kept. */
export const TagDeleteResultSchema = z.object({
  count: z.number().int(),
  inUse: z.array(z.string()).describe("tags not removed because a hose carries them (the first 1000)"),
  inUseCount: z.number().int(),
  notFound: z.number().int().describe("tag ids of the file this client does not have"),
});
export type TagDeleteResult = z.infer<typeof TagDeleteResultSchema>;
