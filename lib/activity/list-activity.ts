import type { AuthedCtx } from "@/lib/core/ctx";
import { addDaysUtc, parseTypedDay, today as todayDate } from "@/lib/dates";
import { readDb } from "@/lib/db/client";
import type { AuditEvent, Prisma } from "@/lib/generated/prisma/client";
import { listResponse, selectFilter, stringFilter, textFilter } from "@/lib/lists/paginate";
import type { Filter, FilterValues, ListQuery, ListResponse } from "@/lib/lists/schemas";
import { visibleActivity } from "./access";
import { actionLabel, fieldLabel } from "@/lib/audit/actions";
import type { Changes } from "@/lib/audit/changes";
import { AUDIT_ENTITIES, activityKinds } from "@/lib/audit/entities";
import { displayAuditValue, loadAuditNames, type AuditNames } from "./names";
import type { ActivityRow } from "@/lib/audit/schemas";
import type { KeysetOrder } from "@/lib/lists/keyset";
import { keysetList } from "@/lib/lists/keyset-list";
import { isUuid } from "@/lib/core/ids";

/** Actions shown under their own "What" rather than as plain hose edits. */
const HOSE_KINDS: Record<string, Prisma.AuditEventWhereInput> = {
  Inspection: { entity: "Hose", action: "hose.inspect" },
  Note: { entity: "Hose", action: { in: ["hose.note", "hose.problem"] } },
  Upload: { entity: "Hose", action: { startsWith: "hose.upload" } },
  Hose: {
    entity: "Hose",
    NOT: { action: { in: ["hose.inspect", "hose.note", "hose.problem", "hose.upload", "hose.upload.delete"] } },
  },
};

const WHEN: Record<string, { label: string; days: number }> = {
  today: { label: "Today", days: 0 },
  "7": { label: "Last 7 days", days: 7 },
  "30": { label: "Last 30 days", days: 30 },
  "90": { label: "Last 90 days", days: 90 },
  "365": { label: "Last 12 months", days: 365 },
};

/** The list's order, newest first (its CSV export follows it too). */
export const ACTIVITY_ORDER: KeysetOrder = {
  name: "newest",
  columns: [
    { field: "createdAt", dir: "desc", nullable: false, type: "date" },
    { field: "id", dir: "desc", nullable: false, type: "string" },
  ],
};

/**
 * The Activity list: the audit trail the caller may read, newest first, filtered
 * in SQL on indexed columns (client, organisation, actor, entity; created time).
 */
export async function listActivity(
  ctx: AuthedCtx,
  query: ListQuery,
  now = new Date(),
): Promise<ListResponse<ActivityRow>> {
  const [{ items, total }, actors] = await Promise.all([
    // Entries are read whole with their keys (one statement), then given the names they refer to.
    keysetList({
      order: ACTIVITY_ORDER,
      where: activityListWhere(ctx, query.filters, now),
      query,
      findKeys: ({ where, orderBy, skip, take }) =>
        readDb().auditEvent.findMany({
          where,
          orderBy: orderBy as Prisma.AuditEventOrderByWithRelationInput[],
          skip,
          take,
        }),
      findRows: (events) => toActivityRows(ctx, events),
      total: { count: (where) => readDb().auditEvent.count({ where }) },
    }),
    activityActors(ctx),
  ]);
  return listResponse(items, total, query, activityFilters(ctx, query.filters, actors));
}

/** Entries as the viewer reads them: the names of the records they refer to, one query per kind. */
export async function toActivityRows(ctx: AuthedCtx, events: AuditEvent[]): Promise<ActivityRow[]> {
  const names = await loadAuditNames(
    ctx,
    events.map((e) => ({ entity: e.entity, changes: storedChanges(e) })),
  );
  return events.map((e) => toActivityRow(e, names));
}

