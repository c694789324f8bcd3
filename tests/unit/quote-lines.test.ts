import { describe, expect, it } from "vitest";
import { quoteUpdateSubject, quoteUpdateText } from "@/emails/quote-update";
import { lineSpecFrom, lineSpecSummary, readLineSpec } from "@/lib/quotes/line-spec";
import { decimalToMinor, formatMoney, isCurrency, minorToDecimal, quoteTotal } from "@/lib/quotes/money";
import { canDecideFrom, canOfferFrom, quoteState } from "@/lib/quotes/status";

const day = new Date("2026-11-26T00:00:00Z");

describe("quote money", () => {
  it("reads amounts as minor units by their digits, never through floats", () => {
    expect(decimalToMinor("12.5", "GBP")).toBe(1250);
    expect(decimalToMinor("0.29", "GBP")).toBe(29); // 0.29 * 100 is 28.999... as a float
    expect(decimalToMinor("£1,05", "GBP")).toBe(105);
    expect(decimalToMinor("1200", "JPY")).toBe(1200);
    expect(decimalToMinor("1.5", "JPY")).toBeNull();
    expect(decimalToMinor("1.234", "GBP")).toBeNull();
    expect(decimalToMinor("-3", "GBP")).toBeNull();
    expect(decimalToMinor("abc", "GBP")).toBeNull();
    expect(decimalToMinor("1.234", "BHD")).toBe(1234);
  });
  it("shows minor units in the currency", () => {
    expect(minorToDecimal(4250, "GBP")).toBe("42.50");
    expect(minorToDecimal(5, "GBP")).toBe("0.05");
    expect(minorToDecimal(1200, "JPY")).toBe("1200");
    expect(formatMoney(6755, "GBP")).toBe("£67.55");
    expect(formatMoney(6755, "EUR")).toBe("€67.55");
    expect(
      quoteTotal([
        { unitPriceMinor: 4250, quantity: 2 },
        { unitPriceMinor: null, quantity: 3 },
      ]),
    ).toBe(8500);
    expect(isCurrency("GBP")).toBe(true);
    expect(isCurrency("XXY")).toBe(false);
    expect(isCurrency("gbp")).toBe(false);
  });
});

describe("quote states", () => {
  const q = (status: "OPEN" | "OFFERED" | "ACCEPTED" | "DECLINED" | "COMPLETED", validUntil: string | null = null) => ({
    status,
    completedAt: null,
    validUntil,
  });
  it("an offer reads expired the day after its validity date", () => {
    expect(quoteState(q("OFFERED", "2026-11-26"), day)).toBe("offered");
    expect(quoteState(q("OFFERED", "2026-11-25"), day)).toBe("expired");
    expect(quoteState({ ...q("ACCEPTED"), completedAt: "2026-11-20T10:00:00Z" }, day)).toBe("completed");
    expect(quoteState(q("DECLINED"), day)).toBe("declined");
  });
  it("who may move from where", () => {
    expect(["open", "offered", "expired"].every((s) => canOfferFrom(s as never))).toBe(true);
    expect(["accepted", "declined", "completed"].some((s) => canOfferFrom(s as never))).toBe(false);
    expect(canDecideFrom("offered")).toBe(true);
    expect(canDecideFrom("expired")).toBe(false);
  });
});

describe("line specification", () => {
  it("copies the configuration and reads back what was stored, whatever its age", () => {
    const spec = lineSpecFrom({
      name: "2SN 1/2",
      type: "2SN",
      boreSize: "1/2",
      length: 1200,
      displayPressure: 250,
      connection1: "JIC",
      connection1Type: "90°",
      connection1JumpSize: "1/2",
      connection2: "BSP",
      connection2Type: "Straight",
      connection2JumpSize: "1/2",
      orientation: 0,
      manufacturer: null,
      sleeving: false,
      testCertificate: false,
      conformityCertificate: true,
    });
    expect(lineSpecSummary(spec)).toBe(
      "2SN 1/2 · 1,200 mm · 250 bar · JIC 90° 1/2 / BSP Straight 1/2 · conformity certificate",
    );
    expect(readLineSpec(JSON.parse(JSON.stringify(spec)))).toEqual(spec);
    expect(readLineSpec({})).toEqual(lineSpecFrom(null));
  });
});

describe("quote update email", () => {
  it("says who moved the quote, its total and validity", () => {
    const props = {
      client: { name: "Demo Hydraulics", primaryUrl: "http://demo.localhost:3000", logoKey: null },
      firstName: "Cara",
      kind: "offered" as const,
      fromOrganisation: "Northern Hose Supply",
      fromName: "Dana Smith",
      toOrganisation: "Quarry Works Ltd",
      lineCount: 3,
      total: "£67.55",
      validUntil: "26/12/2026",
      message: "Fitted at the next shutdown.",
      link: "http://demo.localhost:3000/portal/c/quote-requests/q",
    };
    expect(quoteUpdateSubject(props)).toBe("Northern Hose Supply priced your quote for 3 hoses");
    expect(quoteUpdateSubject({ ...props, kind: "accepted", lineCount: 1 })).toBe(
      "Northern Hose Supply accepted your quote for 1 hose",
    );
    const text = quoteUpdateText(props);
    expect(text).toContain("Dana Smith of Northern Hose Supply has priced the quote for 3 hoses.");
    expect(text).toContain("Total: £67.55");
    expect(text).toContain("Valid until: 26/12/2026");
    expect(text).toContain(props.link);
  });
});
