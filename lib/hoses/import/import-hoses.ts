import { randomUUID } from "node:crypto";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { AppError, conflict, type ErrorBody } from "@/lib/core/errors";
import { fromIsoDate, today as todayDate, toIsoDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { HOSES_PER_ORGANISATION, HOSE_QUOTA_REACHED } from "@/lib/quotas/quotas";
import { lockCustomerTree } from "@/lib/sites/access";
import { TAG_UNAVAILABLE } from "@/lib/tags/tag-messages";
import { hoseSchedule, recomputeSchedules } from "../schedule";
import { hoseImportCustomer, importKeys, loadHoseImportContext, spendTagChecks } from "./import-context";
import { HOSE_ACTIONS, validateHoseImport, type ImportHose } from "./rules";
import type { HoseImportResult } from "./schemas";
import { TRAIL_SEPARATOR, type RawHose } from "./template";

export const HOSE_IMPORT_ERRORS_BANNER = "There are errors in the file. Please fix them before importing";

type Tx = Prisma.TransactionClient;

/**
 * POST /hoses/import/{organisationId}: a customer's hoses from a file, all rows or none.
 *
 * Under the customer's tree lock (which also keeps two imports of one customer apart), the rows
 * are validated again against the customer as it is now; any error refuses the whole file (422,
 * `hoses.{index}` -> that row's messages). Otherwise, in one transaction and each step one
 * set-based statement over arrays (INSERT/UPDATE ... FROM unnest): the new zones, the changed
 * hoses and the new hoses (each with its status and due dates by lib/hoses/schedule.ts), their
 * notes, and one audit entry with the counts. 10,000 rows
 * are a handful of round trips, and a failure anywhere leaves nothing half-imported.
 */
export async function importHoses(
  ctx: AuthedCtx,
  organisationId: string,
  raws: RawHose[],
  today = todayDate(),
): Promise<HoseImportResult> {
  const customer = await hoseImportCustomer(ctx, organisationId);
  const clientId = ctx.client.id;
  const keys = importKeys(raws);
  await spendTagChecks(ctx, keys);
  try {
    return await db().$transaction(
      async (tx) => {
        await lockCustomerTree(tx, ctx, customer.id);
        const context = await loadHoseImportContext(tx, clientId, customer, keys, today);
        const summary = validateHoseImport(raws, context);
        if (summary.hasErrors) throw new AppError("INVALID", rowErrors(summary.rows));
        const values = summary.rows.map((r) => ({ value: r.value!, action: r.action }));
        const fresh = values.filter((v) => v.action === HOSE_ACTIONS.creating).map((v) => v.value);
        const changed = values.filter((v) => v.action === HOSE_ACTIONS.updating).map((v) => v.value);
        if (fresh.length) await assertRoom(tx, clientId, customer.id, fresh.length);

        const zoneIds = new Map(context.zones.map((z) => [z.trailName, z.id]));
        const zonesCreated = await createZones(tx, clientId, customer.id, summary.newZones, zoneIds);
        const zoneOf = (h: ImportHose) => (h.location === null ? null : zoneIds.get(h.location)!);

        const stored = new Map(context.hoses.map((h) => [h.id, h]));
        // Status and due dates by the hose rules (lib/hoses/schedule.ts), computed here and
        // written with the row: one write per hose instead of a write and a recompute.
        const written = (h: ImportHose, id: string): Written => {
          const zoneId = zoneOf(h);
          const s = hoseSchedule(customer, {
            organisationZoneId: zoneId,
            installationDate: h.installationDate ? fromIsoDate(h.installationDate) : null,
            lastInspectionDate: h.lastInspectionDate ? fromIsoDate(h.lastInspectionDate) : null,
            lastInspectionResult: h.lastInspectionResult,
            hoseInspectionMonths: h.hoseInspectionMonths,
            hoseReplacementMonths: h.hoseReplacementMonths,
          });
          const iso = (d: Date | null) => (d ? toIsoDate(d) : null);
          return {
            ...h,
            id,
            zoneId,
            status: s.status,
            nextInspectionDate: iso(s.nextInspectionDate),
            replacementDate: iso(s.replacementDate),
            replacementWarningDate: iso(s.replacementWarningDate),
          };
        };
        await updateHoses(
          tx,
          ctx,
          customer.id,
          changed.map((h) => written(h, h.id!)),
        );
        const created = fresh.map((h) => written(h, randomUUID()));
        await insertHoses(tx, ctx, customer, created);
        const notes = [
          ...created.filter((h) => h.notes !== null),
          ...changed.filter((h) => h.notes !== null && h.notes !== stored.get(h.id!)?.notes),
        ].map((h) => ({ hoseId: h.id!, notes: h.notes! }));
        await addNotes(tx, ctx, notes);
        // Life policies (a configuration's, a zone's, the customer's) and the maximum age from the
        // build date are resolved in SQL: the written rows get them in one set-based statement.
        const touched = [...created.map((h) => h.id), ...changed.map((h) => h.id!)];
        if (touched.length) await recomputeSchedules(tx, clientId, Prisma.sql`h.id = ANY(${touched}::uuid[])`);

        const counts = {
          created: created.length,
          updated: changed.length,
          unchanged: values.length - created.length - changed.length,
          zonesCreated,
        };
        // One entry for the import as a whole: its counts, not thousands of rows of field changes.
        await recordAudit(tx, ctx, {
          action: "hose.import",
          entity: "Import",
          entityId: null,
          label: `Hose import: ${values.length} rows`,
          organisationId: customer.id,
          data: counts,
        });
        return counts;
      },
      { timeout: 300_000, maxWait: 10_000 },
    );
  } catch (error) {
    // A tag fitted by another request between the check and the write: the unique index refuses it.
    if (isRawUniqueViolation(error)) throw conflict({ global: [TAG_UNAVAILABLE] });
    throw error;
  }
}

function rowErrors(rows: ReturnType<typeof validateHoseImport>["rows"]): ErrorBody {
  const body: ErrorBody = { global: [HOSE_IMPORT_ERRORS_BANNER] };
  rows.forEach((r, i) => {
    if (r.errors.length) body[`hoses.${i}`] = r.errors;
  });
  return body;
}

function isRawUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  return error.code === "P2002" || /23505|unique constraint/i.test(error.message);
}

