import { PassThrough } from "node:stream";
import sharp from "sharp";
import { auditChainState } from "@/lib/activity/verify-chain";
import { readClientLogo } from "@/lib/clients/client-logo";
import { formatDate, today as todayDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { bulkPool } from "@/lib/db/pg-pool";
import { EXPORT_BATCH } from "@/lib/lists/batches";
import { hoseBasisWith, type BasisHose } from "@/lib/hoses/basis";
import type { PolicyLayer } from "@/lib/hoses/life-policy";
import { policyLayersFor } from "@/lib/hoses/policy-layers";
import { resultLabel, statusChip } from "@/lib/hoses/screen";
import {
  currentStatus,
  dueWhere,
  isInspectionOverdue,
  statusWhere,
  warningWhere,
  type StatusFilter,
} from "@/lib/hoses/schedule";
import { SOURCE_LOCALE, userLocale } from "@/lib/i18n/locales";
import { themeColour } from "@/lib/pwa/web-app";
import { storage } from "@/lib/storage";
import {
  dmy,
  dueAtEndOf,
  historiesOf,
  InspectorRoll,
  isoDay,
  PACK_REGISTER_SQL,
  packPeriodOf,
  packRegisterParams,
  registerCount,
  retiredText,
  type PackEvent,
  type PackInspection,
  type PackPeriod,
} from "./pack-content";
import { PackPdf, type PackHoseLine, type PackSummary } from "./pack-pdf";
import { packText } from "./pack-text";
import { packHoseWhere, type PackScope } from "./pack-hoses";
import { PACK_JOB_EXPIRE_SECONDS } from "./job-expiry";

/** Hoses per batch of the history pass: each brings its inspections along. */
const HISTORY_BATCH = 500;

/** A DATE column (UTC midnight) as DD/MM/YYYY, without date-fns in the hot loop. */
const date = (d: Date | null) => dmy(isoDay(d));

type HoseRow = BasisHose & {
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
  retirementReason: string | null;
};

/** One hose in the pack's JSON: the register line, why its dates fall where they do, and its period. */
type PackHoseJson = {
  tagId: string;
  name: string;
  location: string;
  configuration: string;
  status: string;
  retired: { on: string; reason: string } | null;
  lastInspection: { date: string; result: string; inspector: string } | null;
  nextInspectionDue: string;
  intervals: { nextInspection: string; replacement: string };
  dueAtEndOfPeriod: string;
  overdueAtEndOfPeriod: boolean;
  inspections: PackInspection[];
  events: PackEvent[];
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
    include: {
      client: true,
      organisation: {
        select: {
          name: true,
          hoseInspectionMonths: true,
          hoseReplacementMonths: true,
          hoseReplacementWarningMonths: true,
        },
      },
      site: { select: { path: true } },
    },
  });
  // The PDF is written in the language of the person who asked for it (their own, else the
  // client's default); the JSON stays in English, a machine format.
  const requester = pack.requestedById
    ? await db().user.findUnique({ where: { id: pack.requestedById }, select: { locale: true } })
    : null;
  const locale = userLocale(pack.client, requester?.locale);
  try {
    const today = todayDate(options.now);
    const period = packPeriodOf(pack);
    // A site deleted since the request: its hoses went elsewhere; the pack then covers nothing.
    const sitePath = pack.siteId ? (pack.site?.path ?? "-") : null;
    const scope: PackScope = { clientId: pack.clientId, organisationId: pack.organisationId, sitePath };
    const summary = await packSummary(scope, today);
    const total = await registerCount(scope, period);
    await db().compliancePack.update({ where: { id: pack.id }, data: { hosesTotal: total } });

    const cover = {
      clientName: pack.client.name,
      themeColour: themeColour(pack.client.theme),
      logo: await logoPng(pack.client.logoKey),
      organisationName: pack.organisation.name,
      siteName: pack.siteName,
      date: formatDate(today),
      period: { from: dmy(period.from), to: dmy(period.to) },
      generatedBy: pack.requestedByName,
    };
    const pdf = new PackPdf(cover, packText(locale));
    const key = `${pack.clientId}/compliance-pack-${pack.id}`;
    const jsonKey = `${key}.json`;
    const store = await storage();
    const stored = store.putStream(key, pdf.doc, "application/pdf");
    // The JSON goes out as it is written too: one hose at a time, never the whole pack in memory.
    const json = new PassThrough();
    const storedJson = store.putStream(jsonKey, json, "application/json");
    // The uploads are consumed as the pages come; a failure below ends them (no object is left).
    stored.catch(() => undefined);
    storedJson.catch(() => undefined);
    try {
      let tableDone = 0;
      let historyDone = 0;
      // Each hose is met twice (its table line, then its history): a pass counts half.
      const progress = async () => {
        const done = Math.min(total, Math.floor((tableDone + historyDone) / 2));
        await db().compliancePack.update({ where: { id: pack.id }, data: { hosesDone: done } });
        await options.onProgress?.(done, total);
      };
      json.write(
        `{"format":"compliance-pack/2","client":${JSON.stringify(cover.clientName)},` +
          `"organisation":${JSON.stringify(cover.organisationName)},"site":${JSON.stringify(cover.siteName)},` +
          `"period":${JSON.stringify(period)},"readOn":${JSON.stringify(isoDay(today))},` +
          `"requestedBy":${JSON.stringify(cover.generatedBy)},"summary":${JSON.stringify(summary)},"hoses":[`,
      );
      pdf.writeCover(summary);
      pdf.startTable();
      for await (const rows of hoseBatches(scope, period, options.batchSize ?? EXPORT_BATCH)) {
        for (const h of rows) pdf.tableRow(hoseLine(h, today));
        tableDone += rows.length;
        await progress();
      }
      pdf.startHistory();
      const inspectors = new InspectorRoll();
      const overdueAtEnd: Array<Pick<PackHoseLine, "name" | "tagId" | "location"> & { due: string }> = [];
      const layersOf = layerMemo(pack.clientId);
      let first = true;
      for await (const rows of hoseBatches(scope, period, options.batchSize ?? HISTORY_BATCH)) {
        const ids = rows.map((h) => h.id);
        const [history, dueAtEnd] = await Promise.all([historiesOf(ids, period), dueAtEndOf(ids, period)]);
        for (const h of rows) {
          const line = hoseLine(h, today);
          const { inspections, events } = history.get(h.id) ?? { inspections: [], events: [] };
          const layers = await layersOf(h);
          const basis = hoseBasisWith(layers, h, pack.organisation);
          // The same reasons in the reader's words for the PDF (the JSON keeps the English).
          const said = locale === SOURCE_LOCALE ? basis : hoseBasisWith(layers, h, pack.organisation, false, locale);
          const due = h.deletedAt ? "" : (dueAtEnd.get(h.id) ?? "");
          const overdue = due !== "" && due < period.to;
          if (overdue)
            overdueAtEnd.push({ name: line.name, tagId: line.tagId, location: line.location, due: dmy(due) });
          inspections.forEach((i) => inspectors.add(i));
          const retired = retiredText(h.deletedAt, h.retirementReason);
          const entry: PackHoseJson = {
            tagId: line.tagId,
            name: line.name,
            location: line.location,
            configuration: line.configuration,
            status: line.status,
            retired,
            lastInspection: h.lastInspectionDate
              ? { date: isoDay(h.lastInspectionDate), result: line.lastInspectionResult, inspector: line.lastInspector }
              : null,
            nextInspectionDue: isoDay(h.nextInspectionDate),
            intervals: { nextInspection: basis.nextInspectionBasis, replacement: basis.replacementBasis },
            dueAtEndOfPeriod: due,
            overdueAtEndOfPeriod: overdue,
            inspections,
            events,
          };
          json.write(`${first ? "" : ","}\n${JSON.stringify(entry)}`);
          first = false;
          pdf.hoseHistory(line, {
            retired: retired ? { on: dmy(retired.on), reason: retired.reason } : null,
            intervals: { nextInspection: said.nextInspectionBasis, replacement: said.replacementBasis },
            inspections: inspections.map((i) => ({ ...i, date: dmy(i.date) })),
            events: events.map((e) => ({ ...e, date: dmy(e.date) })),
          });
        }
        // Backpressure: the JSON upload may read slower than the pages are written.
        if (json.writableNeedDrain) await new Promise((resolve) => json.once("drain", resolve));
        historyDone += rows.length;
        await progress();
      }
      const chain = await auditChainState(pack.clientId);
      const roll = inspectors.list();
      pdf.overdueAtEnd(overdueAtEnd);
      pdf.inspectors(roll);
      pdf.auditChain(chain);
      json.end(
        `\n],"overdueAtEndOfPeriod":${JSON.stringify(overdueAtEnd)},"inspectors":${JSON.stringify(roll)},` +
          `"auditChain":${JSON.stringify({ valid: chain.valid, count: chain.count, head: chain.head })}}\n`,
      );
      pdf.end();
    } catch (error) {
      pdf.doc.destroy(error as Error);
      json.destroy(error as Error);
      throw error;
    }
    const [{ size }] = await Promise.all([stored, storedJson]);
    await db().compliancePack.update({
      where: { id: pack.id },
      data: { status: "DONE", storageKey: key, jsonKey, size, hosesDone: total, finishedAt: new Date() },
    });
  } catch (error) {
    console.error("[compliance-pack] failed", pack.id, error);
    await db().compliancePack.update({ where: { id: pack.id }, data: { status: "FAILED", finishedAt: new Date() } });
  }
}

