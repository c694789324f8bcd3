import sharp from "sharp";
import { readClientLogo } from "@/lib/clients/client-logo";
import { formatDate, today as todayDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { bulkPool } from "@/lib/db/pg-pool";
import { EXPORT_BATCH } from "@/lib/lists/batches";
import { resultLabel, statusChip } from "@/lib/hoses/screen";
import {
  currentStatus,
  dueWhere,
  isInspectionOverdue,
  statusWhere,
  warningWhere,
  type StatusFilter,
} from "@/lib/hoses/schedule";
import { themeColour } from "@/lib/pwa/web-app";
import { storage } from "@/lib/storage";
import { PackPdf, type PackHoseLine, type PackInspectionLine, type PackSummary } from "./pack-pdf";
import { PACK_HOSE_SQL, packHoseParams, packHoseWhere, type PackScope } from "./pack-hoses";
import { PACK_JOB_EXPIRE_SECONDS } from "./job-expiry";

/** Hoses per batch of the history pass: each brings its inspections along. */
const HISTORY_BATCH = 500;

/** "YYYY-MM-DD" of a DATE column (UTC midnight) as DD/MM/YYYY, without date-fns in the hot loop. */
const date = (d: Date | null) => {
  if (!d) return "";
  const iso = d.toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
};

type HoseRow = {
  id: string;
  name: string | null;
  tagId: string | null;
  status: number;
  replacementDate: Date | null;
  nextInspectionDate: Date | null;
  lastInspectionDate: Date | null;
  lastInspectionResult: number | null;
  lastInspectionName: string | null;
  location: string;
  configuration: string | null;
  uninstalled: number;
};

type Options = {
  /** The day the statuses are read against (tests fix it). */
  now?: Date;
  /** Hoses per keyset batch (tests make it small to see progress move). */
  batchSize?: number;
  /** Called after each progress write (tests). */
  onProgress?: (done: number, total: number) => void | Promise<void>;
};

/**
 * The job (lib/compliance/queue.ts): renders the pack page by page and streams it into private
 * storage, writing progress (hoses done / total) on the row after each batch. Rows are read in
 * keyset batches through the bulk pool (as the CSV exports are), in location, name order: the
 * table in one pass, then the histories in a second, so memory holds a batch and a page or two.
 * A pack already done or being built is left alone (a duplicate delivery); a failure marks it FAILED.
 */
export async function buildCompliancePack(packId: string, options: Options = {}): Promise<void> {
  // One builder at a time: a queued pack, or one whose builder died (pg-boss retries an expired
  // job). A second delivery while it runs finds nothing to claim; the row lock decides a tie.
  const stale = new Date(Date.now() - PACK_JOB_EXPIRE_SECONDS * 1000);
  const claimed = await db().compliancePack.updateMany({
    where: { id: packId, OR: [{ status: "QUEUED" }, { status: "RUNNING", startedAt: { lt: stale } }] },
    data: { status: "RUNNING", startedAt: new Date(), hosesDone: 0 },
  });
  if (claimed.count === 0) return;
  const pack = await db().compliancePack.findUniqueOrThrow({
    where: { id: packId },
    include: { client: true, organisation: { select: { name: true } }, site: { select: { path: true } } },
  });
  try {
    const today = todayDate(options.now);
    // A site deleted since the request: its hoses went elsewhere; the pack then covers nothing.
    const sitePath = pack.siteId ? (pack.site?.path ?? "-") : null;
    const scope: PackScope = { clientId: pack.clientId, organisationId: pack.organisationId, sitePath };
    const summary = await packSummary(scope, today);
    const total = summary.total;
    await db().compliancePack.update({ where: { id: pack.id }, data: { hosesTotal: total } });

    const pdf = new PackPdf({
      clientName: pack.client.name,
      themeColour: themeColour(pack.client.theme),
      logo: await logoPng(pack.client.logoKey),
      organisationName: pack.organisation.name,
      siteName: pack.siteName,
      date: formatDate(today),
      generatedBy: pack.requestedByName,
    });
    const key = `${pack.clientId}/compliance-pack-${pack.id}`;
    const stored = (await storage()).putStream(key, pdf.doc, "application/pdf");
    // The upload is consumed as the pages come; a failure below ends it (no object is left).
    stored.catch(() => undefined);
    try {
      let tableDone = 0;
      let historyDone = 0;
      // Each hose is met twice (its table line, then its history): a pass counts half.
      const progress = async () => {
        const done = Math.min(total, Math.floor((tableDone + historyDone) / 2));
        await db().compliancePack.update({ where: { id: pack.id }, data: { hosesDone: done } });
        await options.onProgress?.(done, total);
      };
      pdf.writeCover(summary);
      pdf.startTable();
      for await (const rows of hoseBatches(scope, options.batchSize ?? EXPORT_BATCH)) {
        for (const h of rows) pdf.tableRow(hoseLine(h, today));
        tableDone += rows.length;
        await progress();
      }
      pdf.startHistory();
      for await (const rows of hoseBatches(scope, options.batchSize ?? HISTORY_BATCH)) {
        const history = await inspectionsOf(rows.map((h) => h.id));
        for (const h of rows) pdf.hoseHistory(hoseLine(h, today), history.get(h.id) ?? []);
        historyDone += rows.length;
        await progress();
      }
      pdf.end();
    } catch (error) {
      pdf.doc.destroy(error as Error);
      throw error;
    }
    const { size } = await stored;
    await db().compliancePack.update({
      where: { id: pack.id },
      data: { status: "DONE", storageKey: key, size, hosesDone: total, finishedAt: new Date() },
    });
  } catch (error) {
    console.error("[compliance-pack] failed", pack.id, error);
    await db().compliancePack.update({ where: { id: pack.id }, data: { status: "FAILED", finishedAt: new Date() } });
  }
}

/** Hoses by status as read today, and the due counts: the hose list's own where-clauses. */
async function packSummary(scope: PackScope, today: Date): Promise<PackSummary> {
  const base = packHoseWhere(scope);
  const count = (extra: object) => db().hose.count({ where: { AND: [base, extra] } });
  const status = (s: StatusFilter) => count(statusWhere(s, today));
  const [total, good, monitor, replace, uninstalled, overdue, dueSoon, replacementWarning] = await Promise.all([
    count({}),
    status("0"),
    status("1"),
    status("2"),
    status("3"),
    count(dueWhere("overdue", today)),
    count(dueWhere("soon", today)),
    count(warningWhere(today)),
  ]);
  return { total, good, monitor, replace, uninstalled, overdue, dueSoon, replacementWarning };
}

/** The pack's hoses in (installed first, location, name, id) order, one keyset batch at a time. */
async function* hoseBatches(scope: PackScope, size: number): AsyncGenerator<HoseRow[]> {
  let after: [number, string, string, string] = [-1, "", "", "00000000-0000-0000-0000-000000000000"];
  for (;;) {
    const { rows } = await bulkPool().query<HoseRow>(
      `SELECT h.id, h.name, h."tagId", h.status, h."replacementDate", h."nextInspectionDate", h."lastInspectionDate",
         h."lastInspectionResult", h."lastInspectionName", COALESCE(z."trailName", '') AS location, hc.name AS configuration,
         CASE WHEN z.id IS NULL THEN 1 ELSE 0 END AS uninstalled
       FROM "Hose" h
       LEFT JOIN "OrganisationZone" z ON z.id = h."organisationZoneId"
       LEFT JOIN "HoseConfiguration" hc ON hc.id = h."hoseConfigurationId"
       WHERE ${PACK_HOSE_SQL}
         AND (CASE WHEN z.id IS NULL THEN 1 ELSE 0 END, COALESCE(z."trailName", ''), COALESCE(h.name, ''), h.id)
           > ($4::int, $5::text, $6::text, $7::uuid)
       ORDER BY CASE WHEN z.id IS NULL THEN 1 ELSE 0 END, COALESCE(z."trailName", ''), COALESCE(h.name, ''), h.id
       LIMIT $8`,
      [...packHoseParams(scope), ...after, size],
    );
    if (rows.length) yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1]!;
    after = [last.uninstalled, last.location, last.name ?? "", last.id];
  }
}

