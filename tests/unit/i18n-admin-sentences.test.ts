import { describe, expect, it } from "vitest";
import { translateSentence } from "@/lib/i18n/catalogue";
import { lifePolicySavedMessage } from "@/lib/hoses/messages";
import { importedMessage } from "@/lib/hose-configurations/import/rules";
import { checklistVersionMessage } from "@/lib/checklists/messages";
import { userInvitedMessage } from "@/lib/users/messages";
import { filtersIn } from "@/lib/i18n/filter-labels";

/**
 * The notices of the office screens (settings, users, checklists, configurations, life policies)
 * come back in the reader's language: the services say them in English, the `sentences`
 * catalogue finds them by their wording, counts and names carried over.
 */
describe("the office screens' sentences", () => {
  it("are translated with their values, one hose and many alike", () => {
    expect(translateSentence(lifePolicySavedMessage(1), "de")).toBe(
      "Lebensdauerregel gespeichert; 1 Schlauchleitung neu geplant",
    );
    expect(translateSentence(lifePolicySavedMessage(3), "fr")).toBe(
      "Règle de durée de vie enregistrée ; 3 flexibles replanifiés",
    );
    expect(translateSentence("Settings saved; 2 hoses rescheduled", "es")).toBe(
      "Ajustes guardados; 2 mangueras reprogramadas",
    );
    expect(translateSentence(importedMessage(4, 2), "de")).toBe("4 Konfigurationen importiert, 2 unverändert");
    expect(translateSentence(importedMessage(4, 0), "de")).toBe("4 Konfigurationen importiert");
    expect(translateSentence(checklistVersionMessage("Pressure lines", 3), "es")).toBe(
      "Lista de control Pressure lines guardada como versión 3",
    );
    expect(translateSentence(userInvitedMessage("ana@example.com"), "fr")).toBe(
      "Une invitation a été envoyée à ana@example.com",
    );
    expect(translateSentence("Name is required", "de")).toBe("Der Name ist erforderlich");
  });

  it("stay English for a British reader", () => {
    expect(translateSentence(lifePolicySavedMessage(1), "en-GB")).toBe("Life policy saved; 1 hose rescheduled");
  });
});

describe("filtersIn", () => {
  it("translates labels and hints, and the options of the filters whose choices are words", () => {
    const filters = [
      { id: "search", label: "Search", description: "Name or email", type: "text", options: [], value: [] },
      { id: "role", label: "Role", type: "select", options: [{ value: "2", label: "Admin" }], value: [] },
      { id: "organisation", label: "Organisation", type: "select", options: [{ value: "x", label: "Admin" }] },
    ] as unknown as Parameters<typeof filtersIn>[0];
    const words = { Search: "Suche", "Name or email": "Name oder E-Mail", Role: "Rolle", Admin: "Administrator" };
    const out = filtersIn(filters, words, ["role"]);
    expect(out.map((f) => f.label)).toEqual(["Suche", "Rolle", "Organisation"]);
    expect(out[0]!.description).toBe("Name oder E-Mail");
    expect(out[1]!.options[0]!.label).toBe("Administrator");
    // A tenant's own name stays as it is, even when it reads like a word of the catalogue.
    expect(out[2]!.options[0]!.label).toBe("Admin");
  });
});
