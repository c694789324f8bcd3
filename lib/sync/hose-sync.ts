import { createHash } from "node:crypto";
import type { AuthedCtx } from "@/lib/core/ctx";
import { checklistChoices, type ChecklistChoice } from "@/lib/checklists/checklist-choice";
import { toIsoDate, today as todayDate } from "@/lib/dates";
import { readDb } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { visibleCustomers } from "@/lib/hoses/access";
import { currentStatus, hasReplacementWarning, isInspectionDue } from "@/lib/hoses/schedule";
import { AppError, forbidden } from "@/lib/core/errors";
import { decodeCursor, encodeCursor, type SyncCursor } from "./cursor";
import { WHOLE_COPY_MAX_HOSES, type SyncHose, type SyncQuery, type SyncResponse } from "./schemas";

/**
 * The hoses a phone keeps to work without a network, for the organisation the user acts for
 * (a distributor: its customers' hoses), as a full copy and then as changes since a cursor.
 *
 * Hoses are read in (updatedAt, id) order, a range of the (clientId, customer, updatedAt, id)
 * index per customer: every change to a hose that matters offline (edit, inspection, archive,
 * schedule recomputed) moves its updatedAt. A page ends at its last row, and the copy carries
 * on from there; once the last page is read, the next delta starts a few seconds before the end
 * of the run (CLOCK_SLACK_MS), so a change committed late with an earlier stamp is not lost, at
 * the cost of sending a few hoses twice (applying a hose is idempotent).
 *
 * Removals: an archived hose is sent as removed (its archive moves updatedAt); a hose can never
 * move to another customer. What changes the set of customers (a customer linked, unlinked or
 * archived) or the chosen sites changes the cursor's scope fingerprint, and the next sync is a
 * fresh full copy ("reset"), which drops whatever left the scope. Names that hoses refer to
 * (sites and zones, configurations, customers) are sent alongside, changed ones on each delta.
 */

/** How far before the end of a run the next delta starts again. */
const CLOCK_SLACK_MS = 5_000;
/** Inspections kept per hose (the hose page's recent history and the inspection form's context). */
const INSPECTIONS_PER_HOSE = 3;

type HoseSqlRow = {
  id: string;
  tagId: string | null;
  nfcSerial: string | null;
  name: string | null;
  status: number;
  customerOrganisationId: string;
  organisationZoneId: string | null;
  hoseConfigurationId: string | null;
  manufacturer: string | null;
  installationDate: Date | null;
  lastInspectionDate: Date | null;
  lastInspectionResult: number | null;
  lastInspectionName: string | null;
  nextInspectionDate: Date | null;
  replacementDate: Date | null;
  replacementWarningDate: Date | null;
  deletedAt: Date | null;
  updatedAt: Date;
  inspections: Array<{
    inspectionDate: string | null;
    inspectionResult: number | null;
    inspectedBy: string | null;
    notes: string | null;
  }> | null;
};

const NIL_UUID = "00000000-0000-0000-0000-000000000000";
const iso = (d: Date | null) => (d ? toIsoDate(d) : null);

