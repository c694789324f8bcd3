import type { z } from "zod";
import type { AuthedCtx } from "@/lib/auth/ctx";
import { toIsoDate, today as todayDate } from "@/lib/dates";
import { readDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { visibleHoses } from "@/lib/hoses/access";
import { hoseRowInclude, type HoseRowSource } from "@/lib/hoses/hose-row";
import { hoseOrganisationFilters, hosePlaceWhere } from "@/lib/hoses/list-hoses";
import { currentStatus } from "@/lib/hoses/schedule";
import { InspectionRowSchema } from "@/lib/hoses/schemas";
import { listFilter, listResponse, pageRows, selectFilter, stringFilter, textFilter } from "@/lib/lists/paginate";
import type { Filter, FilterValues, ListQuery, ListResponse } from "@/lib/lists/schemas";
import { listTotal } from "@/lib/lists/total-cache";
import { inClient } from "@/lib/tenant/scope";

/**
 * SPEC 2.5 Inspections: every inspection of the hoses the caller sees (archived hoses' history
 * included), newest first. Filters: search (tag id or hose name), result (multi 0/1/2),
 * customer, distributor, zone (sub-zones included), hose.
 */
export async function listInspections(
  ctx: AuthedCtx,
  query: ListQuery,
  today = todayDate(),
): Promise<ListResponse<InspectionRow>> {
  const [{ items, total }, filters] = await Promise.all([
    inspectionPage(ctx, query, today),
    inspectionFilters(ctx, query.filters),
  ]);
  return listResponse(items, total, query, filters);
}

/** One page of the list and its total, without the filter descriptors (the dashboard's lists). */
export async function inspectionPage(
  ctx: AuthedCtx,
  query: ListQuery,
  today = todayDate(),
): Promise<{ items: InspectionRow[]; total: number }> {
  const where = await inspectionWhere(ctx, query.filters);
  const [total, rows] = await Promise.all([
    listTotal(ctx.client.id, "inspections", where, () => readDb().hoseMeta.count({ where })),
    pageRows(
      query,
      (window) =>
        readDb().hoseMeta.findMany({ where, include: inspectionInclude, orderBy: INSPECTION_ORDER, ...window }),
      (window) => readDb().hoseMeta.findMany({ where, select: { id: true }, orderBy: INSPECTION_ORDER, ...window }),
      (ids) =>
        readDb().hoseMeta.findMany({ where: { id: { in: ids }, clientId: ctx.client.id }, include: inspectionInclude }),
    ),
  ]);
  return { items: rows.map((m) => toInspectionRow(m, today)), total };
}

/**
 * Newest first. Every inspection has a date (recordHoseMeta sets it), so this is the backward
 * scan of the (clientId, kind, inspectionDate, createdAt, id) index.
 */
const INSPECTION_ORDER = [
  { inspectionDate: "desc" },
  { createdAt: "desc" },
  { id: "desc" },
] satisfies Prisma.HoseMetaOrderByWithRelationInput[];

export const inspectionInclude = { hose: { include: hoseRowInclude } } satisfies Prisma.HoseMetaInclude;

type Row = Omit<Prisma.HoseMetaGetPayload<{ include: typeof inspectionInclude }>, "hose"> & { hose: HoseRowSource };

const iso = (d: Date | null) => (d ? toIsoDate(d) : null);

export function toInspectionRow(m: Row, today: Date) {
  const h = m.hose;
  return {
    id: m.id,
    hoseId: m.hoseId,
    inspectionResult: m.inspectionResult ?? 0,
    inspectionDate: iso(m.inspectionDate),
    inspectionName: m.inspectionName,
    nextInspectionDate: iso(m.nextInspectionDate),
    notes: m.notes,
    createdAt: m.createdAt.toISOString(),
    tagId: h.tagId,
    name: h.name,
    status: currentStatus(h, today),
    customerOrganisationId: h.customerOrganisationId,
    customerName: h.customer.name,
    distributorName: h.distributor?.name ?? null,
    organisationZoneName: h.zone?.trailName ?? null,
    hoseConfigurationName: h.hoseConfiguration?.name ?? null,
    hoseDeleted: h.deletedAt !== null,
  };
}
export type InspectionRow = ReturnType<typeof toInspectionRow>;
InspectionRowSchema satisfies z.ZodType<InspectionRow>;

export async function inspectionWhere(ctx: AuthedCtx, f: FilterValues): Promise<Prisma.HoseMetaWhereInput> {
  const hose: Prisma.HoseWhereInput[] = [visibleHoses(ctx)];
  const search = stringFilter(f, "search");
  if (search)
    hose.push({
      OR: [{ tagId: { contains: search, mode: "insensitive" } }, { name: { contains: search, mode: "insensitive" } }],
    });
  hose.push(...(await hosePlaceWhere(ctx, f)));
  const results = listFilter(f, "result")
    .filter((r) => ["0", "1", "2"].includes(r))
    .map(Number);
  // A client admin sees every hose of the client, and an inspection's clientId is its hose's:
  // without a hose filter, the inspection's own clientId says it all (no join with the hoses).
  const everyHose = ctx.flags.isClientAdmin && hose.length === 1;
  return inClient(ctx, {
    kind: "INSPECTION" as const,
    ...(results.length ? { inspectionResult: { in: results } } : {}),
    ...(everyHose ? {} : { hose: { AND: hose } }),
  });
}

async function inspectionFilters(ctx: AuthedCtx, f: FilterValues): Promise<Filter[]> {
  const filters: Filter[] = [
    textFilter("search", "Search", f, "Tag id or hose name"),
    selectFilter(
      "result",
      "Result",
      [
        { value: "0", label: "Good" },
        { value: "1", label: "Monitor" },
        { value: "2", label: "Replace" },
      ],
      f,
      true,
    ),
  ];
  filters.push(...(await hoseOrganisationFilters(ctx, f)).filters);
  return filters;
}
