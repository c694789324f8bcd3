import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { listResponse, pageWindow, stringFilter, textFilter } from "@/lib/lists/paginate";
import type { FilterValues, ListQuery, ListResponse } from "@/lib/lists/schemas";
import { inClient } from "@/lib/core/scope";
import { requireSystemAdmin } from "./access";
import { batchInclude, toBatchRows } from "./batch-rows";
import type { TagBatchRow } from "./schemas";

/** The batch list's where-clause (also its CSV export's): the client's batches, by name. */
export function batchListWhere(ctx: AuthedCtx, filters: FilterValues): Prisma.TagBatchWhereInput {
  requireSystemAdmin(ctx);
  const search = stringFilter(filters, "search");
  return inClient(ctx, search ? { name: { contains: search, mode: "insensitive" } } : {});
}

/** GET /batches (SPEC §2.5 TagManagement): newest first, page size 7 on the screen. */
export async function listBatches(ctx: AuthedCtx, query: ListQuery): Promise<ListResponse<TagBatchRow>> {
  const where = batchListWhere(ctx, query.filters);
  const [total, rows] = await Promise.all([
    db().tagBatch.count({ where }),
    db().tagBatch.findMany({
      where,
      include: batchInclude,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageWindow(query),
    }),
  ]);
  return listResponse(await toBatchRows(rows), total, query, [
    textFilter({ id: "search", label: "Search", description: "Batch name" }, query.filters),
  ]);
}
