import { describe, expect, it } from "vitest";
import { duePeriod, effectiveDigest, isKnownTimeZone, localClock } from "@/lib/digests/period";
import { DigestPreferenceSchema, fromDigestChoice } from "@/lib/digests/schemas";
import { TimeZoneSchema } from "@/lib/organisations/schemas";

describe("digest periods", () => {
  it("reads the organisation's wall clock, across daylight saving and the date line", () => {
    // London in summer is UTC+1; New York in winter UTC-5; Tokyo UTC+9 (already Monday).
    expect(localClock(new Date("2026-07-06T06:30:00Z"), "Europe/London")).toMatchObject({
      date: "2026-07-06",
      minutes: 7 * 60 + 30,
      weekday: 1,
    });
    expect(localClock(new Date("2026-11-23T11:59:00Z"), "America/New_York")).toMatchObject({
      date: "2026-11-23",
      minutes: 6 * 60 + 59,
    });
    expect(localClock(new Date("2026-11-22T22:00:00Z"), "Asia/Tokyo")).toMatchObject({
      date: "2026-11-23",
      weekday: 1,
      week: "2026-W48",
    });
  });

  it("names ISO weeks at year ends", () => {
    const week = (iso: string) => localClock(new Date(`${iso}T12:00:00Z`), "UTC").week;
    expect(week("2026-12-31")).toBe("2026-W53");
    expect(week("2027-01-03")).toBe("2026-W53"); // a Sunday: still the week of 31 December
    expect(week("2027-01-04")).toBe("2027-W01");
    expect(week("2024-12-30")).toBe("2025-W01");
  });

  it("is due from 07:00 local on the chosen day, and later in the same week, never before 07:00", () => {
    const at = (iso: string) => localClock(new Date(iso), "Europe/London");
    const weeklyWednesday = { frequency: "WEEKLY" as const, weekday: 3 };
    expect(duePeriod(weeklyWednesday, at("2026-11-24T12:00:00Z"))).toBeNull(); // Tuesday
    expect(duePeriod(weeklyWednesday, at("2026-11-25T06:59:00Z"))).toBeNull();
    expect(duePeriod(weeklyWednesday, at("2026-11-25T07:00:00Z"))).toBe("2026-W48");
    expect(duePeriod(weeklyWednesday, at("2026-11-27T06:00:00Z"))).toBeNull(); // a missed week waits for 07:00 too
    expect(duePeriod(weeklyWednesday, at("2026-11-27T09:00:00Z"))).toBe("2026-W48");
    expect(duePeriod({ frequency: "DAILY", weekday: 1 }, at("2026-11-24T07:00:00Z"))).toBe("2026-11-24");
    expect(duePeriod({ frequency: "OFF", weekday: 1 }, at("2026-11-24T09:00:00Z"))).toBeNull();
  });

  it("defaults to weekly on Monday for Admins and Managers, off for the others", () => {
    const d = (role: number) => effectiveDigest({ role, digestFrequency: null, digestWeekday: null });
    expect([0, 1, 2, 4].map((r) => d(r).frequency)).toEqual(["OFF", "WEEKLY", "WEEKLY", "OFF"]);
    expect(d(2).weekday).toBe(1);
    expect(effectiveDigest({ role: 0, digestFrequency: "DAILY", digestWeekday: null }).frequency).toBe("DAILY");
  });

  it("validates preferences and time zones", () => {
    const id = "0195f3d2-1d0c-7000-8000-000000000001";
    expect(DigestPreferenceSchema.parse({ organisationId: id, ...fromDigestChoice("WEEKLY-5") })).toEqual({
      organisationId: id,
      frequency: "WEEKLY",
      weekday: 5,
    });
    expect(DigestPreferenceSchema.safeParse({ organisationId: id, frequency: "WEEKLY" }).success).toBe(false);
    expect(DigestPreferenceSchema.safeParse({ organisationId: id, ...fromDigestChoice("HOURLY") }).success).toBe(false);
    for (const ok of ["Europe/London", "America/Argentina/Buenos_Aires", "UTC", "Asia/Kolkata"])
      expect(TimeZoneSchema.safeParse(ok).success).toBe(true);
    for (const bad of ["Mars/Olympus", "+01:00", "BST", "", "europe/london "])
      expect(TimeZoneSchema.safeParse(bad).success, bad).toBe(false);
    expect(isKnownTimeZone("Not/AZone")).toBe(false);
  });
});
