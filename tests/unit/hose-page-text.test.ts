import { describe, expect, it } from "vitest";
import { fittedText, intervalsText, openQuoteText, replaceReasonText } from "@/lib/hoses/status-text";

describe("the hose page's texts", () => {
  it("says why a hose reads Replace: a failed inspection, else the replacement date", () => {
    const base = { lastInspectionDate: "2026-11-26", replacementDate: "2031-01-26" };
    expect(replaceReasonText({ ...base, status: 2, lastInspectionResult: 2 })).toBe(
      "Replace: the inspection of 26/11/2026 found it needs replacing",
    );
    expect(replaceReasonText({ ...base, status: 2, lastInspectionResult: 0, replacementDate: "2026-08-26" })).toBe(
      "Replace: its replacement date 26/08/2026 has passed",
    );
    expect(replaceReasonText({ ...base, status: 1, lastInspectionResult: 1 })).toBeNull();
  });

  it("names the intervals row for what it is, not 'Timeline'", () => {
    expect(intervalsText({ hoseInspectionMonths: null, hoseReplacementMonths: null })).toBe("The customer's intervals");
    expect(intervalsText({ hoseInspectionMonths: 6, hoseReplacementMonths: 48 })).toBe(
      "This hose's own: inspection every 6 months, replacement after 48 months",
    );
    expect(intervalsText({ hoseInspectionMonths: 3, hoseReplacementMonths: null })).toBe(
      "This hose's own: inspection every 3 months; replacement after the customer's interval",
    );
  });

  it("says 'None' or 'Not recorded' rather than 'Not set' for sleeving and certificates", () => {
    expect(fittedText({ sleeving: false, testCertificate: false, conformityCertificate: false })).toBe("None");
    expect(fittedText({ sleeving: null, testCertificate: null, conformityCertificate: null })).toBe("Not recorded");
    expect(fittedText({ sleeving: true, testCertificate: null, conformityCertificate: true })).toBe(
      "Sleeving, Conformity certificate",
    );
  });

  it("dates an open quote request", () => {
    expect(openQuoteText("Your company requested a quote from North", "2026-11-26T10:00:00.000Z")).toBe(
      "Your company requested a quote from North on 26/11/2026",
    );
  });
});
