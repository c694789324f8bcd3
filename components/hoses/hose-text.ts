import type enGB from "@/messages/en-GB.json";
import { formatDateIn, fromIsoDate } from "@/lib/dates";
import { formatText } from "@/lib/i18n/format-text";
import { nextInspectionBadge } from "@/lib/hoses/status-text";

/**
 * A hose's state in the page's language: the `hoseState` catalogue namespace (due and last
 * inspection, tag, location) and the status words of `status`, translated by the page on the
 * server and handed to the components that show hoses. The British English entries are the
 * texts of lib/hoses/status-text.ts, which the API and the other screens keep.
 */
export type HoseStateText = Record<keyof typeof enGB.hoseState | keyof typeof enGB.status, string> & {
  /** The language the dates are written in. */
  locale: string;
};

const STATUS_KEYS = ["good", "monitor", "replace", "uninstalled"] as const;

export function statusLabel(status: number, text: HoseStateText): string {
  return text[STATUS_KEYS[status >= 0 && status <= 2 ? status : 3]!];
}

/** 'Inspection due on {date}' or, once passed, 'Inspection was due on {date}'; null when none is shown. */
export function nextInspectionIn(
  hose: { status: number; nextInspectionDate: string | null; replacementWarning: boolean },
  today: Date,
  text: HoseStateText,
) {
  const badge = nextInspectionBadge(hose, today);
  if (!badge || !hose.nextInspectionDate) return null;
  const date = formatDateIn(fromIsoDate(hose.nextInspectionDate), text.locale);
  return { ...badge, text: formatText(badge.overdue ? text.wasDueOn : text.dueOn, { date }) };
}

/** 'Inspected by {name} on {date}' or 'Never inspected'. */
export function lastInspectionIn(
  hose: { lastInspectionDate: string | null; lastInspectionName: string | null },
  text: HoseStateText,
): string {
  if (!hose.lastInspectionDate) return text.neverInspected;
  return formatText(text.inspectedBy, {
    name: hose.lastInspectionName ?? text.unknownInspector,
    date: formatDateIn(hose.lastInspectionDate, text.locale),
  });
}

/** The hose's name, else 'Tag {tagId}', else 'Hose'. */
export function hoseTitleIn(hose: { name: string | null; tagId: string | null }, text: HoseStateText): string {
  return hose.name ?? (hose.tagId ? formatText(text.tag, { tagId: hose.tagId }) : text.hose);
}

/** A hose with no zone reads 'Uninstalled' where its location would be. */
export function locationIn(hose: { organisationZoneName: string | null }, text: HoseStateText): string {
  return hose.organisationZoneName ?? text.notInstalled;
}

/** The replacement warning's dot: its accessible name and its tooltip. */
export function warningDotIn(text: HoseStateText | undefined): { label: string; title: string } {
  return text
    ? { label: text.replacementWarning, title: text.replacementSoon }
    : { label: "Replacement warning", title: "Replacement due soon" };
}

/** The chip of an archived hose. */
export const archivedIn = (text: HoseStateText): string => text.archived;
