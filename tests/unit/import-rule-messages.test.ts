import { describe, expect, it } from "vitest";
import {
  CONFIGURATION_IMPORT_TEMPLATES,
  HOSE_IMPORT_TEMPLATES,
  importRuleMessages,
} from "@/components/imports/import-rule-messages";
import { ruleTranslator } from "@/components/imports/rule-messages";
import { parseImportFile } from "@/lib/hose-configurations/import/template";
import { MESSAGES, notInCatalogue, WARNINGS } from "@/lib/hose-configurations/import/rules";
import { NUMBER_MESSAGES } from "@/lib/hose-configurations/number-fields";
import { HOSE_MESSAGES, HOSE_WARNINGS } from "@/lib/hoses/import/rules";
import { parseHoseImportFile } from "@/lib/hoses/import/template";
import { UNIT_NOTES } from "@/lib/csv/units";
import { translateSentence } from "@/lib/i18n/catalogue";
import { LOCALES } from "@/lib/i18n/locales";

/**
 * The import screens' messages in the page's language, found by the English wording of the
 * rules and the file's reader: the catalogue's `sentences` (as the API says them) and the
 * field names their `{field}` takes (`fieldNames`).
 */
describe("the hose import rules' messages", () => {
  it("say a fixed message, one with a field name and one with values in German", () => {
    const say = ruleTranslator(importRuleMessages("de", HOSE_IMPORT_TEMPLATES));
    expect(say(HOSE_MESSAGES.duplicateLine)).toBe("Doppelte Zeile");
    expect(say(HOSE_MESSAGES.future("Build date"))).toBe("Konfektionsdatum darf nicht in der Zukunft liegen");
    expect(say(HOSE_MESSAGES.tooLong("Each part of the location", 100))).toBe(
      "Jeder Teil des Standorts darf höchstens 100 Zeichen lang sein",
    );
    expect(say(HOSE_MESSAGES.ambiguousName("Feed {1}"))).toBe(
      "Mehrere Schlauchleitungen dieses Kunden heißen „Feed {1}“: Geben Sie die Tag-ID an",
    );
    expect(say(HOSE_WARNINGS.newZone("Main > Crusher"))).toBe("Neuer Standort: Main > Crusher wird angelegt");
    expect(say(HOSE_MESSAGES.tagUnavailable)).toBe(
      "Dieses Tag ist für diesen Kunden nicht verfügbar: Es wurde nicht für seinen Händler hochgeladen, oder eine andere Schlauchleitung trägt es",
    );
  });

  it("say the file's header and parser messages, the column names as the file has them", () => {
    const say = ruleTranslator(importRuleMessages("fr", HOSE_IMPORT_TEMPLATES));
    const header = parseHoseImportFile("Tag,Name\r\n1,2\r\n");
    expect(header.headerErrors.map(say)).toEqual(["Le fichier CSV ne correspond pas au modèle"]);
    const wrong = parseHoseImportFile(
      "Tag id,Nom,Location,Configuration,Manufacturer,Manufacture date,Build date,Installation date,Last inspection date,Last inspection result,Inspected by,Inspection interval (months),Replacement interval (months),Sleeving,Test certificate,Conformity certificate,Notes\r\n",
    );
    expect(wrong.headerErrors.map(say)).toEqual(["Name était attendu, mais le fichier contient Nom"]);
    const quotes = parseHoseImportFile('Tag id,Name\r\nT-1,"Feed\r\n');
    expect(quotes.parseErrors.map(say)).toEqual(["Ligne 2 : un champ entre guillemets n'est pas fermé"]);
  });

  it("leave British English and a message they do not know as they are", () => {
    expect(importRuleMessages("en-GB", HOSE_IMPORT_TEMPLATES)).toBeNull();
    expect(ruleTranslator(null)(HOSE_MESSAGES.duplicateLine)).toBe("Duplicate line");
    expect(ruleTranslator(importRuleMessages("fr", HOSE_IMPORT_TEMPLATES))("Something else")).toBe("Something else");
    // A field name the catalogue has no translation for keeps its English inside the translation.
    expect(ruleTranslator(importRuleMessages("es", HOSE_IMPORT_TEMPLATES))(HOSE_MESSAGES.flag("Colour"))).toBe(
      "Colour debe ser 1, 0 o estar vacío",
    );
  });
});

describe("the configuration import rules' messages", () => {
  it("say the rules' errors, warnings and unit notes in Spanish, the most specific template first", () => {
    const say = ruleTranslator(importRuleMessages("es", CONFIGURATION_IMPORT_TEMPLATES));
    expect(say(MESSAGES.sleeving)).toBe("Funda protectora debe ser 1, 0 o estar vacío");
    expect(say(MESSAGES.lengthNaN)).toBe("Longitud no es un número");
    expect(say(NUMBER_MESSAGES.tooLarge("Orientation", 359, " degrees"))).toBe(
      "Orientación debe ser como máximo 359 grados",
    );
    expect(say(NUMBER_MESSAGES.tooLarge("Display pressure", 145038, " psi"))).toBe(
      "Presión indicada debe ser como máximo 145038 psi",
    );
    expect(say(MESSAGES.tooLong("Connection 2 size", 100))).toBe(
      "Tamaño de la conexión 2 debe tener como máximo 100 caracteres",
    );
    expect(say(notInCatalogue("Hose type", "R2AT"))).toBe(
      "Tipo de manguera «R2AT» no está en el catálogo; pida al administrador de su proveedor que lo añada",
    );
    expect(say(WARNINGS.connection1Type)).toBe("El tipo de la conexión 1 es nuevo");
    expect(say(UNIT_NOTES.pressure("3000 psi", 207))).toBe("Presión 3000 psi leída como 207 bar");
    expect(parseImportFile("Name\r\n").headerErrors.map(say)).toEqual(["El CSV no coincide con la plantilla"]);
  });
});

describe("every import message", () => {
  const templates = [...new Set([...HOSE_IMPORT_TEMPLATES, ...CONFIGURATION_IMPORT_TEMPLATES])];

  it("is a sentence of the catalogue, so the screens and the API say it in every language", () => {
    for (const locale of LOCALES.filter((l) => l !== "en-GB")) {
      const known = new Set(importRuleMessages(locale, templates)!.messages.map(([english]) => english));
      expect(
        templates.filter((t) => !known.has(t)),
        locale,
      ).toEqual([]);
    }
  });

  it("is translated for the API by its English wording, field names and numbers included", () => {
    expect(translateSentence(HOSE_MESSAGES.date("Last inspection date"), "de")).toBe(
      "Datum der letzten Prüfung ist kein Datum (JJJJ-MM-TT oder TT/MM/JJJJ)",
    );
    expect(translateSentence(NUMBER_MESSAGES.tooLarge("Length", 1_000_000, " mm"), "fr")).toBe(
      "Longueur ne doit pas dépasser 1000000 mm",
    );
    expect(translateSentence(MESSAGES.tooLong("Bore size", 100), "de")).toBe(
      "Nennweite darf höchstens 100 Zeichen lang sein",
    );
    expect(translateSentence("This customer has reached its limit of 50,000 hoses", "de")).toBe(
      "Dieser Kunde hat seine Höchstzahl von 50.000 Schlauchleitungen erreicht",
    );
  });
});
