import { formatDate } from "@/lib/dates";
import { HOSE_STATUS } from "./schedule";
import { resultLabel, statusChip } from "./status-text";

/**
 * What the user is told about an inspection and the hose's status, before (the inspection
 * form) and after (the answer's notice). The result does not always become the status: an
 * uninstalled hose stays Uninstalled (it may be inspected before first use, as is normal
 * practice, but is only scheduled once installed), a hose past its replacement date reads
 * Replace whatever is found, and an inspection older than the hose's latest joins its history
 * only. Saying "is Good" of a hose that still reads Replace would be untrue, so each case says
 * what the hose now shows and why. Every text is whole here, for a message catalogue.
 */

export type InspectionOutcome =
  | { kind: "status"; hose: string; result: number }
  | { kind: "uninstalled"; hose: string; result: number }
  | { kind: "pastReplacement"; hose: string; result: number; replacementDate: Date }
  | { kind: "older"; hose: string; result: number; status: number; latestDate: Date };

/** The plain notice for each result, whole so that a catalogue translates each one. */
const RECORDED: Record<number, (hose: string) => string> = {
  0: (hose) => `Inspection recorded: ${hose} is Good`,
  1: (hose) => `Inspection recorded: ${hose} is Monitor`,
  2: (hose) => `Inspection recorded: ${hose} is Replace`,
};

/** The notice after an inspection (the API's user-message header, the screen's toast). */
export function inspectionNotice(o: InspectionOutcome): string {
  const result = resultLabel(o.result);
  switch (o.kind) {
    case "status":
      return RECORDED[o.result]?.(o.hose) ?? `Inspection recorded: ${o.hose} is ${result}`;
    case "uninstalled":
      return `Inspection recorded (${result}): ${o.hose} stays Uninstalled until it is installed`;
    case "pastReplacement":
      return `Inspection recorded (${result}): ${o.hose} still reads Replace, as its replacement date ${formatDate(o.replacementDate)} has passed`;
    case "older":
      return `Inspection recorded (${result}): ${o.hose} still reads ${statusChip(o.status).label}, from its newer inspection of ${formatDate(o.latestDate)}`;
  }
}

/**
 * Which notice applies: `storedStatus` is the hose's status after the inspection as stored,
 * `shownStatus` the same read against today (a passed replacement date reads Replace).
 */
export function inspectionOutcome(i: {
  hose: string;
  result: number;
  latest: boolean;
  storedStatus: number;
  shownStatus: number;
  replacementDate: Date | null;
  latestDate: Date | null;
}): InspectionOutcome {
  const { hose, result } = i;
  if (i.shownStatus === HOSE_STATUS.UNINSTALLED) return { kind: "uninstalled", hose, result };
  if (i.shownStatus !== i.storedStatus && i.replacementDate)
    return { kind: "pastReplacement", hose, result, replacementDate: i.replacementDate };
  if (!i.latest && i.latestDate)
    return { kind: "older", hose, result, status: i.shownStatus, latestDate: i.latestDate };
  return { kind: "status", hose, result };
}

/**
 * The inspection form's note when the result will not become the status, or null. Said before
 * the inspection is recorded, so nobody expects the chip to change.
 */
export function inspectionFormNote(
  hose: { status: number; organisationZoneId: string | null; replacementDate: string | null },
  today: Date,
): string | null {
  switch (inspectionFormNoteKind(hose, today)) {
    case "notInstalled":
      return "This hose is not installed. The inspection is kept in its history, and the hose stays Uninstalled until it is installed.";
    case "pastReplacement":
      return `This hose's replacement date ${formatDate(hose.replacementDate!)} has passed: it reads Replace whatever this inspection finds.`;
    default:
      return null;
  }
}

/** Which of the form's notes applies (for a page that says it in another language), or null. */
export function inspectionFormNoteKind(
  hose: { status: number; organisationZoneId: string | null; replacementDate: string | null },
  today: Date,
): "notInstalled" | "pastReplacement" | null {
  if (hose.organisationZoneId === null || hose.status === HOSE_STATUS.UNINSTALLED) return "notInstalled";
  if (hose.replacementDate && new Date(`${hose.replacementDate}T00:00:00Z`).getTime() <= today.getTime())
    return "pastReplacement";
  return null;
}