async function assertRoom(tx: Tx, clientId: string, customerId: string, adding: number) {
  const count = await tx.hose.count({ where: { clientId, customerOrganisationId: customerId } });
  if (count + adding > HOSES_PER_ORGANISATION) throw new AppError("INVALID", { global: [HOSE_QUOTA_REACHED] });
}

/** The new zones (each trail after its parent's), with their paths; their ids join `zoneIds`. */
async function createZones(
  tx: Tx,
  clientId: string,
  customerId: string,
  trails: string[],
  zoneIds: Map<string, string>,
): Promise<number> {
  if (!trails.length) return 0;
  const paths = new Map<string, string>();
  if (trails.some((t) => t.includes(TRAIL_SEPARATOR))) {
    const parents = await tx.organisationZone.findMany({
      where: { clientId, organisationId: customerId },
      select: { trailName: true, path: true },
    });
    for (const p of parents) paths.set(p.trailName, p.path);
  }
  const rows = trails.map((trail) => {
    const cut = trail.lastIndexOf(TRAIL_SEPARATOR);
    const parentTrail = cut === -1 ? null : trail.slice(0, cut);
    const name = cut === -1 ? trail : trail.slice(cut + TRAIL_SEPARATOR.length);
    const id = randomUUID();
    const parentId = parentTrail === null ? null : zoneIds.get(parentTrail)!;
    const path = parentTrail === null ? id : `${paths.get(parentTrail)!}/${id}`;
    zoneIds.set(trail, id);
    paths.set(trail, path);
    return { id, parentId, name, path, trail };
  });
  const col = <K extends keyof (typeof rows)[number]>(k: K) => rows.map((r) => r[k]);
  return tx.$executeRaw`
    INSERT INTO "OrganisationZone" (id, "clientId", "organisationId", "parentId", name, path, "trailName", "updatedAt")
    SELECT u.id, ${clientId}::uuid, ${customerId}::uuid, u."parentId", u.name, u.path, u.trail, now()
    FROM unnest(${col("id")}::uuid[], ${col("parentId")}::uuid[], ${col("name")}::text[], ${col("path")}::text[],
      ${col("trail")}::text[]) AS u(id, "parentId", name, path, trail)`;
}

type Written = ImportHose & {
  id: string;
  zoneId: string | null;
  status: number;
  nextInspectionDate: string | null;
  replacementDate: string | null;
  replacementWarningDate: string | null;
};

const columns = (rows: Written[]) => {
  const c = <K extends keyof Written>(k: K) => rows.map((r) => r[k]);
  return Prisma.sql`${c("id")}::uuid[], ${c("tagId")}::text[], ${c("name")}::text[], ${c("zoneId")}::uuid[],
    ${c("hoseConfigurationId")}::uuid[], ${c("manufacturer")}::text[], ${c("manufactureDate")}::date[],
    ${c("buildDate")}::date[], ${c("installationDate")}::date[], ${c("lastInspectionDate")}::date[],
    ${c("lastInspectionResult")}::int[], ${c("lastInspectionName")}::text[], ${c("hoseInspectionMonths")}::int[],
    ${c("hoseReplacementMonths")}::int[], ${c("sleeving")}::boolean[], ${c("testCertificate")}::boolean[],
    ${c("conformityCertificate")}::boolean[], ${c("status")}::int[], ${c("nextInspectionDate")}::date[],
    ${c("replacementDate")}::date[], ${c("replacementWarningDate")}::date[]`;
};
const AS_U = Prisma.sql`u(id, "tagId", name, "zoneId", "hoseConfigurationId", manufacturer, "manufactureDate", "buildDate",
  "installationDate", "lastInspectionDate", "lastInspectionResult", "lastInspectionName", "hoseInspectionMonths",
  "hoseReplacementMonths", sleeving, "testCertificate", "conformityCertificate", status, "nextInspectionDate",
  "replacementDate", "replacementWarningDate")`;