/** The inspections of these hoses, newest first per hose. */
async function inspectionsOf(hoseIds: string[]): Promise<Map<string, PackInspectionLine[]>> {
  const { rows } = await bulkPool().query<{
    hoseId: string;
    inspectionDate: Date | null;
    inspectionResult: number | null;
    inspectionName: string | null;
    notes: string | null;
    userName: string | null;
  }>(
    `SELECT m."hoseId", m."inspectionDate", m."inspectionResult", m."inspectionName", m.notes,
       NULLIF(trim(u."firstName" || ' ' || u."lastName"), '') AS "userName"
     FROM "HoseMeta" m LEFT JOIN "User" u ON u.id = m."userId"
     WHERE m."hoseId" = ANY($1::uuid[]) AND m.kind = 'INSPECTION'
     ORDER BY m."hoseId", m."inspectionDate" DESC NULLS LAST, m."createdAt" DESC, m.id DESC`,
    [hoseIds],
  );
  const byHose = new Map<string, PackInspectionLine[]>();
  for (const m of rows) {
    let list = byHose.get(m.hoseId);
    if (!list) byHose.set(m.hoseId, (list = []));
    list.push({
      date: date(m.inspectionDate),
      result: resultLabel(m.inspectionResult),
      inspector: m.inspectionName ?? m.userName ?? "",
      notes: m.notes ?? "",
    });
  }
  return byHose;
}

/** A table line: status and overdue read against today with lib/hoses/schedule.ts. */
function hoseLine(h: HoseRow, today: Date): PackHoseLine {
  return {
    name: h.name ?? "",
    tagId: h.tagId ?? "",
    location: h.location,
    configuration: h.configuration ?? "",
    status: statusChip(currentStatus(h, today)).label,
    lastInspectionDate: date(h.lastInspectionDate),
    lastInspectionResult: resultLabel(h.lastInspectionResult),
    lastInspector: h.lastInspectionName ?? "",
    nextDue: date(h.nextInspectionDate),
    overdue: isInspectionOverdue(h, today),
  };
}

/** The client's logo as PNG (pdfkit reads PNG and JPEG; logos may also be WebP or GIF), or null. */
async function logoPng(logoKey: string | null): Promise<Buffer | null> {
  const logo = await readClientLogo(logoKey).catch(() => null);
  if (!logo) return null;
  try {
    return await sharp(logo.bytes).resize({ height: 240, withoutEnlargement: true }).png().toBuffer();
  } catch {
    return null;
  }
}
