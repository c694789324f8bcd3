import { Chip } from "@/components/ui/chip";
import { lastInspectionText, nextInspectionBadge, resultChip, statusChip } from "@/lib/hoses/status-text";

/** SPEC §4 status chip: Good, Monitor, Replace, Uninstalled, in the theme's colours. */
export function HoseStatusChip({ status }: { status: number }) {
  const chip = statusChip(status);
  return <Chip tone={chip.tone}>{chip.label}</Chip>;
}

export function InspectionResultChip({ result }: { result: number }) {
  const chip = resultChip(result);
  return <Chip tone={chip.tone}>{chip.label}</Chip>;
}

/** The next-inspection text of SPEC §4, with the replacement warning's error dot. */
export function NextInspection({
  hose,
  today,
}: {
  hose: { status: number; nextInspectionDate: string | null; replacementWarning: boolean };
  today: Date;
}) {
  const badge = nextInspectionBadge(hose, today);
  if (!badge) return null;
  return (
    <span
      className={`inline-flex items-center gap-1.5 text-sm ${badge.overdue ? "font-semibold text-error" : "text-ink"}`}
    >
      {badge.warningDot ? (
        <span
          className="inline-block h-2 w-2 shrink-0 rounded-full bg-error"
          role="img"
          aria-label="Replacement warning"
          title="Replacement due soon"
        />
      ) : null}
      {badge.text}
    </span>
  );
}

export function LastInspection({
  hose,
}: {
  hose: { lastInspectionDate: string | null; lastInspectionName: string | null };
}) {
  return <span className="text-sm text-muted">{lastInspectionText(hose)}</span>;
}
