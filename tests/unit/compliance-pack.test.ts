import { describe, expect, it } from "vitest";
import { packFileName } from "@/lib/compliance/pack-dto";
import { pdfText } from "@/lib/compliance/pack-pdf";

describe("compliance pack text", () => {
  it("keeps what the standard PDF fonts print, drops accents it cannot, marks the rest", () => {
    expect(pdfText("Main Quarry > Hall 2")).toBe("Main Quarry > Hall 2");
    expect(pdfText("Zoë's 90° bend, 1/2\" £")).toBe("Zoë's 90° bend, 1/2\" £");
    expect(pdfText("Çelik  Łódź\n\tline")).toBe("Çelik ?ódz line");
    expect(pdfText("起重机 №5")).toBe("??? No5");
    expect(pdfText(null)).toBe("");
  });

  it("names the file after the customer and the day it was asked for", () => {
    expect(packFileName("Quarry Works Ltd", new Date("2026-11-23T21:00:00Z"))).toBe(
      "compliance-pack-quarry-works-ltd-2026-11-23.pdf",
    );
    expect(packFileName("Ørsted & Sønner A/S", new Date("2026-01-02T00:00:00Z"))).toBe(
      "compliance-pack-rsted-s-nner-a-s-2026-01-02.pdf",
    );
    expect(packFileName("起重机", new Date("2026-01-02T00:00:00Z"))).toBe("compliance-pack-customer-2026-01-02.pdf");
  });
});
