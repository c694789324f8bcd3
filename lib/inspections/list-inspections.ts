import type { z } from "zod";
import { actingOrganisation, type AuthedCtx } from "@/lib/core/ctx";
import { toIsoDate, today as todayDate } from "@/lib/dates";
import { readDb } from "@/lib/db/client";
import type { HoseMeta, Prisma } from "@/lib/generated/prisma/client";
import { hoseListRows } from "@/lib/hoses/hose-rows-by-id";
import { hoseRowInclude, toHoseRow, type HoseRowSource } from "@/lib/hoses/hose-row";
import { visibleCustomers } from "@/lib/hoses/access";
import {
  hoseLocationWhere,
  hoseOrganisationFilters,
  servedCustomerIds,
  visibleHosesForList,
} from "@/lib/hoses/list-hoses";
import { hoseTitle } from "@/lib/hoses/status-text";
import { INSPECTION_RESULT, InspectionRowSchema } from "@/lib/hoses/schemas";
import type { KeysetOrder } from "@/lib/lists/keyset";
import { keysetList, type KeysetPage } from "@/lib/lists/keyset-list";
import { listFilter, listResponse, selectFilter, stringFilter, textFilter } from "@/lib/lists/paginate";
import type { Filter, FilterValues, ListQuery, ListResponse } from "@/lib/lists/schemas";
import type { TenantStamp } from "@/lib/lists/tenant-stamp";
import { stampOnce } from "@/lib/lists/total-cache";
import { inClient } from "@/lib/core/scope";

/**
 * SPEC §2.5 Inspections: every inspection of the hoses the caller sees (archived hoses' history
 * included), newest first. Filters: search (tag id or hose name), result (multi: INSPECTION_RESULT),
 * customer, distributor, zone (sub-zones included), hose.
 */
export async function listInspections(
  ctx: AuthedCtx,
  query: ListQuery,
  today = todayDate(),
): Promise<ListResponse<InspectionRow>> {
  // One read of the tenant's stamp serves the cached total and the cached filter options.
  const stamp = stampOnce(ctx);
  const [{ items, total, nextCursor: cursor }, filters] = await Promise.all([
    inspectionPage(ctx, query, today, stamp),
    inspectionFilters(ctx, query.filters, stamp),
  ]);
  return { ...listResponse(items, total, query, filters), nextCursor: cursor };
}

/** One page of the list and its total, without the filter descriptors (the dashboard's lists). */
export async function inspectionPage(
  ctx: AuthedCtx,
  query: ListQuery,
  today = todayDate(),
  stamp = stampOnce(ctx),
): Promise<KeysetPage<InspectionRow>> {
  // The page's keys on the order's index, then those inspections and their hoses' list rows.
  return keysetList({
    order: INSPECTION_KEYSET,
    where: await inspectionWhere(ctx, query.filters),
    query,
    findKeys: (window) =>
      readDb().hoseMeta.findMany({
        ...window,
        orderBy: window.orderBy as Prisma.HoseMetaOrderByWithRelationInput[],
        select: window.select as { id: true },
      }),
    findRows: async (keys) => {
      const metas = await readDb().hoseMeta.findMany({
        where: { id: { in: keys.map((k) => k.id) }, clientId: ctx.client.id },
      });
      return (await withHoses(ctx.client.id, metas)).map((m) => toInspectionRow(m, today));
    },
    total: {
      count: (where) => readDb().hoseMeta.count({ where }),
      cache: { clientId: ctx.client.id, list: "inspections", stamp },
    },
  });
}

/**
 * Newest first. Every inspection has a date (recordHoseMeta sets it), so this is the backward
 * scan of the (clientId, kind, inspectionDate, createdAt, id) index.
 */
export const INSPECTION_KEYSET: KeysetOrder = {
  name: "newest",
  columns: [
    { field: "inspectionDate", dir: "desc", nullable: true, type: "date" },
    { field: "createdAt", dir: "desc", nullable: false, type: "date" },
    { field: "id", dir: "desc", nullable: false, type: "string" },
  ],
};

export const inspectionInclude = { hose: { include: hoseRowInclude } } satisfies Prisma.HoseMetaInclude;

type Row = Omit<Prisma.HoseMetaGetPayload<{ include: typeof inspectionInclude }>, "hose"> & { hose: HoseRowSource };

const iso = (d: Date | null) => (d ? toIsoDate(d) : null);

/**
 * The page's inspections with their hoses' list rows, read once per hose in one joined
 * statement (hoseListRows) rather than Prisma's include (a query per relation of the hose).
 */
async function withHoses(clientId: string, metas: HoseMeta[]): Promise<Row[]> {
  const hoses = new Map((await hoseListRows(clientId, [...new Set(metas.map((m) => m.hoseId))])).map((h) => [h.id, h]));
  // A hose deleted between the two statements (its inspections go with it) drops out.
  return metas.flatMap((m) => {
    const hose = hoses.get(m.hoseId);
    return hose ? [{ ...m, hose }] : [];
  });
}