export function activityListWhere(
  ctx: AuthedCtx,
  filters: FilterValues,
  now = new Date(),
): Prisma.AuditEventWhereInput {
  const and: Prisma.AuditEventWhereInput[] = [visibleActivity(ctx)];
  const search = stringFilter(filters, "search");
  if (search) {
    and.push({
      OR: [
        { entityLabel: { contains: search, mode: "insensitive" } },
        { action: { contains: search, mode: "insensitive" } },
        { actorName: { contains: search, mode: "insensitive" } },
      ],
    });
  }
  const who = stringFilter(filters, "who");
  if (who) and.push(isUuid(who) ? { actorId: who } : { actorId: null, actorName: who });
  const what = stringFilter(filters, "what");
  if (what) and.push(HOSE_KINDS[what] ?? { entity: what });
  const entityId = stringFilter(filters, "entityId");
  if (entityId) and.push({ entityId });
  const entity = stringFilter(filters, "entity");
  if (entity) and.push({ entity });

  const today = todayDate(now);
  const when = WHEN[stringFilter(filters, "when") ?? ""];
  if (when) and.push({ createdAt: { gte: addDaysUtc(today, -when.days) } });
  const from = parseTypedDay(stringFilter(filters, "from"));
  if (from) and.push({ createdAt: { gte: from } });
  const to = parseTypedDay(stringFilter(filters, "to"));
  if (to) and.push({ createdAt: { lt: addDaysUtc(to, 1) } });
  return { AND: and };
}

/** The people in the caller's trail, for the "Who" filter (distinct, by name; at most 500). */
async function activityActors(ctx: AuthedCtx): Promise<{ value: string; label: string }[]> {
  // GROUP BY in SQL (Prisma's `distinct` would de-duplicate every visible entry in memory).
  const rows = await readDb().auditEvent.groupBy({
    by: ["actorId", "actorName"],
    where: { AND: [visibleActivity(ctx), { actorId: { not: null } }] },
    orderBy: [{ actorName: "asc" }],
    take: 500,
  });
  // A person renamed since appears under each name: one option per person.
  const seen = new Set<string>();
  return rows
    .filter((r) => !seen.has(r.actorId!) && seen.add(r.actorId!))
    .map((r) => ({ value: r.actorId!, label: r.actorName ?? r.actorId! }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

function activityFilters(ctx: AuthedCtx, filters: FilterValues, actors: { value: string; label: string }[]): Filter[] {
  const descriptors: Filter[] = [
    textFilter({ id: "search", label: "Search", description: "Record name, action or person" }, filters),
    selectFilter({ id: "who", label: "Who", options: actors, description: "Everyone" }, filters),
    selectFilter(
      {
        id: "what",
        label: "What",
        options: activityKinds(ctx).map((value) => ({ value, label: AUDIT_ENTITIES[value] })),
        description: "Every kind of record",
      },
      filters,
    ),
    selectFilter(
      {
        id: "when",
        label: "When",
        options: Object.entries(WHEN).map(([value, w]) => ({ value, label: w.label })),
        description: "Any time",
      },
      filters,
    ),
    textFilter({ id: "from", label: "From", description: "DD/MM/YYYY" }, filters),
    textFilter({ id: "to", label: "To", description: "DD/MM/YYYY" }, filters),
  ];
  // One record's entries (a hose page's "Activity" link) stay applied, not shown.
  for (const id of ["entity", "entityId"]) {
    const value = stringFilter(filters, id);
    if (value)
      descriptors.push(selectFilter({ id, label: id, options: [{ value, label: value }], isVisible: false }, filters));
  }
  return descriptors;
}

function storedChanges(e: AuditEvent) {
  return Object.entries((e.changes ?? {}) as Changes).map(([field, c]) => ({
    field,
    before: c.before,
    after: c.after,
  }));
}

export function toActivityRow(e: AuditEvent, names: AuditNames): ActivityRow {
  return {
    id: e.id,
    createdAt: e.createdAt.toISOString(),
    actorId: e.actorId,
    actorName: e.actorName,
    impersonatorName: e.impersonatorName,
    action: e.action,
    actionLabel: actionLabel(e.action),
    entity: e.entity,
    entityId: e.entityId,
    label: e.entityLabel,
    organisationId: e.organisationId,
    changes: storedChanges(e).map(({ field, before, after }) => ({
      field,
      label: fieldLabel(field),
      before,
      after,
      beforeText: displayAuditValue(e.entity, field, before, names),
      afterText: displayAuditValue(e.entity, field, after, names),
    })),
    data: (e.data ?? null) as Record<string, unknown> | null,
    requestId: e.requestId,
  };
}
