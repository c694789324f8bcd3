import type { AuthedCtx } from "@/lib/core/ctx";
import { ROLE_LABELS } from "@/lib/core/roles";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { keysetOrderBy, type KeysetOrder } from "@/lib/lists/keyset";
import { listResponse, pageWindow, selectFilter, stringFilter, textFilter } from "@/lib/lists/paginate";
import type { FilterValues, ListQuery } from "@/lib/lists/schemas";
import { inClient } from "@/lib/core/scope";
import { userAdminScope, visibleUsers } from "./access";
import { toUserRow, userRowInclude } from "./user-row";
import { isUuid } from "@/lib/core/ids";

/** Matches no row: an unknown organisation filter lists nobody. */
const NO_ID = "00000000-0000-0000-0000-000000000000";

/** The Users list's where-clause (also the CSV export's): the caller's scope and the filters. */
export function userListWhere(ctx: AuthedCtx, filters: FilterValues) {
  const scope = userAdminScope(ctx);
  const search = stringFilter(filters, "search");
  const role = stringFilter(filters, "role");
  // A client admin may narrow the list to one organisation (the Organisations list links here).
  const organisation = scope.kind === "client" ? stringFilter(filters, "organisation") : undefined;
  const where = visibleUsers(ctx, scope, {
    passwordHash: { not: null },
    ...(organisation ? { memberships: { some: { organisationId: isUuid(organisation) ? organisation : NO_ID } } } : {}),
    ...(search
      ? {
          OR: [
            { firstName: { contains: search, mode: "insensitive" } },
            { lastName: { contains: search, mode: "insensitive" } },
            { email: { contains: search, mode: "insensitive" } },
          ],
        }
      : {}),
    ...(role !== undefined && scope.kind === "organisation"
      ? { memberships: { some: { organisationId: scope.id, role: Number(role) } } }
      : {}),
  });
  return { scope, where, organisationId: scope.kind === "organisation" ? scope.id : undefined };
}

/** The list's order (its CSV export follows it too). */
export const USER_ORDER: KeysetOrder = {
  name: "name",
  columns: [
    { field: "lastName", dir: "asc", nullable: false, type: "string" },
    { field: "firstName", dir: "asc", nullable: false, type: "string" },
    { field: "id", dir: "asc", nullable: false, type: "string" },
  ],
};

export async function listUsers(ctx: AuthedCtx, query: ListQuery) {
  const { scope, where } = userListWhere(ctx, query.filters);
  const { filters } = query;
  const [total, rows] = await Promise.all([
    db().user.count({ where }),
    db().user.findMany({
      where,
      include: userRowInclude,
      orderBy: keysetOrderBy(USER_ORDER) as Prisma.UserOrderByWithRelationInput[],
      ...pageWindow(query),
    }),
  ]);
  const descriptors = [textFilter({ id: "search", label: "Search", description: "Name or email" }, filters)];
  if (scope.kind === "organisation") {
    descriptors.push(
      selectFilter(
        { id: "role", label: "Role", options: [4, 0, 1, 2].map((r) => ({ value: String(r), label: ROLE_LABELS[r]! })) },
        filters,
      ),
    );
  } else {
    const organisations = await db().organisation.findMany({
      where: inClient(ctx, { deletedAt: null }),
      select: { id: true, name: true },
      orderBy: { name: "asc" },
      take: 1000,
    });
    descriptors.push(
      selectFilter(
        {
          id: "organisation",
          label: "Organisation",
          options: organisations.map((o) => ({ value: o.id, label: o.name })),
        },
        filters,
      ),
    );
  }
  const orgId = scope.kind === "organisation" ? scope.id : undefined;
  return listResponse(
    rows.map((u) => toUserRow(u, orgId)),
    total,
    query,
    descriptors,
  );
}
