import { actingOrganisation, type AuthedCtx } from "@/lib/core/ctx";
import { readDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { forbidden } from "@/lib/core/errors";
import { listFilter, listResponse, pageWindow, selectFilter, stringFilter, textFilter } from "@/lib/lists/paginate";
import type { FilterValues, ListQuery, ListResponse } from "@/lib/lists/schemas";
import { inClient } from "@/lib/core/scope";
import { organisationListInclude, toOrganisationRow, withHoseCounts, type OrganisationRow } from "./organisation-row";
import { keysetOrderBy, type KeysetOrder } from "@/lib/lists/keyset";

/**
 * SPEC §2.5 Organisations: client admins list every organisation of the client ("Organisations");
 * a distributor lists its linked customers ("Customers"). Customers have no such list.
 */
export async function listOrganisations(ctx: AuthedCtx, query: ListQuery): Promise<ListResponse<OrganisationRow>> {
  const [{ items, total }, filters] = await Promise.all([
    organisationPage(ctx, query),
    organisationFilters(ctx, query),
  ]);
  return listResponse(items, total, query, filters);
}

/** The list's order (its CSV export follows it too). */
export const ORGANISATION_ORDER: KeysetOrder = {
  name: "name",
  columns: [
    { field: "name", dir: "asc", nullable: false, type: "string" },
    { field: "id", dir: "asc", nullable: false, type: "string" },
  ],
};

/** One page of the list and its total, without the filter descriptors (the dashboard's lists). */
export async function organisationPage(
  ctx: AuthedCtx,
  query: ListQuery,
): Promise<{ items: OrganisationRow[]; total: number }> {
  const where = await organisationListWhere(ctx, query);
  const [total, rows] = await Promise.all([
    readDb().organisation.count({ where }),
    readDb().organisation.findMany({
      where,
      include: organisationListInclude,
      orderBy: keysetOrderBy(ORGANISATION_ORDER) as Prisma.OrganisationOrderByWithRelationInput[],
      ...pageWindow(query),
    }),
  ]);
  return { items: (await withHoseCounts(rows)).map(toOrganisationRow), total };
}

/** The list's total for these filters: what a dashboard count card shows. */
export async function countOrganisations(ctx: AuthedCtx, filters: FilterValues): Promise<number> {
  return readDb().organisation.count({ where: await organisationListWhere(ctx, { page: 1, limit: 1, filters }) });
}

export async function organisationListWhere(ctx: AuthedCtx, query: ListQuery): Promise<Prisma.OrganisationWhereInput> {
  const { filters } = query;
  const search = stringFilter(filters, "search");
  const searchWhere: Prisma.OrganisationWhereInput = search
    ? {
        OR: [
          { name: { contains: search, mode: "insensitive" } },
          { accountCode: { contains: search, mode: "insensitive" } },
          { town: { contains: search, mode: "insensitive" } },
          { contactName: { contains: search, mode: "insensitive" } },
        ],
      }
    : {};

  if (ctx.flags.isClientAdmin) {
    const type = stringFilter(filters, "type");
    const status = stringFilter(filters, "status") ?? "active";
    const distributors = listFilter(filters, "distributor");
    return inClient(ctx, {
      ...searchWhere,
      ...(type === "distributor" ? { isDistributor: true } : type === "customer" ? { isDistributor: false } : {}),
      ...(status === "archived" ? { deletedAt: { not: null } } : status === "all" ? {} : { deletedAt: null }),
      // A distributor's network: the distributor itself and its customers (with `type`, either).
      ...(distributors.length
        ? { OR: [{ id: { in: distributors }, isDistributor: true }, { distributorId: { in: distributors } }] }
        : {}),
    });
  }
  const org = actingOrganisation(ctx);
  if (!org || !org.isDistributor) throw forbidden();
  return inClient(ctx, { ...searchWhere, distributorId: org.id, deletedAt: null });
}

async function organisationFilters(ctx: AuthedCtx, query: ListQuery) {
  const { filters } = query;
  const descriptors = [
    textFilter({ id: "search", label: "Search", description: "Name, account code, town or contact" }, filters),
  ];
  if (!ctx.flags.isClientAdmin) return descriptors;
  const distributors = await readDb().organisation.findMany({
    where: inClient(ctx, { isDistributor: true, deletedAt: null }),
    select: { id: true, name: true },
    orderBy: { name: "asc" },
    take: 1000,
  });
  descriptors.push(
    selectFilter(
      {
        id: "type",
        label: "Type",
        options: [
          { value: "distributor", label: "Distributor" },
          { value: "customer", label: "Customer" },
        ],
      },
      filters,
    ),
    // One control: no choice (the default) reads "Active", so the list is never offered both an
    // "Any" and an "All". status=active is still understood (it is the default).
    selectFilter(
      {
        id: "status",
        label: "Status",
        options: [
          { value: "archived", label: "Archived" },
          { value: "all", label: "Active and archived" },
        ],
        description: "Active",
      },
      filters,
    ),
    selectFilter(
      {
        id: "distributor",
        label: "Distributor",
        options: distributors.map((d) => ({ value: d.id, label: d.name })),
        multi: true,
      },
      filters,
    ),
  );
  return descriptors;
}
