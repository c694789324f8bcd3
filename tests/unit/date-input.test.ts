import { describe, expect, it } from "vitest";
import { DateInputSchema } from "@/lib/hoses/schemas";
import { dateInputFormat, maskDate } from "@/lib/i18n/date-input";
import { toIsoDate } from "@/lib/dates";

describe("maskDate", () => {
  it("types day, month and year with the language's separator as far as the digits go", () => {
    expect(maskDate("31122026")).toBe("31/12/2026");
    expect(maskDate("3112", "/")).toBe("31/12");
    expect(maskDate("31122026", ".")).toBe("31.12.2026");
    expect(maskDate("31.1", ".")).toBe("31.1");
    // A date pasted with the other separator, or with letters, is re-masked from its digits.
    expect(maskDate("31/12/2026", ".")).toBe("31.12.2026");
    expect(maskDate("31.12.2026x99", "/")).toBe("31/12/2026");
  });

  it("is dd/mm/yyyy in British English and when no language is given, TT.MM.JJJJ in German", () => {
    expect(dateInputFormat(undefined)).toEqual({ separator: "/", placeholder: "dd/mm/yyyy" });
    expect(dateInputFormat("en-GB").placeholder).toBe("dd/mm/yyyy");
    expect(dateInputFormat("de")).toEqual({ separator: ".", placeholder: "TT.MM.JJJJ" });
    expect(dateInputFormat("fr").separator).toBe("/");
  });
});

describe("DateInputSchema", () => {
  const parse = (value: string) => DateInputSchema.safeParse(value);

  it("reads a date typed with either separator, and the API's YYYY-MM-DD", () => {
    for (const typed of ["31/12/2026", "31.12.2026", "2026-12-31"]) {
      const result = parse(typed);
      expect(result.success && result.data && toIsoDate(result.data)).toBe("2026-12-31");
    }
  });

  it("refuses mixed separators and a day that does not exist, in the English of the specification", () => {
    for (const typed of ["31.12/2026", "31/12.2026", "31-12-2026", "31.02.2026", "1.1.2026"]) {
      const result = parse(typed);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Enter a valid date as dd/mm/yyyy");
    }
  });
});
