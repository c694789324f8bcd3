import { ANSWER_LABELS, INSPECTION_TYPE_LABELS, reasonText } from "@/lib/checklists/labels";
import type { ExtraordinaryReason, InspectionType } from "@/lib/checklists/schemas";
import { addMonthsUtc, today } from "@/lib/dates";
import { bulkPool } from "@/lib/db/pg-pool";
import { resultLabel } from "@/lib/hoses/screen";
import { retirementReasonLabel } from "@/lib/hoses/retirement";
import type { PackScope } from "./pack-hoses";

/**
 * What a compliance pack reports beyond the hose table: for a period (inclusive days), each
 * hose's inspections with their type, checklist version and every answer, the inspector and the
 * competence and signature kept with the inspection, the extraordinary events, the hoses
 * retired in the period and why. The PDF and the JSON are written from these same values, so
 * the two always say the same; every list has a fixed order, so the same data gives the same
 * pack byte for byte.
 */

export type PackAnswer = {
  criterion: string;
  critical: boolean;
  result: string;
  note: string;
  /** The photo taken of this answer: the upload's id and file name (a link would differ each build). */
  photo: { id: string; filename: string } | null;
};

export type PackInspection = {
  date: string;
  type: string;
  reason: string | null;
  result: string;
  inspector: string;
  competence: string | null;
  /** Whether the competence's holder had filed its certificate (as the pack is built). */
  competenceCertificate: boolean;
  signature: { method: string; signer: string; signedAt: string } | null;
  checklist: { name: string; version: number; answers: PackAnswer[] } | null;
  notes: string;
};

export type PackEvent = { date: string; reason: string; notes: string };

export type PackPeriod = { from: string; to: string };

/** A pack asked for without a period (before packs had one) covers the twelve months before it was asked for. */
export function packPeriodOf(pack: { periodFrom: Date | null; periodTo: Date | null; createdAt: Date }): PackPeriod {
  const to = pack.periodTo ?? today(pack.createdAt);
  const from = pack.periodFrom ?? addMonthsUtc(to, -12);
  return { from: isoDay(from), to: isoDay(to) };
}

/** YYYY-MM-DD of a DATE column (UTC midnight) without date-fns in the hot loop. */
export const isoDay = (d: Date | null): string => (d ? d.toISOString().slice(0, 10) : "");

/** DD/MM/YYYY of a YYYY-MM-DD day, as the rest of the portal writes dates. */
export const dmy = (iso: string): string => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : "");

/** A stored answer (lib/checklists): the criterion's text and flag are kept with the answer. */
type StoredAnswer = { criterionId?: string; text?: string; critical?: boolean; result?: string; note?: string | null };

/**
 * The inspections and events of these hoses within the period, oldest first per hose (an
 * auditor reads a history forwards), each with what was kept with it when it was recorded.
 */
