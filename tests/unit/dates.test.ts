import { describe, expect, it } from "vitest";
import { toIsoDate } from "@/lib/dates";

describe("toIsoDate", () => {
  it("is the day of toISOString() for every day of several years and any time of day", () => {
    const start = Date.UTC(1999, 11, 25);
    for (let day = 0; day < 365 * 30 + 40; day += 1) {
      for (const ms of [0, 1, 12 * 3600_000, 86_400_000 - 1]) {
        const date = new Date(start + day * 86_400_000 + ms);
        expect(toIsoDate(date)).toBe(date.toISOString().slice(0, 10));
      }
    }
  });

  it("takes toISOString's path outside the years 1000-9999, and throws for an invalid date as it does", () => {
    for (const iso of ["0001-01-01", "0099-12-31", "0999-06-30", "1000-01-01", "9999-12-31"])
      expect(toIsoDate(new Date(`${iso}T00:00:00.000Z`))).toBe(iso);
    const far = new Date(Date.UTC(10000, 0, 1));
    expect(toIsoDate(far)).toBe(far.toISOString().slice(0, 10));
    expect(() => toIsoDate(new Date(NaN))).toThrow(RangeError);
  });
});