/**
 * The matched hoses whose values differ (a row that only adds a note leaves the hose row alone).
 * Installed now: installed by the importer; uninstalled: by nobody (as the hose form does).
 */
async function updateHoses(tx: Tx, ctx: AuthedCtx, customerId: string, rows: Written[]): Promise<number> {
  if (!rows.length) return 0;
  return tx.$executeRaw`
    UPDATE "Hose" h SET
      "tagId" = u."tagId", name = u.name, "organisationZoneId" = u."zoneId", "hoseConfigurationId" = u."hoseConfigurationId",
      manufacturer = u.manufacturer, "manufactureDate" = u."manufactureDate", "buildDate" = u."buildDate",
      "installationDate" = u."installationDate", "lastInspectionDate" = u."lastInspectionDate",
      "lastInspectionResult" = u."lastInspectionResult", "lastInspectionName" = u."lastInspectionName",
      "hoseInspectionMonths" = u."hoseInspectionMonths", "hoseReplacementMonths" = u."hoseReplacementMonths",
      sleeving = u.sleeving, "testCertificate" = u."testCertificate", "conformityCertificate" = u."conformityCertificate",
      status = u.status, "nextInspectionDate" = u."nextInspectionDate", "replacementDate" = u."replacementDate",
      "replacementWarningDate" = u."replacementWarningDate",
      "installationUserId" = CASE WHEN u."zoneId" IS NULL THEN NULL
        WHEN h."organisationZoneId" IS NULL THEN ${ctx.user.id}::uuid ELSE h."installationUserId" END,
      "updatedAt" = now()
    FROM unnest(${columns(rows)}) AS ${AS_U}
    WHERE h.id = u.id AND h."clientId" = ${ctx.client.id}::uuid AND h."customerOrganisationId" = ${customerId}::uuid
      AND h."deletedAt" IS NULL
      AND (h."tagId", h.name, h."organisationZoneId", h."hoseConfigurationId", h.manufacturer, h."manufactureDate",
           h."buildDate", h."installationDate", h."lastInspectionDate", h."lastInspectionResult", h."lastInspectionName",
           h."hoseInspectionMonths", h."hoseReplacementMonths", h.sleeving, h."testCertificate", h."conformityCertificate")
      IS DISTINCT FROM
          (u."tagId", u.name, u."zoneId", u."hoseConfigurationId", u.manufacturer, u."manufactureDate",
           u."buildDate", u."installationDate", u."lastInspectionDate", u."lastInspectionResult", u."lastInspectionName",
           u."hoseInspectionMonths", u."hoseReplacementMonths", u.sleeving, u."testCertificate", u."conformityCertificate")`;
}

async function insertHoses(
  tx: Tx,
  ctx: AuthedCtx,
  customer: { id: string; distributorId: string | null },
  rows: Written[],
) {
  if (!rows.length) return;
  await tx.$executeRaw`
    INSERT INTO "Hose" (id, "tagId", name, "organisationZoneId", "hoseConfigurationId", manufacturer, "manufactureDate",
      "buildDate", "installationDate", "lastInspectionDate", "lastInspectionResult", "lastInspectionName",
      "hoseInspectionMonths", "hoseReplacementMonths", sleeving, "testCertificate", "conformityCertificate",
      status, "nextInspectionDate", "replacementDate", "replacementWarningDate", "clientId", "customerOrganisationId", "distributorOrganisationId", "buildUserId", "installationUserId", "updatedAt")
    SELECT u.*, ${ctx.client.id}::uuid, ${customer.id}::uuid, ${customer.distributorId}::uuid, ${ctx.user.id}::uuid,
      CASE WHEN u."zoneId" IS NULL THEN NULL ELSE ${ctx.user.id}::uuid END, now()
    FROM unnest(${columns(rows)}) AS ${AS_U}`;
}

/** The file's notes, each a note on its hose's timeline by the importer. */
async function addNotes(tx: Tx, ctx: AuthedCtx, rows: Array<{ hoseId: string; notes: string }>) {
  if (!rows.length) return;
  await tx.$executeRaw`
    INSERT INTO "HoseMeta" (id, "clientId", "hoseId", kind, "userId", notes)
    SELECT gen_random_uuid(), ${ctx.client.id}::uuid, u."hoseId", 'NOTE'::"HoseMetaKind", ${ctx.user.id}::uuid, u.notes
    FROM unnest(${rows.map((r) => r.hoseId)}::uuid[], ${rows.map((r) => r.notes)}::text[]) AS u("hoseId", notes)`;
}
