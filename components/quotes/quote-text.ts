import "server-only";
import { formatDateIn } from "@/lib/dates";
import { clientTexts } from "@/lib/i18n/catalogue";
import { formatText } from "@/lib/i18n/format-text";
import type { Locale } from "@/lib/i18n/locales";
import type { QuoteState } from "@/lib/quotes/status";
import { type QuoteTitleKind, type QuoteViewer, quoteTitleKind } from "@/lib/quotes/title";
import type { QuoteRow } from "@/lib/quotes/schemas";
import type enGB from "@/messages/en-GB.json";

/**
 * The quote screens' shared words in the page's language: the `quotes` catalogue namespace (the
 * list, the titles of SPEC §4, the states). Its British English entries are the texts of
 * lib/quotes/title.ts and status.ts, which the API, the emails and the export keep.
 */
export type QuotesText = Record<keyof typeof enGB.quotes, string> & { locale: Locale };

export function quotesText(locale: Locale): QuotesText {
  return { ...clientTexts(locale, "quotes"), locale };
}

const TITLES: Record<QuoteTitleKind, keyof typeof enGB.quotes> = {
  offeredTo: "titleOfferedTo",
  requested: "titleRequested",
  requestedFrom: "titleRequestedFrom",
  offeredToProvide: "titleOfferedToProvide",
  sentTo: "titleSentTo",
};

/** The quote's title for the viewer (SPEC §4), as quoteTitle says it, in the page's language. */
export function quoteTitleIn(viewer: QuoteViewer, q: QuoteRow, text: QuotesText): string {
  const kind = quoteTitleKind(viewer, {
    requestorOrganisationId: q.requestorOrganisationId,
    receiverOrganisationId: q.receiverOrganisationId,
    requesterOrganisationName: q.requesterOrganisation.name,
    receiverOrganisationName: q.receiverOrganisation.name,
  });
  const requester = q.requesterOrganisation.name;
  const receiver = q.receiverOrganisation.name;
  // The sentences with one organisation name the other side: the receiver when the viewer sent it.
  const organisation = kind === "offeredTo" || kind === "requestedFrom" ? receiver : requester;
  return formatText(text[TITLES[kind]], { organisation, requester, receiver });
}

const STATES: Record<QuoteState, keyof typeof enGB.quotes> = {
  open: "stateOpen",
  offered: "stateOffered",
  accepted: "stateAccepted",
  declined: "stateDeclined",
  expired: "stateExpired",
  completed: "stateCompleted",
};

/** The status chip's words (SPEC §4): 'Completed on {date}' once completed, else the state. */
export function quoteStatusIn(q: { completedAt: string | null; status: QuoteState }, text: QuotesText): string {
  if (q.completedAt) return formatText(text.completedOn, { date: formatDateIn(q.completedAt, text.locale) });
  return text[STATES[q.status]];
}
