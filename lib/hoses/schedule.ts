import { addMonthsUtc } from "@/lib/dates";

/** Hose statuses (SPEC 4): 0 Good, 1 Monitor, 2 Replace; a hose with no zone is Uninstalled. */
export const HOSE_STATUS = { GOOD: 0, MONITOR: 1, REPLACE: 2 } as const;

export type Intervals = {
  hoseInspectionMonths: number;
  hoseReplacementMonths: number;
  hoseReplacementWarningMonths: number;
};

/** The hose's own intervals when its timeline override is on, else the organisation's. */
export function effectiveIntervals(
  org: Intervals,
  hose: { hoseInspectionMonths: number | null; hoseReplacementMonths: number | null },
): Intervals {
  return {
    hoseInspectionMonths: hose.hoseInspectionMonths ?? org.hoseInspectionMonths,
    hoseReplacementMonths: hose.hoseReplacementMonths ?? org.hoseReplacementMonths,
    hoseReplacementWarningMonths: org.hoseReplacementWarningMonths,
  };
}

/**
 * Next inspection: the interval after the last inspection, or after installation when never
 * inspected. Uninstalled hoses (no installation date) have none.
 */
export function nextInspectionDate(
  intervals: Intervals,
  dates: { installationDate: Date | null; lastInspectionDate: Date | null },
): Date | null {
  const from = dates.lastInspectionDate ?? dates.installationDate;
  return from ? addMonthsUtc(from, intervals.hoseInspectionMonths) : null;
}

/** Replacement falls due the replacement interval after installation. */
export function replacementDate(intervals: Intervals, installationDate: Date | null): Date | null {
  return installationDate ? addMonthsUtc(installationDate, intervals.hoseReplacementMonths) : null;
}

/** The replacement warning shows from `warning` months before the replacement date. */
export function replacementWarning(intervals: Intervals, replacement: Date | null, today: Date): boolean {
  if (!replacement) return false;
  return addMonthsUtc(replacement, -intervals.hoseReplacementWarningMonths).getTime() <= today.getTime();
}
