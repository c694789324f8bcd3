import type { AuthedCtx } from "@/lib/core/ctx";
import type { CsvColumn } from "@/lib/csv/write-csv";
import { formatDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import type { Exporter } from "@/lib/lists/exporter";
import { afterId, keysetBatches } from "@/lib/lists/batches";
import { notFound } from "@/lib/core/errors";
import type { FilterValues } from "@/lib/lists/schemas";
import { inClient } from "@/lib/core/scope";
import { requireSystemAdmin } from "./access";
import { batchInclude, toBatchRows } from "./batch-rows";
import { batchListWhere } from "./list-batches";
import type { TagBatchRow } from "./schemas";

/** GET /batches/export: the batch list (system admins). */
export const batchExporter = {
  name: "batches",
  assert: requireSystemAdmin,
  columns: [
    { header: "Batch", value: (b) => b.name },
    { header: "Uploaded", value: (b) => formatDate(b.createdAt) },
    { header: "Uploaded by", value: (b) => b.user?.fullName ?? "" },
    { header: "Tags", value: (b) => b.hoseCount },
    { header: "In use", value: (b) => b.inUseHoseCount },
  ] satisfies CsvColumn<TagBatchRow>[],
  async rows(ctx: AuthedCtx, filters: FilterValues) {
    const where = batchListWhere(ctx, filters);
    return (async function* () {
      for await (const rows of keysetBatches((after, take) =>
        db().tagBatch.findMany({
          where: { AND: [where, afterId(after)] },
          include: batchInclude,
          orderBy: { id: "asc" },
          take,
        }),
      )) {
        yield await toBatchRows(rows);
      }
    })();
  },
} as unknown as Exporter<unknown>;

type TagLine = { id: string; code: string; createdAt: Date; hoseId: string | null };

/** GET /batches/{id}/export: the tags of one batch, each with whether a hose carries it. */
export const batchTagsExporter = {
  name: "batch-tags",
  assert: requireSystemAdmin,
  columns: [
    { header: "Tag id", value: (t) => t.code },
    { header: "In use", value: (t) => (t.hoseId ? "Yes" : "No") },
  ] satisfies CsvColumn<TagLine>[],
  async rows(ctx: AuthedCtx, filters: FilterValues) {
    requireSystemAdmin(ctx);
    const batchId = typeof filters.batch === "string" ? filters.batch : "";
    const batch = await db().tagBatch.findFirst({ where: inClient(ctx, { id: batchId }), select: { id: true } });
    if (!batch) throw notFound("Tag batch not found");
    return keysetBatches(
      (after, take) =>
        db().$queryRaw<TagLine[]>`
        SELECT t.id, t.code, t."createdAt", h.id AS "hoseId"
        FROM "Tag" t LEFT JOIN "Hose" h ON h."clientId" = t."clientId" AND h."tagId" = t.code
        WHERE t."batchId" = ${batch.id}::uuid AND t."clientId" = ${ctx.client.id}::uuid AND t.id > ${after ?? "00000000-0000-0000-0000-000000000000"}::uuid
        ORDER BY t.id LIMIT ${take}`,
    );
  },
} as unknown as Exporter<unknown>;
