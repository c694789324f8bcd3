import { describe, expect, it } from "vitest";
import { addMonthsUtc, formatDate, fromIsoDate, toIsoDate } from "@/lib/dates";
import { effectiveIntervals, nextInspectionDate, replacementDate, replacementWarning } from "@/lib/hoses/schedule";

const org = { hoseInspectionMonths: 6, hoseReplacementMonths: 60, hoseReplacementWarningMonths: 3 };
const d = fromIsoDate;

describe("dates", () => {
  it("round-trips YYYY-MM-DD and shows DD/MM/YYYY", () => {
    expect(toIsoDate(d("2026-02-28"))).toBe("2026-02-28");
    expect(formatDate(d("2026-02-03"))).toBe("03/02/2026");
    expect(formatDate("2026-12-31")).toBe("31/12/2026");
  });

  it("adds months clamping to the end of shorter months", () => {
    expect(toIsoDate(addMonthsUtc(d("2026-08-31"), 6))).toBe("2027-02-28");
    expect(toIsoDate(addMonthsUtc(d("2026-01-15"), -1))).toBe("2025-12-15");
  });
});

describe("hose schedule", () => {
  it("uses the hose override when set, else the organisation's intervals", () => {
    expect(effectiveIntervals(org, { hoseInspectionMonths: 3, hoseReplacementMonths: null })).toEqual({
      ...org,
      hoseInspectionMonths: 3,
    });
  });

  it("counts the next inspection from the last inspection, else from installation", () => {
    expect(toIsoDate(nextInspectionDate(org, { installationDate: d("2026-01-10"), lastInspectionDate: null })!)).toBe(
      "2026-07-10",
    );
    expect(
      toIsoDate(nextInspectionDate(org, { installationDate: d("2026-01-10"), lastInspectionDate: d("2026-05-01") })!),
    ).toBe("2026-11-01");
    expect(nextInspectionDate(org, { installationDate: null, lastInspectionDate: null })).toBeNull();
  });

  it("warns from the warning period before replacement", () => {
    const replacement = replacementDate(org, d("2021-12-01"))!;
    expect(toIsoDate(replacement)).toBe("2026-12-01");
    expect(replacementWarning(org, replacement, d("2026-08-31"))).toBe(false);
    expect(replacementWarning(org, replacement, d("2026-09-01"))).toBe(true);
    expect(replacementWarning(org, null, d("2026-09-01"))).toBe(false);
  });
});
