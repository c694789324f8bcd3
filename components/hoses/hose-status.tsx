import { Chip } from "@/components/ui/chip";
import { lastInspectionText, nextInspectionBadge, resultChip, statusChip } from "@/lib/hoses/status-text";
import { type HoseStateText, lastInspectionIn, nextInspectionIn, statusLabel, warningDotIn } from "./hose-text";

/**
 * SPEC §4 status chip: Good, Monitor, Replace, Uninstalled, in the theme's colours. With `text`,
 * in the page's language; British English without.
 */
export function HoseStatusChip({ status, text }: { status: number; text?: HoseStateText }) {
  const chip = statusChip(status);
  return <Chip tone={chip.tone}>{text ? statusLabel(status, text) : chip.label}</Chip>;
}

export function InspectionResultChip({ result, text }: { result: number; text?: HoseStateText }) {
  const chip = resultChip(result);
  return <Chip tone={chip.tone}>{text ? statusLabel(result, text) : chip.label}</Chip>;
}

/** The next-inspection text of SPEC §4, with the replacement warning's error dot. */
export function NextInspection({
  hose,
  today,
  text,
}: {
  hose: { status: number; nextInspectionDate: string | null; replacementWarning: boolean };
  today: Date;
  text?: HoseStateText;
}) {
  const badge = text ? nextInspectionIn(hose, today, text) : nextInspectionBadge(hose, today);
  if (!badge) return null;
  return (
    <span
      className={`inline-flex items-center gap-1.5 text-sm ${badge.overdue ? "font-semibold text-error" : "text-ink"}`}
    >
      {badge.warningDot ? (
        <span
          className="inline-block h-2 w-2 shrink-0 rounded-full bg-error"
          role="img"
          aria-label={warningDotIn(text).label}
          title={warningDotIn(text).title}
        />
      ) : null}
      {badge.text}
    </span>
  );
}

export function LastInspection({
  hose,
  text,
}: {
  hose: { lastInspectionDate: string | null; lastInspectionName: string | null };
  text?: HoseStateText;
}) {
  return <span className="text-sm text-muted">{text ? lastInspectionIn(hose, text) : lastInspectionText(hose)}</span>;
}
