import { describe, expect, it } from "vitest";
import { formatDate, fromIsoDate, parseTypedDay, toIsoDate } from "@/lib/dates";

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

describe("formatDate", () => {
  it("shows a timestamp as its day in the UK, not its UTC day", () => {
    // 00:30 BST on 1 July is 23:30 UTC on 30 June.
    expect(formatDate("2026-06-30T23:30:00.000Z")).toBe("01/07/2026");
    expect(formatDate("2026-03-29T00:30:00.000Z")).toBe("29/03/2026"); // BST starts at 01:00 UTC
    expect(formatDate("2026-03-29T01:30:00.000Z")).toBe("29/03/2026");
    expect(formatDate("2026-12-31T23:30:00.000Z")).toBe("31/12/2026"); // GMT: the UTC day
    expect(formatDate("2026-06-30T22:59:59.999Z")).toBe("30/06/2026");
  });

  it("leaves calendar dates as they are, however they are sent", () => {
    expect(formatDate("2026-06-30")).toBe("30/06/2026");
    expect(formatDate("2026-06-30T00:00:00.000Z")).toBe("30/06/2026");
    expect(formatDate(fromIsoDate("2026-06-30"))).toBe("30/06/2026");
    expect(formatDate("0999-01-02")).toBe("02/01/0999");
  });

  it("refuses an invalid date", () => {
    expect(() => formatDate("2026-02-30")).toThrow(RangeError);
    expect(() => formatDate("not a dateTtime")).toThrow(RangeError);
  });
});

describe("parseTypedDay", () => {
  it("reads YYYY-MM-DD and a day-first date with slashes or German dots, short or padded", () => {
    for (const typed of ["2026-12-31", "31/12/2026", "31.12.2026", "1/2/2026", "01.02.2026"]) {
      const day = parseTypedDay(typed);
      expect(day && toIsoDate(day)).toBe(
        typed.includes("2026-12") || typed.startsWith("31") ? "2026-12-31" : "2026-02-01",
      );
    }
  });

  it("is no bound for anything else: mixed separators, a day that does not exist, words", () => {
    for (const typed of [undefined, "", "31.12/2026", "31-12-2026", "30/02/2026", "yesterday"])
      expect(parseTypedDay(typed)).toBeNull();
  });
});