export async function historiesOf(
  hoseIds: string[],
  period: PackPeriod,
): Promise<Map<string, { inspections: PackInspection[]; events: PackEvent[] }>> {
  const { rows } = await bulkPool().query<{
    hoseId: string;
    kind: "INSPECTION" | "EVENT";
    day: string;
    inspectionResult: number | null;
    inspectionName: string | null;
    userName: string | null;
    notes: string | null;
    inspectionType: InspectionType | null;
    extraordinaryReason: ExtraordinaryReason | null;
    extraordinaryReasonText: string | null;
    checklistResults: StoredAnswer[] | null;
    checklistName: string | null;
    checklistVersion: number | null;
    competence: string | null;
    certificateOnFile: boolean;
    signatureMethod: string | null;
    signerName: string | null;
    signedAt: Date | null;
    answerPhotos: Array<{ criterionId: string; id: string; filename: string }> | null;
  }>(
    `SELECT m."hoseId", m.kind,
       CASE WHEN m.kind = 'INSPECTION' THEN to_char(m."inspectionDate", 'YYYY-MM-DD')
            ELSE to_char(m."createdAt" AT TIME ZONE 'Europe/London', 'YYYY-MM-DD') END AS day,
       m."inspectionResult", m."inspectionName", m.notes, m."inspectionType", m."extraordinaryReason",
       m."extraordinaryReasonText", m."checklistResults",
       NULLIF(trim(u."firstName" || ' ' || u."lastName"), '') AS "userName",
       t.name AS "checklistName", t.version AS "checklistVersion",
       a.competence, a."signatureMethod", a."signerName", a."signedAt",
       (k."certificateKey" IS NOT NULL) AS "certificateOnFile",
       CASE WHEN m."checklistResults" IS NOT NULL THEN (
         SELECT json_agg(json_build_object('criterionId', p."criterionId", 'id', p.id, 'filename', p.filename)
                         ORDER BY p."createdAt" DESC, p.id DESC)
         FROM "Upload" p
         WHERE p."hoseMetaId" = m.id AND p."criterionId" IS NOT NULL AND p."deletedAt" IS NULL
       ) END AS "answerPhotos"
     FROM "HoseMeta" m
     LEFT JOIN "User" u ON u.id = m."userId"
     LEFT JOIN "ChecklistTemplate" t ON t.id = m."checklistId"
     LEFT JOIN "InspectionAttestation" a ON a."hoseMetaId" = m.id
     LEFT JOIN "Competence" k ON k.id = a."competenceId"
     WHERE m."hoseId" = ANY($1::uuid[])
       AND ((m.kind = 'INSPECTION' AND m."inspectionDate" BETWEEN $2::date AND $3::date)
         OR (m.kind = 'EVENT' AND (m."createdAt" AT TIME ZONE 'Europe/London')::date BETWEEN $2::date AND $3::date))
     ORDER BY m."hoseId", day, m."createdAt", m.id`,
    [hoseIds, period.from, period.to],
  );
  const byHose = new Map<string, { inspections: PackInspection[]; events: PackEvent[] }>();
  for (const m of rows) {
    let entry = byHose.get(m.hoseId);
    if (!entry) byHose.set(m.hoseId, (entry = { inspections: [], events: [] }));
    const reason = reasonText(m.extraordinaryReason, m.extraordinaryReasonText);
    if (m.kind === "EVENT") {
      entry.events.push({ date: m.day, reason: reason ?? "", notes: m.notes ?? "" });
      continue;
    }
    entry.inspections.push({
      date: m.day,
      type: INSPECTION_TYPE_LABELS[m.inspectionType ?? "periodic"],
      reason,
      result: resultLabel(m.inspectionResult),
      inspector: m.inspectionName ?? m.userName ?? "",
      competence: m.competence,
      competenceCertificate: m.competence !== null && m.certificateOnFile === true,
      signature:
        m.signatureMethod && m.signedAt
          ? {
              method: m.signatureMethod === "drawn" ? "Signed on the screen" : "Confirmed with password",
              signer: m.signerName ?? "",
              signedAt: m.signedAt.toISOString(),
            }
          : null,
      checklist:
        m.checklistName !== null
          ? {
              name: m.checklistName,
              version: m.checklistVersion ?? 1,
              answers: (m.checklistResults ?? []).map((a) => ({
                criterion: a.text ?? "",
                critical: a.critical === true,
                result: ANSWER_LABELS[(a.result ?? "na") as keyof typeof ANSWER_LABELS] ?? "",
                note: a.note ?? "",
                photo: answerPhoto(m.answerPhotos, a.criterionId),
              })),
            }
          : null,
      notes: m.notes ?? "",
    });
  }
  return byHose;
}

/** The newest photo of an answer (the list comes newest first), as the pack names it. */
function answerPhoto(
  photos: Array<{ criterionId: string; id: string; filename: string }> | null,
  criterionId: string | undefined,
): PackAnswer["photo"] {
  const p = photos?.find((x) => x.criterionId === criterionId);
  return p ? { id: p.id, filename: p.filename } : null;
}