export async function syncHoses(ctx: AuthedCtx, query: SyncQuery, now = new Date()): Promise<SyncResponse> {
  const org = ctx.organisation;
  // The copy is of an organisation's hoses: the client-admin area acts for none.
  if (!org || org === "admin") throw forbidden();
  const clientId = ctx.client.id;
  const db = readDb();
  const customers = (
    await db.organisation.findMany({
      where: visibleCustomers(ctx),
      select: { id: true, name: true, requireInspectorCompetence: true },
      orderBy: { id: "asc" },
    })
  ).map((c) => ({ id: c.id, name: c.name, requireCompetence: c.requireInspectorCompetence }));
  const customerIds = customers.map((c) => c.id);
  const sites = query.sites ?? [];
  const fingerprint = createHash("sha256")
    .update(`${org.id}|${customerIds.join(",")}|${sites.join(",")}`)
    .digest("hex")
    .slice(0, 16);

  let cursor: SyncCursor | null = null;
  if (query.cursor) {
    cursor = decodeCursor(query.cursor);
    if (!cursor) throw new AppError("INVALID", { cursor: ["The sync cursor is not valid: start a new copy"] });
  }
  // Another scope than the cursor's: start again from nothing.
  const reset = !cursor || cursor.f !== fingerprint;
  if (reset) cursor = { f: fingerprint, s: null, a: null };
  const run = cursor!;
  const full = run.s === null;
  const firstPage = run.a === null;
  const syncedAt = now.toISOString();

  // The kept sites' zones (every zone under them), when sites were chosen.
  const keptZones = sites.length
    ? new Set(
        (
          await db.$queryRaw<Array<{ id: string }>>(Prisma.sql`
            SELECT z.id FROM "OrganisationZone" z
            WHERE z."clientId" = ${clientId}::uuid AND z."organisationId" = ANY(${customerIds}::uuid[])
              AND split_part(z."path", '/', 1) = ANY(${sites}::text[])`)
        ).map((z) => z.id),
      )
    : null;

  let total: number | null = null;
  if (full && firstPage) {
    const counted = await db.hose.count({
      where: {
        clientId,
        customerOrganisationId: { in: customerIds },
        deletedAt: null,
        ...(keptZones ? { organisationZoneId: { in: [...keptZones] } } : {}),
      },
    });
    total = counted;
    if (!keptZones && counted > WHOLE_COPY_MAX_HOSES) {
      return {
        reset,
        hoses: [],
        removed: [],
        customers: [],
        zones: [],
        configurations: [],
        checklists: [],
        customerChecklists: [],
        nextCursor: encodeCursor(run),
        hasMore: false,
        total,
        sitesRequired: await siteChoices(clientId, customerIds),
        syncedAt,
      };
    }
  }

  const after = run.a ?? [run.s ?? new Date(0).toISOString(), run.b ?? NIL_UUID];
  const rows = await db.$queryRaw<HoseSqlRow[]>(Prisma.sql`
    SELECT h.id, h."tagId", h."nfcSerial", h.name, h.status, h."customerOrganisationId", h."organisationZoneId",
           h."hoseConfigurationId", h.manufacturer, h."installationDate", h."lastInspectionDate",
           h."lastInspectionResult", h."lastInspectionName", h."nextInspectionDate", h."replacementDate",
           h."replacementWarningDate", h."deletedAt", h."updatedAt",
           (SELECT json_agg(json_build_object(
                     'inspectionDate', to_char(m."inspectionDate", 'YYYY-MM-DD'),
                     'inspectionResult', m."inspectionResult",
                     'inspectedBy', m."inspectionName",
                     'notes', m.notes) ORDER BY m."createdAt" DESC, m.id DESC)
              FROM (SELECT * FROM "HoseMeta" m
                     WHERE m."hoseId" = h.id AND m.kind = 'INSPECTION' AND m."hiddenAt" IS NULL
                     ORDER BY m."createdAt" DESC, m.id DESC LIMIT ${INSPECTIONS_PER_HOSE}) m) AS inspections
      FROM "Hose" h
     WHERE h."clientId" = ${clientId}::uuid
       AND h."customerOrganisationId" = ANY(${customerIds}::uuid[])
       AND (h."updatedAt", h.id) > (${after[0]}::timestamptz, ${after[1]}::uuid)
       ${full ? Prisma.sql`AND h."deletedAt" IS NULL` : Prisma.empty}
       ${full && keptZones ? Prisma.sql`AND h."organisationZoneId" = ANY(${[...keptZones]}::uuid[])` : Prisma.empty}
     ORDER BY h."updatedAt", h.id
     LIMIT ${query.limit + 1}`);
  const hasMore = rows.length > query.limit;
  const page = hasMore ? rows.slice(0, query.limit) : rows;

  const today = todayDate(now);
  const hoses: SyncHose[] = [];
  const removed: string[] = [];
  for (const h of page) {
    const kept =
      h.deletedAt === null && (!keptZones || (h.organisationZoneId !== null && keptZones.has(h.organisationZoneId)));
    if (kept) hoses.push(toSyncHose(h, today));
    else removed.push(h.id);
  }

  const last = page.at(-1);
  let next: SyncCursor;
  if (hasMore) next = { f: fingerprint, s: run.s, a: [last!.updatedAt.toISOString(), last!.id] };
  else {
    // The run is complete: the next delta starts from its last change, a little earlier.
    const end: [string, string] | null = last
      ? [last.updatedAt.toISOString(), last.id]
      : (run.a ?? (run.s ? [run.s, run.b ?? NIL_UUID] : null));
    const slack = now.getTime() - CLOCK_SLACK_MS;
    if (!end) next = { f: fingerprint, s: new Date(0).toISOString(), a: null };
    else if (new Date(end[0]).getTime() <= slack) next = { f: fingerprint, s: end[0], a: null, b: end[1] };
    else next = { f: fingerprint, s: new Date(slack).toISOString(), a: null };
  }

  // Names the hoses refer to: with the first page of a run, those changed since its start (all on
  // a full copy); with every page, the configurations of its hoses.
  const since = run.s ? new Date(run.s) : new Date(0);
  const [zones, configurations, checklists] = await Promise.all([
    firstPage
      ? db.organisationZone.findMany({
          where: { clientId, organisationId: { in: customerIds }, updatedAt: { gt: since } },
          select: { id: true, organisationId: true, trailName: true },
        })
      : Promise.resolve([]),
    pageConfigurations(clientId, customerIds, hoses, firstPage && !full ? since : null),
    firstPage ? checklistChoices(ctx, customerIds) : Promise.resolve({} as Record<string, ChecklistChoice>),
  ]);
  const templates = new Map(Object.values(checklists).flatMap((c) => c.checklists.map((t) => [t.id, t] as const)));

  return {
    reset,
    hoses,
    removed,
    customers: firstPage ? customers : [],
    zones,
    configurations,
    checklists: [...templates.values()],
    customerChecklists: Object.entries(checklists).map(([customerId, c]) => ({
      customerId,
      checklistIds: c.checklists.map((t) => t.id),
      chosenId: c.chosenId,
      required: c.required,
    })),
    nextCursor: encodeCursor(next),
    hasMore,
    total,
    sitesRequired: null,
    syncedAt,
  };
}

