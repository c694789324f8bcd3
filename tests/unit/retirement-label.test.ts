import { describe, expect, it } from "vitest";
import { retirementLabelIn } from "@/components/hoses/hose-form-text";
import type { HoseFormText } from "@/components/hoses/hose-form";
import { clientTexts } from "@/lib/i18n/catalogue";
import { RETIREMENT_REASONS } from "@/lib/hoses/retirement";

const words = (locale: "en-GB" | "de"): HoseFormText => ({ ...clientTexts(locale, "hoseForm"), locale });

describe("retirementLabelIn", () => {
  it("words every retirement reason's English label in German, and keeps British English as it is", () => {
    for (const reason of RETIREMENT_REASONS) {
      expect(retirementLabelIn(reason.label, words("en-GB"))).toBe(reason.label);
      const german = retirementLabelIn(reason.label, words("de"));
      expect(german).not.toBe("");
      expect(german, reason.value).not.toBe(reason.label);
    }
  });

  it("leaves a text that is no reason's label as it came", () => {
    expect(retirementLabelIn("Eaten by a goat", words("de"))).toBe("Eaten by a goat");
  });
});
