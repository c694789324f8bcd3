import { INSPECTION_TYPE_LABELS, reasonText } from "@/lib/checklists/labels";
import type { HoseChange } from "./activity";
import type { HoseDetail } from "./hose-row";

export type TimelineEntry = {
  key: string;
  kind: "built" | "installed" | "inspection" | "event" | "note" | "archived" | "change";
  title: string;
  /** YYYY-MM-DD (calendar events) or an ISO instant. */
  at: string;
  by: string | null;
  result: number | null;
  notes: string | null;
  /** Photos and documents attached to this inspection or note. */
  uploads: HoseDetail["uploads"];
  /** An anonymous problem report from the tag's public page: whether an Admin resolved it. */
  report?: { resolved: boolean };
  /** An inspection's type and reason, and the checklist it answered with every answer. */
  inspection?: {
    type: string | null;
    reason: string | null;
    checklist: string | null;
    answers: HoseDetail["hoseMeta"][number]["checklistResults"];
  };
  /** An inspection's competence and signature as kept when it was recorded. */
  attestation?: HoseDetail["hoseMeta"][number]["attestation"];
};

/**
 * The hose's history, newest first (HoseDetail): build, installation, each inspection (result,
 * inspector, notes), notes and the archiving. Calendar events sort as the start of their day;
 * an inspection sorts by its inspection date, so a back-dated one lands where it happened.
 */
export function hoseTimeline(h: HoseDetail, changes: HoseChange[] = []): TimelineEntry[] {
  // A photo or file attached to an inspection or note shows with it: its upload entry would
  // show the same file a second time.
  const attached = new Set(
    h.hoseMeta.flatMap((m) => [
      ...m.uploads.map((u) => u.id),
      // A photo of a checklist answer shows with its answer.
      ...(m.checklistResults ?? []).flatMap((a) => (a.photo ? [a.photo.id] : [])),
    ]),
  );
  const shown = changes.filter((c) => c.uploadId === null || !attached.has(c.uploadId));
  const entries: TimelineEntry[] = shown.map((c) => ({
    key: c.id,
    kind: "change",
    title: c.title,
    at: c.at,
    by: c.by,
    result: null,
    notes: c.notes,
    uploads: [],
  }));
  if (h.buildDate)
    entries.push({
      key: "built",
      kind: "built",
      title: "Built",
      at: h.buildDate,
      by: h.buildUser?.fullName ?? null,
      result: null,
      notes: null,
      uploads: [],
    });
  if (h.installationDate) {
    entries.push({
      key: "installed",
      kind: "installed",
      title: h.organisationZoneName ? `Installed in ${h.organisationZoneName}` : "Installed",
      at: h.installationDate,
      by: h.installationUser?.fullName ?? null,
      result: null,
      notes: null,
      uploads: [],
    });
  }
  for (const m of h.hoseMeta) {
    const by = m.user?.fullName ?? null;
    if (m.kind === "INSPECTION" || m.kind === "EVENT") {
      const inspection = m.kind === "INSPECTION";
      entries.push({
        key: m.id,
        kind: inspection ? "inspection" : "event",
        title: inspection
          ? m.inspectionType === "extraordinary"
            ? "Extraordinary inspection"
            : "Inspection"
          : "Extraordinary event",
        at: inspection ? (m.inspectionDate ?? m.createdAt) : m.createdAt,
        by,
        result: m.inspectionResult,
        notes: m.notes,
        uploads: m.uploads,
        inspection: {
          type: inspection ? INSPECTION_TYPE_LABELS[m.inspectionType ?? "periodic"] : null,
          reason: reasonText(m.extraordinaryReason, m.extraordinaryReasonText),
          checklist: m.checklist ? `${m.checklist.name} (version ${m.checklist.version})` : null,
          answers: m.checklistResults,
        },
        ...(m.attestation ? { attestation: m.attestation } : {}),
      });
    } else if (m.kind === "ARCHIVE") {
      entries.push({
        key: m.id,
        kind: "archived",
        title: "Archived",
        at: m.createdAt,
        by,
        result: null,
        notes: m.notes,
        uploads: m.uploads,
      });
    } else {
      entries.push({
        key: m.id,
        kind: "note",
        title: m.problemReport ? "Problem report" : "Note",
        at: m.createdAt,
        by,
        result: null,
        notes: m.notes,
        uploads: m.uploads,
        ...(m.problemReport ? { report: { resolved: m.resolvedAt !== null } } : {}),
      });
    }
  }
  const time = (at: string) => new Date(at.length === 10 ? `${at}T00:00:00Z` : at).getTime();
  return entries.sort((a, b) => time(b.at) - time(a.at) || b.key.localeCompare(a.key));
}
