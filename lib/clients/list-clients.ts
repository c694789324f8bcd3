import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { listResponse, pageWindow, stringFilter, textFilter } from "@/lib/lists/paginate";
import type { ListQuery } from "@/lib/lists/schemas";
import { requireClientManagement } from "./access";
import { clientInclude, toClientRow } from "./client-record";

/** Manage clients: every client, by name, searchable by name or hostname. */
export async function listClients(ctx: AuthedCtx, query: ListQuery) {
  requireClientManagement(ctx);
  const search = stringFilter(query.filters, "search");
  const where: Prisma.ClientWhereInput = search
    ? {
        OR: [
          { name: { contains: search, mode: "insensitive" } },
          { hostnames: { some: { hostname: { contains: search.toLowerCase() } } } },
        ],
      }
    : {};
  const [total, rows] = await Promise.all([
    db().client.count({ where }),
    db().client.findMany({
      where,
      include: clientInclude,
      orderBy: [{ name: "asc" }, { id: "asc" }],
      ...pageWindow(query),
    }),
  ]);
  return listResponse(rows.map(toClientRow), total, query, [
    textFilter({ id: "search", label: "Search", description: "Name or hostname" }, query.filters),
  ]);
}
