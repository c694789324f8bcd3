import { describe, expect, it } from "vitest";
import { translateSentence } from "@/lib/i18n/catalogue";
import { lifePolicySavedMessage } from "@/lib/hoses/messages";
import { importedMessage } from "@/lib/hose-configurations/import/rules";
import { checklistVersionMessage } from "@/lib/checklists/messages";
import { userInvitedMessage } from "@/lib/users/messages";
import { filtersIn } from "@/lib/i18n/filter-labels";
import { inUseWarning } from "@/components/hose-configurations/in-use-warning";

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

describe("the configuration delete dialog's warning", () => {
  it("reads in British English as it always has, and in German", () => {
    const keep = "It will be hidden from the library and the pick lists instead of deleted, and";
    expect(inUseWarning({ active: 0, archived: 1 }, "en-GB")).toBe(
      `1 archived hose uses this configuration. ${keep} that hose keeps it.`,
    );
    expect(inUseWarning({ active: 2, archived: 1 }, "en-GB")).toBe(
      `2 tagged hoses and 1 archived hose use this configuration. ${keep} those hoses keep it.`,
    );
    expect(inUseWarning({ active: 3, archived: 0 }, "en-GB")).toBe(
      `3 tagged hoses use this configuration. ${keep} those hoses keep it.`,
    );
    expect(inUseWarning({ active: 0, archived: 0 }, "en-GB")).toBeNull();
    expect(inUseWarning({ active: 1, archived: 0 }, "de")).toMatch(
      /^1 gekennzeichnete Schlauchleitung verwendet diese Konfiguration\./,
    );
  });

  it("and the notice of a configuration hidden instead of deleted comes back translated", () => {
    expect(
      translateSentence(
        "4SH Bravo is used by 3 tagged hoses: it has been hidden from the library and those hoses keep it",
        "es",
      ),
    ).toBe("4SH Bravo la usan 3 mangueras etiquetadas: se ha ocultado de la biblioteca y esas mangueras la conservan");
  });
});
