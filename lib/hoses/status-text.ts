import { formatDate, fromIsoDate } from "@/lib/dates";

/**
 * The words and colours of a hose's state (SPEC §2.5 Hoses, HoseDetail; SPEC §4 texts). Pure and
 * without the access rules, so client components (the hose table, the status chips) import it
 * without shipping the server's access and error modules (first-load JS).
 * lib/hoses/screen.ts re-exports all of it.
 */

export type StatusTone = "success" | "warning" | "error" | "secondary";

/** SPEC §4: 0 Good (success), 1 Monitor (warning), 2 Replace (error), anything else Uninstalled. */
export function statusChip(status: number): { label: string; tone: StatusTone } {
  switch (status) {
    case 0:
      return { label: "Good", tone: "success" };
    case 1:
      return { label: "Monitor", tone: "warning" };
    case 2:
      return { label: "Replace", tone: "error" };
    default:
      return { label: "Uninstalled", tone: "secondary" };
  }
}

/** Inspection results use the same numbers and colours (SPEC §4). */
export function resultChip(result: number): { label: string; tone: StatusTone } {
  return statusChip(result);
}

/** An inspection result (0 Good, 1 Monitor, 2 Replace) in words; "" for none or an unknown value. */
export function resultLabel(result: number | null): string {
  return result !== null && result >= 0 && result <= 2 ? statusChip(result).label : "";
}

/**
 * SPEC §4: status 0 or 1 shows the next inspection: 'Inspection was due on {date}' in error
 * style once the date has passed, else 'Inspection due on {date}'; the error dot when the
 * replacement warning is on. Other statuses show none.
 */
export function nextInspectionBadge(
  hose: { status: number; nextInspectionDate: string | null; replacementWarning: boolean },
  today: Date,
): { text: string; overdue: boolean; warningDot: boolean } | null {
  if ((hose.status !== 0 && hose.status !== 1) || !hose.nextInspectionDate) return null;
  const date = fromIsoDate(hose.nextInspectionDate);
  const overdue = date.getTime() < today.getTime();
  const shown = formatDate(date);
  return {
    text: overdue ? `Inspection was due on ${shown}` : `Inspection due on ${shown}`,
    overdue,
    warningDot: hose.replacementWarning,
  };
}

/** SPEC §4: 'Inspected by {name} on {date}' or 'Never inspected'. */
export function lastInspectionText(hose: {
  lastInspectionDate: string | null;
  lastInspectionName: string | null;
}): string {
  if (!hose.lastInspectionDate) return "Never inspected";
  return `Inspected by ${hose.lastInspectionName ?? "unknown"} on ${formatDate(hose.lastInspectionDate)}`;
}

/** A hose with no zone reads 'Uninstalled' where its location would be (SPEC §2.5). */
export function locationText(hose: { organisationZoneName: string | null }): string {
  return hose.organisationZoneName ?? "Uninstalled";
}

export function hoseTitle(hose: { name: string | null; tagId: string | null }): string {
  return hose.name ?? (hose.tagId ? `Tag ${hose.tagId}` : "Hose");
}

/**
 * Why a hose reads Replace, for the hose page's Inspection card: its latest inspection found it
 * needs replacing, or its replacement date has passed. Null for any other status.
 */
export function replaceReasonText(hose: {
  status: number;
  lastInspectionResult: number | null;
  lastInspectionDate: string | null;
  replacementDate: string | null;
}): string | null {
  if (hose.status !== 2) return null;
  if (hose.lastInspectionResult === 2 && hose.lastInspectionDate)
    return `Replace: the inspection of ${formatDate(hose.lastInspectionDate)} found it needs replacing`;
  if (hose.replacementDate) return `Replace: its replacement date ${formatDate(hose.replacementDate)} has passed`;
  return "Replace";
}

/**
 * The next inspection of a hose that reads Replace: still the date the lists show, said as
 * what applies while it stays in service.
 */
export function nextInspectionInServiceText(nextInspectionDate: string): string {
  return `Next inspection due on ${formatDate(nextInspectionDate)} if it stays in service`;
}

/** The Inspection card of an uninstalled hose. */
export const NOT_INSTALLED_TEXT = "Not installed: nothing is due until it is installed";

/** The hose page's intervals row: the customer's, or the hose's own (the timeline override). */
export function intervalsText(hose: {
  hoseInspectionMonths: number | null;
  hoseReplacementMonths: number | null;
}): string {
  const inspection = hose.hoseInspectionMonths;
  const replacement = hose.hoseReplacementMonths;
  if (inspection === null && replacement === null) return "The customer's intervals";
  if (inspection !== null && replacement !== null)
    return `This hose's own: inspection every ${inspection} months, replacement after ${replacement} months`;
  if (inspection !== null)
    return `This hose's own: inspection every ${inspection} months; replacement after the customer's interval`;
  return `This hose's own: replacement after ${replacement} months; inspection at the customer's interval`;
}

/** The hose page's sleeving and certificates row: what was fitted and supplied with the hose. */
export function fittedText(hose: {
  sleeving: boolean | null;
  testCertificate: boolean | null;
  conformityCertificate: boolean | null;
}): string {
  const flags = [hose.sleeving, hose.testCertificate, hose.conformityCertificate];
  if (flags.every((f) => f === null)) return "Not recorded";
  const yes = [
    hose.sleeving ? "Sleeving" : null,
    hose.testCertificate ? "Test certificate" : null,
    hose.conformityCertificate ? "Conformity certificate" : null,
  ].filter((x): x is string => x !== null);
  return yes.length ? yes.join(", ") : "None";
}

/** An open quote request on the hose page: its title, as the viewer reads it, and when it was sent. */
export function openQuoteText(title: string, createdAt: string): string {
  return `${title} on ${formatDate(createdAt)}`;
}

export const PUBLIC_ALERT_TEXT = {
  outOfService: "OUT OF SERVICE",
  outOfServiceDetail: "This hose must be replaced. Do not use it.",
  overdue: "OVERDUE",
  overdueDetail: (due: string) => `The inspection was due on ${formatDate(due)}. Have it inspected before use.`,
} as const;

/**
 * The warning the public card at /t/{tagId} shows first, for anyone at the machine: OUT OF
 * SERVICE when the hose reads Replace, OVERDUE when an installed hose's inspection date has
 * passed; null otherwise (an uninstalled hose has nothing due).
 */
export function publicCardAlert(
  hose: { status: number; nextInspectionDate: string | null },
  today: Date,
): { title: string; detail: string } | null {
  if (hose.status === 2) return { title: PUBLIC_ALERT_TEXT.outOfService, detail: PUBLIC_ALERT_TEXT.outOfServiceDetail };
  if ((hose.status === 0 || hose.status === 1) && hose.nextInspectionDate) {
    if (fromIsoDate(hose.nextInspectionDate).getTime() < today.getTime())
      return { title: PUBLIC_ALERT_TEXT.overdue, detail: PUBLIC_ALERT_TEXT.overdueDetail(hose.nextInspectionDate) };
  }
  return null;
}