/**
 * The next inspection date that applied on the period's last day: the one the latest inspection
 * on or before that day set; with none, the hose's current date when nothing was recorded after
 * the period either (a hose never inspected by then); otherwise unknown ("").
 */
export async function dueAtEndOf(hoseIds: string[], period: PackPeriod): Promise<Map<string, string>> {
  const { rows } = await bulkPool().query<{ hoseId: string; due: string | null }>(
    `SELECT h.id AS "hoseId",
       CASE WHEN last.id IS NOT NULL THEN to_char(last."nextInspectionDate", 'YYYY-MM-DD')
            WHEN NOT EXISTS (SELECT 1 FROM "HoseMeta" x WHERE x."hoseId" = h.id AND x.kind = 'INSPECTION'
                               AND x."inspectionDate" > $3::date)
              THEN to_char(h."nextInspectionDate", 'YYYY-MM-DD')
       END AS due
     FROM "Hose" h
     LEFT JOIN LATERAL (
       SELECT m.id, m."nextInspectionDate" FROM "HoseMeta" m
       WHERE m."hoseId" = h.id AND m.kind = 'INSPECTION' AND m."inspectionDate" <= $3::date
       ORDER BY m."inspectionDate" DESC, m."createdAt" DESC, m.id DESC LIMIT 1
     ) last ON true
     WHERE h.id = ANY($1::uuid[]) AND $2::date <= $3::date`,
    [hoseIds, period.from, period.to],
  );
  return new Map(rows.map((r) => [r.hoseId, r.due ?? ""]));
}

/** "Retired on DD/MM/YYYY: reason" of a hose archived within the period, else null. */
export function retiredText(deletedAt: Date | null, reason: string | null): { on: string; reason: string } | null {
  if (!deletedAt) return null;
  return { on: deletedAt.toISOString().slice(0, 10), reason: retirementReasonLabel(reason) || "Not given" };
}

/** The hoses a pack registers: the scope's active hoses, and those retired within the period. */
export const PACK_REGISTER_SQL = `h."clientId" = $1::uuid AND h."customerOrganisationId" = $2::uuid
  AND (h."deletedAt" IS NULL
    OR (h."deletedAt" AT TIME ZONE 'Europe/London')::date BETWEEN $4::date AND $5::date)
  AND ($3::text IS NULL OR z.path = $3::text OR z.path LIKE $3::text || '/%')`;

export const packRegisterParams = (scope: PackScope, period: PackPeriod) => [
  scope.clientId,
  scope.organisationId,
  scope.sitePath,
  period.from,
  period.to,
];

export type RolledInspector = { name: string; competence: string; certificateOnFile: boolean; inspections: number };

/**
 * The inspectors of the period, by name, with the competence each inspection kept, whether its
 * certificate is on file, and a count.
 */
export class InspectorRoll {
  private readonly byKey = new Map<string, RolledInspector>();

  add(i: PackInspection): void {
    const key = `${i.inspector}\u0000${i.competence ?? ""}`;
    const seen = this.byKey.get(key);
    if (seen) {
      seen.inspections++;
      seen.certificateOnFile ||= i.competenceCertificate;
    } else
      this.byKey.set(key, {
        name: i.inspector,
        competence: i.competence ?? "",
        certificateOnFile: i.competenceCertificate,
        inspections: 1,
      });
  }

  list(): RolledInspector[] {
    return [...this.byKey.values()].sort(
      (a, b) => a.name.localeCompare(b.name, "en-GB") || a.competence.localeCompare(b.competence, "en-GB"),
    );
  }
}

/** How many hoses the register lists (active ones and those retired in the period). */
export async function registerCount(scope: PackScope, period: PackPeriod): Promise<number> {
  const { rows } = await bulkPool().query<{ n: number }>(
    `SELECT count(*)::int AS n FROM "Hose" h LEFT JOIN "OrganisationZone" z ON z.id = h."organisationZoneId"
     WHERE ${PACK_REGISTER_SQL}`,
    packRegisterParams(scope, period),
  );
  return rows[0]?.n ?? 0;
}