export function toInspectionRow(m: Row, today: Date) {
  const {
    id: _hoseId,
    nextInspectionDate: hoseNextInspectionDate,
    createdAt: _hoseCreatedAt,
    ...hose
  } = toHoseRow(m.hose, today);
  return {
    ...hose,
    id: m.id,
    hoseId: m.hoseId,
    inspectionResult: m.inspectionResult ?? 0,
    inspectionDate: iso(m.inspectionDate),
    inspectionName: m.inspectionName,
    nextInspectionDate: iso(m.nextInspectionDate),
    notes: m.notes,
    createdAt: m.createdAt.toISOString(),
    hoseNextInspectionDate,
    hoseDeleted: hose.deletedAt !== null,
  };
}
export type InspectionRow = ReturnType<typeof toInspectionRow>;
InspectionRowSchema satisfies z.ZodType<InspectionRow>;

/** The result filter's values: an inspection result (INSPECTION_RESULT) as text. */
const RESULTS: readonly string[] = Object.values(INSPECTION_RESULT).map(String);

/**
 * The inspections of the hoses the caller sees, as the filters narrow them. Who sees a row and
 * the Customer and Distributor filters are read off the inspection's own copy of its hose's
 * customer and distributor (kept in step with the hose by the database), so the list's index
 * answers them; only the search, the zone and a single hose still look at the hose itself.
 */
export async function inspectionWhere(ctx: AuthedCtx, filters: FilterValues): Promise<Prisma.HoseMetaWhereInput> {
  const own: Prisma.HoseMetaWhereInput[] = [await visibleInspections(ctx)];
  const customers = listFilter(filters, "customer");
  if (customers.length) own.push({ customerOrganisationId: { in: customers } });
  const distributors = listFilter(filters, "distributor");
  if (distributors.length) own.push({ distributorOrganisationId: { in: distributors } });
  const hose: Prisma.HoseWhereInput[] = [];
  const search = stringFilter(filters, "search");
  if (search)
    hose.push({
      OR: [{ tagId: { contains: search, mode: "insensitive" } }, { name: { contains: search, mode: "insensitive" } }],
    });
  hose.push(...(await hoseLocationWhere(ctx, filters)));
  const results = listFilter(filters, "result")
    .filter((r) => RESULTS.includes(r))
    .map(Number);
  return inClient(ctx, {
    AND: own,
    kind: "INSPECTION" as const,
    ...(results.length ? { inspectionResult: { in: results } } : {}),
    ...(hose.length ? { hose: { AND: hose } } : {}),
  });
}

/**
 * The inspections whose hoses the caller sees (lib/hoses/access.ts visibleHoses): every one of
 * the client for a client admin, else those of the customers the acting organisation is or
 * serves, by the inspection's copy of its hose's customer.
 */
async function visibleInspections(ctx: AuthedCtx): Promise<Prisma.HoseMetaWhereInput> {
  if (ctx.flags.isClientAdmin) return {};
  const org = actingOrganisation(ctx);
  if (!org) return { id: { in: [] } };
  if (!org.isDistributor) return { customerOrganisationId: org.id };
  return { customerOrganisationId: { in: await servedCustomerIds(ctx) } };
}

async function inspectionFilters(
  ctx: AuthedCtx,
  filters: FilterValues,
  stamp: () => Promise<TenantStamp>,
): Promise<Filter[]> {
  const descriptors: Filter[] = [
    textFilter({ id: "search", label: "Search", description: "Tag id or hose name" }, filters),
    selectFilter(
      {
        id: "result",
        label: "Result",
        options: [
          { value: `${INSPECTION_RESULT.GOOD}`, label: "Good" },
          { value: `${INSPECTION_RESULT.MONITOR}`, label: "Monitor" },
          { value: `${INSPECTION_RESULT.REPLACE}`, label: "Replace" },
        ],
        multi: true,
      },
      filters,
    ),
  ];
  descriptors.push(...(await hoseOrganisationFilters(ctx, filters, stamp)).filters);
  descriptors.push(...(await placeFilters(ctx, filters)));
  return descriptors;
}

/**
 * The hose and zone a link narrowed the list to (the hose page's 'All inspections of this
 * hose', a zone's 'View inspections'): not controls of the panel, but returned with their names
 * so the list keeps them when other filters change and the screen shows them as removable
 * chips. Only names the caller may see: an unseen hose or zone keeps its id as its label.
 */
async function placeFilters(ctx: AuthedCtx, filters: FilterValues): Promise<Filter[]> {
  const hoseId = stringFilter(filters, "hose");
  const zoneId = stringFilter(filters, "zone");
  const [hose, zone] = await Promise.all([
    hoseId
      ? readDb().hose.findFirst({
          where: { AND: [await visibleHosesForList(ctx), { id: hoseId }] },
          select: { name: true, tagId: true },
        })
      : null,
    zoneId
      ? readDb().organisationZone.findFirst({
          where: inClient(ctx, { id: zoneId, organisation: visibleCustomers(ctx) }),
          select: { trailName: true },
        })
      : null,
  ]);
  const hidden = (id: string, label: string, value: string, optionLabel: string): Filter =>
    selectFilter({ id, label, options: [{ value, label: optionLabel }], isVisible: false }, filters);
  const out: Filter[] = [];
  if (hoseId) out.push(hidden("hose", "Hose", hoseId, hose ? hoseTitle(hose) : hoseId));
  if (zoneId) out.push(hidden("zone", "Location", zoneId, zone?.trailName ?? zoneId));
  return out;
}
