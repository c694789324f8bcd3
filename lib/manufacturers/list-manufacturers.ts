import type { AuthedCtx } from "@/lib/core/ctx";
import { readDb } from "@/lib/db/client";
import { listResponse, pageWindow, stringFilter, textFilter } from "@/lib/lists/paginate";
import type { ListQuery } from "@/lib/lists/schemas";
import { inClient } from "@/lib/core/scope";
import { manufacturerSelect as select } from "./manufacturer-row";

/** The client's manufacturers, by name: every signed-in user of the client reads them. */
export async function listManufacturers(ctx: AuthedCtx, query: ListQuery) {
  const search = stringFilter(query.filters, "search");
  const where = inClient(ctx, search ? { name: { contains: search, mode: "insensitive" as const } } : {});
  const [total, items] = await Promise.all([
    readDb().manufacturer.count({ where }),
    readDb().manufacturer.findMany({ where, select, orderBy: [{ name: "asc" }, { id: "asc" }], ...pageWindow(query) }),
  ]);
  return listResponse(items, total, query, [textFilter({ id: "search", label: "Search" }, query.filters)]);
}
