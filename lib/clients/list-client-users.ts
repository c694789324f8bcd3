import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { listResponse, pageWindow, stringFilter, textFilter } from "@/lib/lists/paginate";
import type { ListQuery } from "@/lib/lists/schemas";
import { clientUserSelect, targetClient, toClientUserRow } from "./client-user-row";

/** ClientUsers: the client's active admins, by name, searchable by name or email. */
export async function listClientUsers(ctx: AuthedCtx, clientId: string, query: ListQuery) {
  const client = await targetClient(ctx, clientId);
  const search = stringFilter(query.filters, "search");
  const where = {
    clientId: client.id,
    clientAdmin: true,
    deletedAt: null,
    passwordHash: { not: null },
    ...(search
      ? {
          OR: [
            { firstName: { contains: search, mode: "insensitive" as const } },
            { lastName: { contains: search, mode: "insensitive" as const } },
            { email: { contains: search, mode: "insensitive" as const } },
          ],
        }
      : {}),
  };
  const [total, rows] = await Promise.all([
    db().user.count({ where }),
    db().user.findMany({
      where,
      select: clientUserSelect,
      orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
      ...pageWindow(query),
    }),
  ]);
  return listResponse(rows.map(toClientUserRow), total, query, [
    textFilter({ id: "search", label: "Search", description: "Name or email" }, query.filters),
  ]);
}
