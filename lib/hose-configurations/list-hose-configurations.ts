import type { AuthedCtx } from "@/lib/core/ctx";
import { unitsOf } from "@/lib/units/convert";
import { formatBore } from "@/lib/units/format";
import { readDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { listResponse, pageWindow, selectFilter, stringFilter, textFilter } from "@/lib/lists/paginate";
import type { Filter, FilterValues, ListQuery, ListResponse } from "@/lib/lists/schemas";
import { organisationOptions, stampOnce } from "@/lib/lists/total-cache";
import { inClient } from "@/lib/core/scope";
import { defaultLibraries, readableLibraries } from "./access";
import { hoseConfigurationListInclude, toHoseConfigurationRow, withHoseCounts } from "./row";
import type { HoseConfigurationRow } from "./schemas";
import { keysetOrderBy, type KeysetOrder } from "@/lib/lists/keyset";

/** The list's order (its CSV export and 'Download existing' follow it too). */
export const HOSE_CONFIGURATION_ORDER: KeysetOrder = {
  name: "name",
  columns: [
    { field: "name", dir: "asc", nullable: false, type: "string" },
    { field: "id", dir: "asc", nullable: false, type: "string" },
  ],
};

/**
 * GET /hose-configurations (SPEC §2.5 HoseConfigurations, and the hose form's pick list
 * "filtered by organisationId limit 10000"). Hidden configurations never appear. Filters:
 * search (name), organisationId (a library the caller can read), type, boreSize. Sorted by
 * name in SQL.
 */
export async function listHoseConfigurations(
  ctx: AuthedCtx,
  query: ListQuery,
): Promise<ListResponse<HoseConfigurationRow>> {
  const where = hoseConfigurationListWhere(ctx, query.filters);
  const [total, rows, filters] = await Promise.all([
    readDb().hoseConfiguration.count({ where }),
    readDb().hoseConfiguration.findMany({
      where,
      include: hoseConfigurationListInclude,
      orderBy: keysetOrderBy(HOSE_CONFIGURATION_ORDER) as Prisma.HoseConfigurationOrderByWithRelationInput[],
      ...pageWindow(query),
    }),
    listFilters(ctx, query, libraryWhere(ctx, defaultLibraries(ctx))),
  ]);
  return listResponse((await withHoseCounts(rows)).map(toHoseConfigurationRow), total, query, filters);
}

/** The list's where-clause (also the CSV export's): readable libraries and the filters. */
export function hoseConfigurationListWhere(ctx: AuthedCtx, filters: FilterValues): Prisma.HoseConfigurationWhereInput {
  const organisationId = stringFilter(filters, "organisationId");
  const libraries: Prisma.OrganisationWhereInput = organisationId
    ? { AND: [{ id: organisationId }, readableLibraries(ctx)] }
    : defaultLibraries(ctx);
  const base = organisationId
    ? inClient(ctx, { hidden: false, organisation: libraries })
    : libraryWhere(ctx, libraries);
  const search = stringFilter(filters, "search");
  const type = stringFilter(filters, "type");
  const boreSize = stringFilter(filters, "boreSize");
  return {
    ...base,
    ...(search ? { name: { contains: search, mode: "insensitive" } } : {}),
    ...(type ? { type: { equals: type, mode: "insensitive" } } : {}),
    ...(boreSize ? { boreSize: { equals: boreSize, mode: "insensitive" } } : {}),
  };
}

/**
 * The visible configurations of `libraries`. A client admin's libraries are every organisation
 * of the client, which the configuration's own clientId already says: no join to Organisation
 * (it made the count and the filter options read every configuration's organisation).
 */
function libraryWhere(ctx: AuthedCtx, libraries: Prisma.OrganisationWhereInput): Prisma.HoseConfigurationWhereInput {
  return ctx.flags.isClientAdmin
    ? inClient(ctx, { hidden: false })
    : inClient(ctx, { hidden: false, organisation: libraries });
}

/** The filter descriptors, with options taken from what the caller's libraries hold. */
async function listFilters(
  ctx: AuthedCtx,
  query: ListQuery,
  visible: Prisma.HoseConfigurationWhereInput,
): Promise<Filter[]> {
  const { filters } = query;
  const [organisations, types, bores, boreOrder] = await Promise.all([
    ctx.flags.isClientAdmin
      ? organisationOptions(
          ctx.client.id,
          "configuration-libraries",
          ctx.client.id,
          () =>
            readDb().organisation.findMany({
              where: inClient(ctx, { deletedAt: null }),
              select: { id: true, name: true },
              orderBy: [{ name: "asc" }, { id: "asc" }],
              take: 1000,
            }),
          stampOnce(ctx),
        )
      : Promise.resolve([]),
    // GROUP BY in SQL: Prisma's `distinct` reads every row and dedupes in the process.
    readDb().hoseConfiguration.groupBy({
      by: ["type"],
      where: { ...visible, type: { not: null } },
      orderBy: { type: "asc" },
    }),
    readDb().hoseConfiguration.groupBy({ by: ["boreSize"], where: { ...visible, boreSize: { not: null } } }),
    readDb().boreSize.findMany({
      where: inClient(ctx),
      select: { name: true },
      orderBy: [{ sortOrder: "asc" }, { name: "asc" }],
    }),
  ]);
  const rank = new Map(boreOrder.map((b, i) => [b.name, i]));
  const boreNames = bores
    .map((b) => b.boreSize!)
    .sort((a, b) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity) || a.localeCompare(b));
  const descriptors: Filter[] = [
    textFilter({ id: "search", label: "Search", description: "Configuration name" }, filters),
  ];
  // Client admins see every library, with the Organisation column and this filter (SPEC §2.5);
  // other callers may still send organisationId (the hose form's pick list does).
  if (ctx.flags.isClientAdmin) {
    descriptors.push(
      selectFilter(
        {
          id: "organisationId",
          label: "Organisation",
          options: organisations.map((o) => ({ value: o.id, label: o.name })),
        },
        filters,
      ),
    );
  }
  descriptors.push(
    selectFilter(
      { id: "type", label: "Hose type", options: types.map((t) => ({ value: t.type!, label: t.type! })) },
      filters,
    ),
    selectFilter(
      {
        id: "boreSize",
        label: "Bore size",
        // The stored name filters; the reader sees it in their units ('1/2" (-08)').
        options: boreNames.map((b) => ({ value: b, label: formatBore(b, unitsOf(ctx)) })),
      },
      filters,
    ),
  );
  return descriptors;
}
