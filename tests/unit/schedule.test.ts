import { describe, expect, it } from "vitest";
import { addMonthsUtc, formatDate, fromIsoDate, toIsoDate } from "@/lib/dates";
import {
  currentStatus,
  effectiveIntervals,
  hasReplacementWarning,
  hoseSchedule,
  isInspectionDue,
  isInspectionOverdue,
  type ScheduleInput,
} from "@/lib/hoses/schedule";
import { SCHEDULE_CASES } from "../fixtures/schedule-cases";

const org = { hoseInspectionMonths: 6, hoseReplacementMonths: 60, hoseReplacementWarningMonths: 3 };
const d = fromIsoDate;
const iso = (x: Date | null) => (x ? toIsoDate(x) : null);

describe("dates", () => {
  it("round-trips YYYY-MM-DD and shows DD/MM/YYYY", () => {
    expect(toIsoDate(d("2026-02-28"))).toBe("2026-02-28");
    expect(formatDate(d("2026-02-03"))).toBe("03/02/2026");
    expect(formatDate("2026-12-31")).toBe("31/12/2026");
    expect(formatDate(d("0987-01-09"))).toBe("09/01/0987");
    expect(() => formatDate("not a date")).toThrow(RangeError);
  });

  it("reads YYYY-MM-DD as UTC midnight and refuses days the month does not have", () => {
    expect(fromIsoDate("2024-02-29").toISOString()).toBe("2024-02-29T00:00:00.000Z");
    expect(fromIsoDate("0099-12-31").getUTCFullYear()).toBe(99);
    for (const bad of ["2026-02-29", "2026-02-30", "2026-13-01", "2026-00-10", "2026-04-31", "2026-4-1", "", "x"])
      expect(Number.isNaN(fromIsoDate(bad).getTime()), bad).toBe(true);
  });

  it("adds months clamping to the end of shorter months", () => {
    expect(toIsoDate(addMonthsUtc(d("2026-08-31"), 6))).toBe("2027-02-28");
    expect(toIsoDate(addMonthsUtc(d("2026-01-15"), -1))).toBe("2025-12-15");
  });
});

describe("hose schedule: the stored fields", () => {
  it("uses the hose override when set, else the organisation's intervals", () => {
    expect(effectiveIntervals(org, { hoseInspectionMonths: 3, hoseReplacementMonths: null })).toEqual({
      ...org,
      hoseInspectionMonths: 3,
    });
  });

  // One table for the TS rules; tests/integration/hose-schedule.test.ts runs the same table
  // through the SQL recompute, so the two cannot drift apart.
  it.each(SCHEDULE_CASES)("$name", ({ org: o, hose, expected }) => {
    const s = hoseSchedule(o, hose as ScheduleInput);
    expect({
      status: s.status,
      nextInspectionDate: iso(s.nextInspectionDate),
      replacementDate: iso(s.replacementDate),
      replacementWarningDate: iso(s.replacementWarningDate),
    }).toEqual(expected);
  });
});

describe("hose schedule: what reads against today", () => {
  const installed: ScheduleInput = {
    organisationZoneId: "zone",
    installationDate: d("2021-06-15"),
    lastInspectionDate: d("2026-05-10"),
    lastInspectionResult: 0,
    hoseInspectionMonths: null,
    hoseReplacementMonths: null,
  };
  const s = hoseSchedule(org, installed); // next 2026-11-10, replacement 2026-06-15, warning 2026-03-15

  it("turns a Good or Monitor hose to Replace on its replacement date, not the day before", () => {
    const fresh = hoseSchedule(org, { ...installed, installationDate: d("2022-01-31") }); // replacement 2027-01-31
    expect(currentStatus(fresh, d("2027-01-30"))).toBe(0);
    expect(currentStatus(fresh, d("2027-01-31"))).toBe(2);
    expect(currentStatus({ ...fresh, status: 1 }, d("2027-02-01"))).toBe(2);
    expect(currentStatus({ ...fresh, status: 3 }, d("2027-02-01"))).toBe(3);
  });

  it("shows the replacement warning from the warning date", () => {
    expect(hasReplacementWarning(s, d("2026-03-14"))).toBe(false);
    expect(hasReplacementWarning(s, d("2026-03-15"))).toBe(true);
    expect(hasReplacementWarning({ status: 3, replacementWarningDate: d("2020-01-01") }, d("2026-03-15"))).toBe(false);
  });

  it("is due within 30 days, overdue once the date has passed", () => {
    expect(isInspectionDue(s, d("2026-10-10"))).toBe(false);
    expect(isInspectionDue(s, d("2026-10-11"))).toBe(true);
    expect(isInspectionOverdue(s, d("2026-11-10"))).toBe(false);
    expect(isInspectionOverdue(s, d("2026-11-11"))).toBe(true);
    expect(isInspectionDue({ nextInspectionDate: null }, d("2030-01-01"))).toBe(false);
  });
});
