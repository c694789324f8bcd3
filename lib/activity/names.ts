import { actingOrganisation, type AuthedCtx } from "@/lib/core/ctx";
import { readDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { readableLibraries } from "@/lib/hose-configurations/access";
import { visibleHoses } from "@/lib/hoses/access";
import { visibleZones } from "@/lib/sites/access";
import { inClient, visibleOrganisations } from "@/lib/core/scope";
import { formatAuditValue } from "@/lib/hoses/recorded-values";
import { isUuid } from "@/lib/core/ids";

/**
 * The audit trail stores references as ids ("Parent: none → 7436b81e-…"). The Activity page
 * shows the names of the records the viewer may see instead, read in one query per kind of
 * record and scoped like the screens that show those records; an id the viewer may not see (or
 * of a record removed since) reads NOT_AVAILABLE, never the raw id.
 */

export type RecordKind = "organisation" | "zone" | "configuration" | "hose" | "user" | "manufacturer" | "hoseType";

/** How an id the viewer may not see, or of a record removed since, reads. */
export const NOT_AVAILABLE = "(not available)";

/** Fields whose values are ids of a known kind of record (a list for the settings' lists). */
const ID_FIELDS: Record<string, RecordKind> = {
  organisationId: "organisation",
  customerOrganisationId: "organisation",
  distributorOrganisationId: "organisation",
  distributorId: "organisation",
  requestorOrganisationId: "organisation",
  receiverOrganisationId: "organisation",
  parentId: "zone",
  organisationZoneId: "zone",
  siteId: "zone",
  hoseConfigurationId: "configuration",
  hoseId: "hose",
  userId: "user",
  buildUserId: "user",
  installationUserId: "user",
  deletedUserId: "user",
  completedUserId: "user",
  requesterUserId: "user",
  manufacturerId: "manufacturer",
  manufacturers: "manufacturer",
  hoseTypeId: "hoseType",
  hoseTypes: "hoseType",
};

/** A record's own `id` field, by the kind of entry it is in. */
const ENTITY_KINDS: Record<string, RecordKind> = {
  Organisation: "organisation",
  OrganisationSettings: "organisation",
  Site: "zone",
  HoseConfiguration: "configuration",
  Hose: "hose",
  User: "user",
  Manufacturer: "manufacturer",
};

/** The kind of record a changed field refers to, if it holds ids. */
export function idFieldKind(entity: string, field: string): RecordKind | null {
  if (field === "id") return ENTITY_KINDS[entity] ?? null;
  return ID_FIELDS[field] ?? null;
}

/** id -> name of the records the viewer may see, per kind. */
export type AuditNames = Record<RecordKind, Map<string, string>>;

type Change = { field: string; before: unknown; after: unknown };

/** The ids of each kind the entries refer to. */
export function referencedIds(entries: Array<{ entity: string; changes: Change[] }>): Record<RecordKind, Set<string>> {
  const ids: Record<RecordKind, Set<string>> = {
    organisation: new Set(),
    zone: new Set(),
    configuration: new Set(),
    hose: new Set(),
    user: new Set(),
    manufacturer: new Set(),
    hoseType: new Set(),
  };
  for (const entry of entries) {
    for (const change of entry.changes) {
      const kind = idFieldKind(entry.entity, change.field);
      if (!kind) continue;
      for (const value of [change.before, change.after].flat()) {
        if (typeof value === "string" && isUuid(value)) ids[kind].add(value);
      }
    }
  }
  return ids;
}

/**
 * Who can see which organisations' names: those the viewer sees anywhere, and a customer's
 * own distributor (named on its quotes and hoses).
 */
function nameableOrganisations(ctx: AuthedCtx): Prisma.OrganisationWhereInput {
  const org = actingOrganisation(ctx);
  if (ctx.flags.isClientAdmin || !org || org.isDistributor) return visibleOrganisations(ctx);
  return { OR: [visibleOrganisations(ctx), inClient(ctx, { customers: { some: { id: org.id } } })] };
}

/** The names of the referenced records the viewer may see: at most one query per kind. */
export async function loadAuditNames(
  ctx: AuthedCtx,
  entries: Array<{ entity: string; changes: Change[] }>,
): Promise<AuditNames> {
  const ids = referencedIds(entries);
  const some = (kind: RecordKind) => [...ids[kind]];
  const named = async <T extends { id: string }>(
    kind: RecordKind,
    load: (in_: string[]) => Promise<T[]>,
    name: (row: T) => string,
  ): Promise<Map<string, string>> => {
    const wanted = some(kind);
    if (!wanted.length) return new Map();
    return new Map((await load(wanted)).map((row) => [row.id, name(row)]));
  };
  const db = readDb();
  const [organisation, zone, configuration, hose, user, manufacturer, hoseType] = await Promise.all([
    named(
      "organisation",
      (id) =>
        db.organisation.findMany({
          where: { AND: [nameableOrganisations(ctx), { id: { in: id } }] },
          select: { id: true, name: true },
        }),
      (o) => o.name,
    ),
    named(
      "zone",
      (id) =>
        db.organisationZone.findMany({
          where: visibleZones(ctx, { id: { in: id } }),
          select: { id: true, trailName: true },
        }),
      (z) => z.trailName,
    ),
    named(
      "configuration",
      (id) =>
        db.hoseConfiguration.findMany({
          where: inClient(ctx, {
            id: { in: id },
            // Its library, or a hose the viewer sees that is built to it (the hose page names it).
            OR: [{ organisation: readableLibraries(ctx) }, { hoses: { some: visibleHoses(ctx) } }],
          }),
          select: { id: true, name: true },
        }),
      (c) => c.name,
    ),
    named(
      "hose",
      (id) =>
        db.hose.findMany({
          where: { AND: [visibleHoses(ctx), { id: { in: id } }] },
          select: { id: true, name: true, tagId: true },
        }),
      (h) => h.name || h.tagId || NOT_AVAILABLE,
    ),
    named(
      "user",
      (id) =>
        db.user.findMany({
          where: inClient(ctx, {
            id: { in: id },
            ...(ctx.flags.isClientAdmin ? {} : { memberships: { some: { organisation: nameableOrganisations(ctx) } } }),
          }),
          select: { id: true, firstName: true, lastName: true },
        }),
      (u) => `${u.firstName} ${u.lastName}`.trim(),
    ),
    // The catalogue is the client's, shown to every organisation in it.
    named(
      "manufacturer",
      (id) => db.manufacturer.findMany({ where: inClient(ctx, { id: { in: id } }), select: { id: true, name: true } }),
      (m) => m.name,
    ),
    named(
      "hoseType",
      (id) => db.hoseType.findMany({ where: inClient(ctx, { id: { in: id } }), select: { id: true, name: true } }),
      (t) => t.name,
    ),
  ]);
  return { organisation, zone, configuration, hose, user, manufacturer, hoseType };
}

/**
 * A recorded value as the Activity page shows it: formatAuditValue, with ids of known kinds
 * replaced by the names the viewer may see (NOT_AVAILABLE for the others).
 */
export function displayAuditValue(entity: string, field: string, value: unknown, names: AuditNames): string {
  const kind = idFieldKind(entity, field);
  if (!kind || value === null || value === undefined || value === "") return formatAuditValue(field, value);
  const name = (v: unknown) =>
    typeof v === "string" ? (names[kind].get(v) ?? NOT_AVAILABLE) : formatAuditValue("", v);
  if (Array.isArray(value)) return value.length ? value.map(name).join(", ") : formatAuditValue(field, value);
  return name(value);
}