/**
 * Policy layers by (configuration, zone): hoses of one configuration in one zone share them, so a
 * pack of thousands of hoses reads them a few dozen times, not once per hose.
 */
function layerMemo(clientId: string) {
  const memo = new Map<string, Promise<PolicyLayer[]>>();
  return (h: HoseRow) => {
    const key = `${h.hoseConfigurationId ?? ""}|${h.organisationZoneId ?? ""}`;
    let layers = memo.get(key);
    if (!layers) memo.set(key, (layers = policyLayersFor(db(), clientId, h)));
    return layers;
  };
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

/**
 * The pack's hoses in (installed first, location, name, id) order, one keyset batch at a time:
 * the active hoses of the scope and those retired within the period.
 */
async function* hoseBatches(scope: PackScope, period: PackPeriod, size: number): AsyncGenerator<HoseRow[]> {
  let after: [number, string, string, string] = [-1, "", "", "00000000-0000-0000-0000-000000000000"];
  for (;;) {
    const { rows } = await bulkPool().query<HoseRow>(
      `SELECT h.id, h.name, h."tagId", h.status, h."replacementDate", h."nextInspectionDate", h."lastInspectionDate",
         h."lastInspectionResult", h."lastInspectionName", COALESCE(z."trailName", '') AS location, hc.name AS configuration,
         CASE WHEN z.id IS NULL THEN 1 ELSE 0 END AS uninstalled, h."deletedAt", h."retirementReason",
         h."hoseConfigurationId", h."organisationZoneId", h."customerOrganisationId", h."installationDate", h."buildDate",
         h."hoseInspectionMonths", h."hoseReplacementMonths"
       FROM "Hose" h
       LEFT JOIN "OrganisationZone" z ON z.id = h."organisationZoneId"
       LEFT JOIN "HoseConfiguration" hc ON hc.id = h."hoseConfigurationId"
       WHERE ${PACK_REGISTER_SQL}
         AND (CASE WHEN z.id IS NULL THEN 1 ELSE 0 END, COALESCE(z."trailName", ''), COALESCE(h.name, ''), h.id)
           > ($6::int, $7::text, $8::text, $9::uuid)
       ORDER BY CASE WHEN z.id IS NULL THEN 1 ELSE 0 END, COALESCE(z."trailName", ''), COALESCE(h.name, ''), h.id
       LIMIT $10`,
      [...packRegisterParams(scope, period), ...after, size],
    );
    if (rows.length) yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1]!;
    after = [last.uninstalled, last.location, last.name ?? "", last.id];
  }
}

/** A table line: status and overdue read against today with lib/hoses/schedule.ts. */
function hoseLine(h: HoseRow, today: Date): PackHoseLine {
  return {
    name: h.name ?? "",
    tagId: h.tagId ?? "",
    location: h.location,
    configuration: h.configuration ?? "",
    status: h.deletedAt ? "Retired" : statusChip(currentStatus(h, today)).label,
    lastInspectionDate: date(h.lastInspectionDate),
    lastInspectionResult: resultLabel(h.lastInspectionResult),
    lastInspector: h.lastInspectionName ?? "",
    nextDue: date(h.nextInspectionDate),
    overdue: !h.deletedAt && isInspectionOverdue(h, today),
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
