import { actingOrganisation, type AuthedCtx } from "@/lib/core/ctx";
import { today as todayDate } from "@/lib/dates";
import { readDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { keysetOrderBy, type KeysetOrder } from "@/lib/lists/keyset";
import { countList, keysetList, type KeysetPage, type ListTotal } from "@/lib/lists/keyset-list";
import { listResponse, selectFilter, stringFilter, textFilter, listFilter } from "@/lib/lists/paginate";
import type { Filter, FilterValues, ListQuery, ListResponse } from "@/lib/lists/schemas";
import type { TenantStamp } from "@/lib/lists/tenant-stamp";
import { organisationOptions, stampOnce } from "@/lib/lists/total-cache";
import { inClient } from "@/lib/core/scope";
import { serialiseOnce } from "@/lib/lists/serialise";
import { visibleCustomers, visibleHoses } from "./access";
import { hoseListRows } from "./hose-rows-by-id";
import { toHoseRow, type HoseRow } from "./hose-row";
import {
  DUE_SOON_DAYS,
  INSPECTION_DUE_FILTER,
  REPLACEMENT_WARNING_FILTER,
  STATUS_FILTER,
  dueWhere,
  statusWhere,
  warningWhere,
  type StatusFilter,
} from "./schedule";
import { zoneSubtreeIds } from "./zones";

/**
 * SPEC §2.5 Hoses: the hoses the caller sees, filtered and sorted in SQL on indexed columns.
 * Filter ids (also the keys count cards and organisation rows link with):
 *  search (tag id, name, configuration, location), status (multi: 0 Good, 1 to monitor,
 *  2 to replace, 3 Uninstalled), inspectionRequired (2 due inspection, 1 overdue, 3 due in the
 *  next DUE_SOON_DAYS but not overdue),
 *  replacementWarning (1), zone (a site or zone, sub-zones included), customer, distributor,
 *  configuration, archived (active by default, 'archived', 'all'), sort.
 */
export async function listHoses(ctx: AuthedCtx, query: ListQuery, today = todayDate()): Promise<ListResponse<HoseRow>> {
  // One read of the tenant's stamp serves the cached total and the cached filter options.
  const stamp = stampOnce(ctx);
  const [{ items, total, nextCursor }, filters] = await Promise.all([
    hosePage(ctx, query, today, stamp),
    hoseFilters(ctx, query.filters, stamp),
  ]);
  return { ...listResponse(items, total, query, filters), nextCursor };
}

/** One page of the list and its total, without the filter descriptors (the dashboard's lists). */
export async function hosePage(
  ctx: AuthedCtx,
  query: ListQuery,
  today = todayDate(),
  stamp = stampOnce(ctx),
): Promise<KeysetPage<HoseRow>> {
  const where = await hoseListWhere(ctx, query.filters, today);
  // The page's keys on the order's index (index-only for the default order), then those rows
  // with their names in one joined statement (hoseListRows).
  return keysetList({
    order: hoseKeysetOrder(stringFilter(query.filters, "sort")),
    where,
    query,
    findKeys: (window) =>
      readDb().hose.findMany({
        ...window,
        orderBy: window.orderBy as Prisma.HoseOrderByWithRelationInput[],
        select: window.select as { id: true },
      }),
    findRows: async (keys) =>
      (
        await hoseListRows(
          ctx.client.id,
          keys.map((k) => k.id),
        )
      ).map((h) => toHoseRow(h, today)),
    total: hoseTotal(ctx, query.filters, stamp),
  });
}

/** The list's total for these filters: what a dashboard count card shows. */
export async function countHoses(ctx: AuthedCtx, filters: FilterValues, today = todayDate()): Promise<number> {
  return countList(hoseTotal(ctx, filters), await hoseListWhere(ctx, filters, today));
}

function hoseTotal(ctx: AuthedCtx, filters: FilterValues, stamp = stampOnce(ctx)): ListTotal<Prisma.HoseWhereInput> {
  return {
    count: (where) => readDb().hose.count({ where }),
    // Searches read configuration and location names, which the total cache does not watch.
    cache: stringFilter(filters, "search") ? undefined : { clientId: ctx.client.id, list: "hoses", stamp },
  };
}

const date = (field: string, dir: "asc" | "desc" = "asc") => ({ field, dir, nullable: true, type: "date" }) as const;
const text = (field: string, nullable = true, dir: "asc" | "desc" = "asc") =>
  ({ field, dir, nullable, type: "string" }) as const;

/** The list's sorts, as keyset orders (lib/lists/keyset.ts): each ends with the id, so it is total. */
const SORTS: Record<string, KeysetOrder> = {
  next: { name: "next", columns: [date("nextInspectionDate"), text("name"), text("id", false)] },
  name: { name: "name", columns: [text("name"), text("id", false)] },
  tag: { name: "tag", columns: [text("tagId"), text("id", false)] },
  newest: {
    name: "newest",
    columns: [{ field: "createdAt", dir: "desc", nullable: false, type: "date" }, text("id", false, "desc")],
  },
};

export function hoseKeysetOrder(sort: string | undefined): KeysetOrder {
  return SORTS[sort ?? "next"] ?? SORTS.next!;
}

export function hoseOrder(sort: string | undefined): Prisma.HoseOrderByWithRelationInput[] {
  return keysetOrderBy(hoseKeysetOrder(sort)) as Prisma.HoseOrderByWithRelationInput[];
}

/** Past this many matching configurations or zones, the search tests the relation per hose instead. */
const SEARCH_IDS = 2000;

/**
 * The list's search: the tag id, name, configuration name or location trail contains the text
 * (any case). Each column has a trigram index (migration search_trigram_indexes). The tenant's
 * matching configurations and zones are looked up first (usually a handful), so the hose
 * condition is an OR of indexed columns of Hose itself, which Postgres answers with a BitmapOr
 * of four index scans instead of testing every hose of the tenant through two joins.
 */
async function searchWhere(ctx: AuthedCtx, search: string): Promise<Prisma.HoseWhereInput> {
  const like = { contains: search, mode: "insensitive" as const };
  const [configurations, zones] = await Promise.all([
    readDb().hoseConfiguration.findMany({
      where: { clientId: ctx.client.id, name: like },
      select: { id: true },
      take: SEARCH_IDS + 1,
    }),
    readDb().organisationZone.findMany({
      where: { clientId: ctx.client.id, trailName: like },
      select: { id: true },
      take: SEARCH_IDS + 1,
    }),
  ]);
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
  return {
    OR: [
      { tagId: like },
      { name: like },
      configurations.length > SEARCH_IDS
        ? { hoseConfiguration: { name: like } }
        : { hoseConfigurationId: { in: ids(configurations) } },
      zones.length > SEARCH_IDS ? { zone: { trailName: like } } : { organisationZoneId: { in: ids(zones) } },
    ],
  };
}

/**
 * visibleHoses for the lists (hoses, inspections, counts), as the same rows: a distributor's
 * customers are read first (a handful of ids on the (clientId, distributorId) index), so the
 * hose list walks each customer's run of the (clientId, customerOrganisationId, order) index
 * instead of every hose of the tenant joined to its customer (9 ms for a distributor of 9
 * customers among 450). Read where the list reads (readDb), never cached: this is the scope.
 */
export async function visibleHosesForList(ctx: AuthedCtx): Promise<Prisma.HoseWhereInput> {
  const org = actingOrganisation(ctx);
  if (ctx.flags.isClientAdmin || !org || !org.isDistributor) return visibleHoses(ctx);
  return inClient(ctx, { customerOrganisationId: { in: await servedCustomerIds(ctx) } });
}

/** The ids of the customers the acting distributor serves (visibleCustomers), as the lists read them. */
export async function servedCustomerIds(ctx: AuthedCtx): Promise<string[]> {
  const customers = await readDb().organisation.findMany({ where: visibleCustomers(ctx), select: { id: true } });
  return customers.map((c) => c.id);
}

const STATUSES: readonly string[] = Object.values(STATUS_FILTER);

export async function hoseListWhere(
  ctx: AuthedCtx,
  filters: FilterValues,
  today: Date,
): Promise<Prisma.HoseWhereInput> {
  const and: Prisma.HoseWhereInput[] = [await visibleHosesForList(ctx)];
  const archived = stringFilter(filters, "archived");
  if (archived === "archived") and.push({ deletedAt: { not: null } });
  else if (archived !== "all") and.push({ deletedAt: null });

  const search = stringFilter(filters, "search");
  if (search) and.push(await searchWhere(ctx, search));
  const statuses = listFilter(filters, "status").filter((s): s is StatusFilter => STATUSES.includes(s));
  if (statuses.length) and.push({ OR: statuses.map((s) => statusWhere(s, today)) });

  const inspection = stringFilter(filters, "inspectionRequired");
  if (inspection === INSPECTION_DUE_FILTER.DUE) and.push(dueWhere("due", today));
  if (inspection === INSPECTION_DUE_FILTER.OVERDUE) and.push(dueWhere("overdue", today));
  if (inspection === INSPECTION_DUE_FILTER.SOON) and.push(dueWhere("soon", today));
  if (stringFilter(filters, "replacementWarning") === REPLACEMENT_WARNING_FILTER) and.push(warningWhere(today));

  const configurations = listFilter(filters, "configuration");
  if (configurations.length) and.push({ hoseConfigurationId: { in: configurations } });
  and.push(...(await hosePlaceWhere(ctx, filters)));
  return { AND: and };
}

/**
 * The hose list's filters on where a hose is: customer and distributor (lists of ids), zone (a
 * site or zone, sub-zones included) and hose (one id). The inspection list shares the last two
 * (hoseLocationWhere) and reads the first two off its own rows.
 */
export async function hosePlaceWhere(ctx: AuthedCtx, filters: FilterValues): Promise<Prisma.HoseWhereInput[]> {
  const where: Prisma.HoseWhereInput[] = [];
  const customers = listFilter(filters, "customer");
  if (customers.length) where.push({ customerOrganisationId: { in: customers } });
  const distributors = listFilter(filters, "distributor");
  if (distributors.length) where.push({ distributorOrganisationId: { in: distributors } });
  return [...where, ...(await hoseLocationWhere(ctx, filters))];
}

/** The zone (its sub-zones included) and single-hose filters of a list. */
export async function hoseLocationWhere(ctx: AuthedCtx, filters: FilterValues): Promise<Prisma.HoseWhereInput[]> {
  const where: Prisma.HoseWhereInput[] = [];
  const zone = stringFilter(filters, "zone");
  if (zone) where.push({ organisationZoneId: { in: await zoneSubtreeIds(ctx, zone) } });
  const hose = stringFilter(filters, "hose");
  if (hose) where.push({ id: hose });
  return where;
}

async function hoseFilters(
  ctx: AuthedCtx,
  filters: FilterValues,
  stamp: () => Promise<TenantStamp>,
): Promise<Filter[]> {
  const descriptors: Filter[] = [
    textFilter({ id: "search", label: "Search", description: "Tag id, name, configuration or location" }, filters),
    selectFilter(
      {
        id: "status",
        label: "Status",
        options: [
          { value: STATUS_FILTER.GOOD, label: "Good" },
          { value: STATUS_FILTER.MONITOR, label: "To monitor" },
          { value: STATUS_FILTER.REPLACE, label: "To replace" },
          { value: STATUS_FILTER.UNINSTALLED, label: "Uninstalled" },
        ],
        multi: true,
      },
      filters,
    ),
    selectFilter(
      {
        id: "inspectionRequired",
        label: "Inspection",
        options: [
          { value: INSPECTION_DUE_FILTER.DUE, label: "Due inspection" },
          { value: INSPECTION_DUE_FILTER.OVERDUE, label: "Overdue" },
          { value: INSPECTION_DUE_FILTER.SOON, label: `Due in the next ${DUE_SOON_DAYS} days` },
        ],
      },
      filters,
    ),
    selectFilter(
      {
        id: "replacementWarning",
        label: "Replacement",
        options: [{ value: REPLACEMENT_WARNING_FILTER, label: "Replacement warning" }],
      },
      filters,
    ),
  ];
  const { customerOptions, filters: organisationFilters } = await hoseOrganisationFilters(ctx, filters, stamp);
  descriptors.push(...organisationFilters);
  // Locations of one customer: the caller's own, or the one customer chosen in the filter. The
  // filter's id is the caller's to choose, so the zones are read only from a customer it sees
  // (any other id gives no options, like rows it cannot see).
  const customerIds = listFilter(filters, "customer");
  const zoneCustomer =
    customerOptions.length === 1 ? customerOptions[0]!.id : customerIds.length === 1 ? customerIds[0]! : null;
  const zones = zoneCustomer
    ? await readDb().organisationZone.findMany({
        where: inClient(ctx, { organisationId: zoneCustomer, organisation: visibleCustomers(ctx) }),
        select: { id: true, trailName: true },
        orderBy: { trailName: "asc" },
        take: 1000,
      })
    : [];
  descriptors.push(
    selectFilter(
      {
        id: "zone",
        label: "Location",
        options: zones.map((z) => ({ value: z.id, label: z.trailName })),
        // A zone chosen elsewhere (a link from Sites & zones) stays applied, shown or not.
        isVisible: zones.length > 0,
      },
      filters,
    ),
  );
  descriptors.push(
    // The empty choice of a select reads its description: what applies when none is chosen.
    selectFilter(
      {
        id: "archived",
        label: "Archived",
        options: [
          { value: "archived", label: "Archived hoses" },
          { value: "all", label: "Active and archived" },
        ],
        description: "Active hoses",
      },
      filters,
    ),
    selectFilter(
      {
        id: "sort",
        label: "Sort by",
        options: [
          { value: "name", label: "Name" },
          { value: "tag", label: "Tag id" },
          { value: "newest", label: "Newest first" },
        ],
        description: "Next inspection",
      },
      filters,
    ),
  );
  return descriptors;
}

/**
 * The Customer filter (when the caller sees more than one customer) and, for client admins,
 * the Distributor filter: shared by the hose and inspection lists. SPEC §9: up to 1000 each.
 */
export async function hoseOrganisationFilters(ctx: AuthedCtx, filters: FilterValues, stamp = stampOnce(ctx)) {
  const names = (where: Prisma.OrganisationWhereInput) =>
    organisationOptions(
      ctx.client.id,
      "organisation-names",
      where,
      () =>
        readDb().organisation.findMany({
          where,
          select: { id: true, name: true },
          orderBy: { name: "asc" },
          take: 1000,
        }),
      stamp,
    );
  const [customerOptions, distributors] = await Promise.all([
    names(visibleCustomers(ctx)),
    ctx.flags.isClientAdmin ? names(inClient(ctx, { isDistributor: true })) : Promise.resolve([]),
  ]);
  // The descriptors themselves (up to 1000 options each, about 48 KB of JSON for a large tenant)
  // are built and serialised once per organisation stamp and choice, not on every call.
  const descriptor = (id: "customer" | "distributor", label: string, rows: Array<{ id: string; name: string }>) =>
    organisationOptions(
      ctx.client.id,
      `${id}-filter`,
      { scope: id === "customer" ? visibleCustomers(ctx) : "distributors", chosen: listFilter(filters, id) },
      async () =>
        serialiseOnce(
          selectFilter({ id, label, options: rows.map((o) => ({ value: o.id, label: o.name })), multi: true }, filters),
        ),
      stamp,
    );
  const descriptors: Filter[] = [];
  if (customerOptions.length > 1) descriptors.push(await descriptor("customer", "Customer", customerOptions));
  if (ctx.flags.isClientAdmin) descriptors.push(await descriptor("distributor", "Distributor", distributors));
  return { customerOptions, filters: descriptors };
}
