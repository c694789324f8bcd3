import { describe, expect, it } from "vitest";
import { formatDate, formatDateIn } from "@/lib/dates";
import { translateErrorBody, translateSentence } from "@/lib/i18n/catalogue";
import { anonymousLocale, clientDefaultLocale, negotiateLocale, userLocale } from "@/lib/i18n/locales";

/** Which language a request gets, dates written for it, and the services' sentences translated. */
describe("negotiateLocale", () => {
  const all = ["en-GB", "de", "fr", "es"] as const;

  it("takes the best-rated language the client offers, by primary language", () => {
    expect(negotiateLocale("de-AT,de;q=0.9,en;q=0.8", all)).toBe("de");
    expect(negotiateLocale("en-US,en;q=0.9", all)).toBe("en-GB");
    expect(negotiateLocale("it-IT, fr;q=0.5, es;q=0.7", all)).toBe("es");
    expect(negotiateLocale("*", ["fr", "de"])).toBe("fr");
  });

  it("answers null for nothing acceptable, q=0 and junk", () => {
    expect(negotiateLocale("it-IT,pt;q=0.8", all)).toBeNull();
    expect(negotiateLocale("de;q=0", all)).toBeNull();
    expect(negotiateLocale("", all)).toBeNull();
    expect(negotiateLocale(null, all)).toBeNull();
    expect(negotiateLocale(";;;,,=", all)).toBeNull();
  });
});

describe("the language of a page", () => {
  const client = { languages: ["en-GB", "de", "fr"], defaultLocale: "fr" };

  it("signed out: the browser's among the client's, else the client's default", () => {
    expect(anonymousLocale(client, "de-DE")).toBe("de");
    expect(anonymousLocale(client, "es-ES")).toBe("fr");
    expect(anonymousLocale(null, "de")).toBe("en-GB");
  });

  it("signed in: the user's own while offered, else the client's default", () => {
    expect(userLocale(client, "de")).toBe("de");
    expect(userLocale(client, "es")).toBe("fr");
    expect(userLocale(client, null)).toBe("fr");
    // A default the client no longer offers gives way to its first language.
    expect(clientDefaultLocale({ languages: ["de", "es"], defaultLocale: "fr" })).toBe("de");
    expect(clientDefaultLocale({ languages: [], defaultLocale: "de" })).toBe("en-GB");
  });
});

describe("formatDateIn", () => {
  it("keeps British English exactly as formatDate, and writes the others' way", () => {
    for (const value of ["2026-03-07", "2026-06-30T23:30:00.000Z", new Date(Date.UTC(2026, 11, 31))])
      expect(formatDateIn(value, "en-GB")).toBe(formatDate(value));
    expect(formatDateIn("2026-03-07", "de")).toBe("07.03.2026");
    expect(formatDateIn("2026-03-07", "fr")).toBe("07/03/2026");
    expect(formatDateIn("2026-03-07", "es")).toBe("07/03/2026");
    // A timestamp is its day in the display zone (01/07 under BST), as formatDate does.
    expect(formatDateIn("2026-06-30T23:30:00.000Z", "de")).toBe("01.07.2026");
  });
});

describe("translateSentence", () => {
  it("translates a known sentence, with its values, and leaves others as they are", () => {
    expect(translateSentence("Invalid email or password", "de")).toBe("E-Mail-Adresse oder Passwort ist falsch");
    expect(translateSentence("The email digest of Quarry Works Ltd is already off", "es")).toBe(
      "El resumen por correo de Quarry Works Ltd ya está desactivado",
    );
    expect(translateSentence("Something nobody wrote down", "fr")).toBe("Something nobody wrote down");
    expect(translateSentence("Invalid email or password", "en-GB")).toBe("Invalid email or password");
    expect(translateErrorBody({ email: ["Please enter a valid email address"] }, "fr")).toEqual({
      email: ["Veuillez saisir une adresse e-mail valide"],
    });
  });
});
