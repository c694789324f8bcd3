import { describe, expect, it } from "vitest";
import { quoteStatusIn, quoteTitleIn, quotesText } from "@/components/quotes/quote-text";
import { translateSentence } from "@/lib/i18n/catalogue";
import { lineProblems } from "@/lib/quotes/create-quote";
import { LINES_SENT } from "@/lib/quotes/create-quote-lines";
import type { LineHose } from "@/lib/quotes/quote-lines";
import { DECISION_NOT_ALLOWED } from "@/lib/quotes/decide-quote";
import { OFFER_NOT_ALLOWED } from "@/lib/quotes/offer-quote";
import type { QuoteRow } from "@/lib/quotes/schemas";
import { QuoteLinesCreateSchema } from "@/lib/quotes/schemas";
import { quoteTitle, type QuoteViewer } from "@/lib/quotes/title";

/**
 * The quote screens in the page's language: British English exactly as the API says it (SPEC §4
 * titles, the status chip), the other languages from the catalogue; the services' sentences
 * translated by their English wording.
 */
const quote = {
  requestorOrganisationId: "quarry",
  receiverOrganisationId: "north",
  requesterOrganisation: { name: "Quarry Co" },
  receiverOrganisation: { name: "North Hoses" },
} as QuoteRow;
const english = {
  requestorOrganisationId: "quarry",
  receiverOrganisationId: "north",
  requesterOrganisationName: "Quarry Co",
  receiverOrganisationName: "North Hoses",
};
const viewers: QuoteViewer[] = [
  { organisationId: "north", isDistributor: true },
  { organisationId: "quarry", isDistributor: true },
  { organisationId: "quarry", isDistributor: false },
  { organisationId: "north", isDistributor: false },
  null,
];

describe("quote titles and states in the page's language", () => {
  it("say in British English what the API says", () => {
    const text = quotesText("en-GB");
    for (const viewer of viewers) expect(quoteTitleIn(viewer, quote, text)).toBe(quoteTitle(viewer, english));
    expect(quoteStatusIn({ completedAt: null, status: "expired" }, text)).toBe("Expired");
    expect(quoteStatusIn({ completedAt: "2026-03-04T10:00:00.000Z", status: "completed" }, text)).toBe(
      "Completed on 04/03/2026",
    );
  });

  it("name the right organisation in German and French, and write the date as the language does", () => {
    const de = quotesText("de");
    expect(quoteTitleIn(viewers[0]!, quote, de)).toBe("Quarry Co hat ein Angebot angefordert");
    expect(quoteTitleIn(viewers[2]!, quote, de)).toBe("Ihr Unternehmen hat ein Angebot bei North Hoses angefordert");
    expect(quoteTitleIn(null, quote, quotesText("fr"))).toBe("Quarry Co a envoyé une demande à North Hoses");
    expect(quoteStatusIn({ completedAt: "2026-03-04T10:00:00.000Z", status: "completed" }, de)).toBe(
      "Abgeschlossen am 04.03.2026",
    );
  });
});

describe("the services' quote sentences", () => {
  it("are translated, with the values of those that carry one", () => {
    expect(translateSentence("Quote request sent", "de")).toBe("Angebotsanfrage gesendet");
    expect(translateSentence("Quote priced and sent", "fr")).toBe("Devis chiffré et envoyé");
    expect(translateSentence(DECISION_NOT_ALLOWED("Expired"), "es")).toBe(
      "Un presupuesto caducado ya no se puede aceptar ni rechazar",
    );
    expect(translateSentence(OFFER_NOT_ALLOWED("changed"), "de")).toBe(
      "Das Angebot wurde inzwischen geändert, Preise können nicht angegeben werden",
    );
    expect(translateSentence("This hose does not belong to your organisation", "fr")).toBe(
      "Ce flexible n'appartient pas à votre organisation",
    );
    expect(translateSentence("This hose does not belong to Quarry Co", "de")).toBe(
      "Diese Schlauchleitung gehört nicht zu Quarry Co",
    );
  });

  it("say a quote of several hoses, its counts and what was left out, each as the language words it", () => {
    expect(translateSentence(LINES_SENT.offer(1), "fr")).toBe("Proposition de devis envoyée pour 1 flexible");
    expect(translateSentence(LINES_SENT.leftOut(LINES_SENT.offer(12), 2), "es")).toBe(
      "Oferta de presupuesto enviada para 12 mangueras; se han omitido 2 mangueras que no se pueden presupuestar",
    );
    expect(translateSentence("Press feed: This hose does not belong to Quarry Co", "fr")).toBe(
      "Press feed : ce flexible n'appartient pas à Quarry Co",
    );
    // The hose as typed, even when its name reads like a sentence of the catalogue.
    expect(translateSentence("Hose archived: This hose is archived", "de")).toBe(
      "Hose archived: Diese Schlauchleitung ist archiviert",
    );
  });

  it("name a hose of a quote of several by its name or tag, and a hose with neither not at all", () => {
    const actor = { id: "quarry", name: "Quarry Co", isDistributor: false };
    const receiver = { id: "north", name: "North Hoses" };
    const hose = (name: string | null, tagId: string | null) =>
      ({ name, tagId, customerOrganisationId: "quarry", deletedAt: new Date(), hoseConfigurationId: "c" }) as LineHose;
    expect(lineProblems(actor, receiver, hose("Press feed", "T-1"))).toEqual(["Press feed: This hose is archived"]);
    expect(lineProblems(actor, receiver, hose(null, "T-1"))).toEqual(["T-1: This hose is archived"]);
    const [unnamed] = lineProblems(actor, receiver, hose(null, null));
    expect(unnamed).toBe("This hose is archived");
    expect(translateSentence(unnamed!, "de")).toBe("Diese Schlauchleitung ist archiviert");
  });

  it("cover what the request's schema answers", () => {
    const parsed = QuoteLinesCreateSchema.safeParse({
      message: "",
      requestorOrganisationId: "a",
      receiverOrganisationId: "b",
      hoses: [{ hoseId: "c", quantity: 1001 }],
    });
    const messages = parsed.success ? [] : parsed.error.issues.map((i) => i.message);
    expect(messages.length).toBeGreaterThan(3);
    for (const message of messages) expect(translateSentence(message, "de"), message).not.toBe(message);
  });
});
