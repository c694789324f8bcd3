import { describe, expect, it } from "vitest";
import { hoseRuleMessages } from "@/components/imports/hose-rule-messages";
import { ruleTranslator } from "@/components/imports/rule-messages";
import { HOSE_MESSAGES, HOSE_WARNINGS } from "@/lib/hoses/import/rules";

/** The hose import preview's messages in the page's language, found by the rules' English wording. */
describe("the hose import rules' messages", () => {
  it("say a fixed message, one with a field name and one with values in German", () => {
    const say = ruleTranslator(hoseRuleMessages("de"));
    expect(say(HOSE_MESSAGES.duplicateLine)).toBe("Doppelte Zeile");
    expect(say(HOSE_MESSAGES.future("Build date"))).toBe("Konfektionsdatum darf nicht in der Zukunft liegen");
    expect(say(HOSE_MESSAGES.tooLong("Each part of the location", 100))).toBe(
      "Jeder Teil des Standorts darf höchstens 100 Zeichen lang sein",
    );
    expect(say(HOSE_MESSAGES.ambiguousName("Feed {1}"))).toBe(
      "Mehrere Schlauchleitungen dieses Kunden heißen „Feed {1}“: Geben Sie die Tag-ID an",
    );
    expect(say(HOSE_WARNINGS.newZone("Main > Crusher"))).toBe("Neuer Standort: Main > Crusher wird angelegt");
  });

  it("leave British English and a message they do not know as they are", () => {
    expect(hoseRuleMessages("en-GB")).toBeNull();
    expect(ruleTranslator(null)(HOSE_MESSAGES.duplicateLine)).toBe("Duplicate line");
    expect(ruleTranslator(hoseRuleMessages("fr"))("Something else")).toBe("Something else");
    // A field name the rules have no translation for keeps its English inside the translation.
    expect(ruleTranslator(hoseRuleMessages("es"))(HOSE_MESSAGES.flag("Colour"))).toBe(
      "Colour debe ser 1, 0 o estar vacío",
    );
  });
});
