import { describe, expect, it } from "vitest";
import { dayIn, packText } from "@/lib/compliance/pack-text";

/**
 * The compliance pack's words (lib/compliance/pack-text.ts): British English exactly as the
 * pack has always printed it, the other languages from the catalogues, the JSON's English values
 * put into the reader's language, and dates as each language writes them.
 */
describe("the pack's words", () => {
  it("keeps today's English lines", () => {
    const t = packText("en-GB");
    expect(t.inspectionHeading({ date: "01/02/2026", result: t.status("Replace"), type: "Periodic" })).toBe(
      "01/02/2026  Replace  -  Periodic",
    );
    expect(
      t.signedBy({ method: t.signature("Confirmed with password"), signer: "Pat", time: "2026-02-01 10:15" }),
    ).toBe("Confirmed with password by Pat at 2026-02-01 10:15 UTC");
    expect(t.inspectionCount(1)).toBe("1 inspection");
    expect(t.inspectionCount(1234)).toBe("1234 inspections");
    expect(t.chainValid(3)).toBe("The audit trail verifies: 3 entries, each linked to the one before it by its hash.");
    expect(t.note({ date: "01/02/2026" }).split("\n")).toHaveLength(4);
    expect(t.reason("Other: a forklift")).toBe("Other: a forklift");
    expect(t.day("01/02/2026")).toBe("01/02/2026");
  });

  it("puts the JSON's English values into the reader's language", () => {
    const t = packText("de");
    expect(t.status("Replace")).toBe("Austauschen");
    expect(t.status("Retired")).toBe("Ausgemustert");
    expect(t.answer("Fail")).toBe("Nicht bestanden");
    expect(t.type("Extraordinary (after an event)")).toBe("Außerordentliche Prüfung (nach einem Ereignis)");
    expect(t.reason("Accident or damage")).toBe("Unfall oder Beschädigung");
    expect(t.reason("Other: Stapler")).toBe("Sonstiges: Stapler");
    expect(t.retirement("In-service failure: abrasion")).toBe("Ausfall im Betrieb: Abrieb");
    expect(t.signature("Signed on the screen")).toBe("Auf dem Bildschirm unterschrieben");
    // A value the pack does not know stays as it is.
    expect(t.status("Something new")).toBe("Something new");
    expect(t.inspectionCount(1234)).toBe("1.234 Prüfungen");
  });

  it("writes dates as each language does", () => {
    expect(dayIn("de")("23/11/2026")).toBe("23.11.2026");
    expect(dayIn("fr")("23/11/2026")).toBe("23/11/2026");
    expect(dayIn("es")("23/11/2026")).toBe("23/11/2026");
    expect(dayIn("de")("")).toBe("");
  });
});