function toSyncHose(h: HoseSqlRow, today: Date): SyncHose {
  return {
    id: h.id,
    tagId: h.tagId,
    nfcSerial: h.nfcSerial,
    name: h.name,
    status: currentStatus(h, today),
    inspectionDue: isInspectionDue(h, today),
    replacementWarning: hasReplacementWarning(h, today),
    customerOrganisationId: h.customerOrganisationId,
    organisationZoneId: h.organisationZoneId,
    hoseConfigurationId: h.hoseConfigurationId,
    manufacturer: h.manufacturer,
    installationDate: iso(h.installationDate),
    lastInspectionDate: iso(h.lastInspectionDate),
    lastInspectionResult: h.lastInspectionResult,
    lastInspectionName: h.lastInspectionName,
    nextInspectionDate: iso(h.nextInspectionDate),
    replacementDate: iso(h.replacementDate),
    inspections: h.inspections ?? [],
    updatedAt: h.updatedAt.toISOString(),
  };
}

const CONFIGURATION_SELECT = {
  id: true,
  name: true,
  type: true,
  boreSize: true,
  length: true,
  displayPressure: true,
  connection1: true,
  connection2: true,
} as const;

/** The configurations of the page's hoses, and those renamed since `changedSince` that kept hoses use. */
async function pageConfigurations(
  clientId: string,
  customerIds: string[],
  hoses: SyncHose[],
  changedSince: Date | null,
) {
  const ids = [...new Set(hoses.map((h) => h.hoseConfigurationId).filter((id): id is string => id !== null))];
  const or: Prisma.HoseConfigurationWhereInput[] = [];
  if (ids.length) or.push({ id: { in: ids } });
  if (changedSince)
    or.push({
      updatedAt: { gt: changedSince },
      hoses: { some: { clientId, customerOrganisationId: { in: customerIds }, deletedAt: null } },
    });
  if (!or.length) return [];
  return readDb().hoseConfiguration.findMany({ where: { clientId, OR: or }, select: CONFIGURATION_SELECT });
}

/** The sites to choose from when the organisation is too large to keep whole, with their active hoses. */
async function siteChoices(clientId: string, customerIds: string[]) {
  const rows = await readDb().$queryRaw<Array<{ id: string; name: string; customerName: string; hoses: number }>>(
    Prisma.sql`
      SELECT s.id, s.name, o.name AS "customerName",
             (SELECT count(*)::int FROM "Hose" h JOIN "OrganisationZone" z ON z.id = h."organisationZoneId"
               WHERE h."clientId" = ${clientId}::uuid AND h."customerOrganisationId" = s."organisationId"
                 AND h."deletedAt" IS NULL AND split_part(z."path", '/', 1) = s.id::text) AS hoses
        FROM "OrganisationZone" s JOIN "Organisation" o ON o.id = s."organisationId"
       WHERE s."clientId" = ${clientId}::uuid AND s."organisationId" = ANY(${customerIds}::uuid[]) AND s."parentId" IS NULL
       ORDER BY o.name, s.name
       LIMIT 1000`,
  );
  return rows;
}
