/**
 * SPEC §4 quote titles, for the organisation looking at the quote. Pure: the list, the dialog,
 * the export and the unit tests share it.
 *  - distributor: 'Your company offered a quote to {organisation}' / '{organisation} requested a quote'
 *  - customer: 'Your company requested a quote from {organisation}' / '{organisation} offered to provide a quote'
 *  - anyone else (client admins): '{organisation} sent request to {organisation}'
 */
export type QuoteViewer = { organisationId: string; isDistributor: boolean } | null;

type TitledQuote = {
  requestorOrganisationId: string;
  requesterOrganisationName: string;
  receiverOrganisationName: string;
  receiverOrganisationId: string;
};

/**
 * Which of the SPEC §4 titles the viewer reads: the screens say it in the page's language from
 * this, the API in English (quoteTitle).
 */
export type QuoteTitleKind = "offeredTo" | "requested" | "requestedFrom" | "offeredToProvide" | "sentTo";

export function quoteTitleKind(viewer: QuoteViewer, quote: TitledQuote): QuoteTitleKind {
  const sent = viewer !== null && viewer.organisationId === quote.requestorOrganisationId;
  const received = viewer !== null && viewer.organisationId === quote.receiverOrganisationId;
  if (viewer && viewer.isDistributor && (sent || received)) return sent ? "offeredTo" : "requested";
  if (viewer && !viewer.isDistributor && (sent || received)) return sent ? "requestedFrom" : "offeredToProvide";
  return "sentTo";
}

export function quoteTitle(viewer: QuoteViewer, quote: TitledQuote): string {
  const requester = quote.requesterOrganisationName;
  const receiver = quote.receiverOrganisationName;
  switch (quoteTitleKind(viewer, quote)) {
    case "offeredTo":
      return `Your company offered a quote to ${receiver}`;
    case "requested":
      return `${requester} requested a quote`;
    case "requestedFrom":
      return `Your company requested a quote from ${receiver}`;
    case "offeredToProvide":
      return `${requester} offered to provide a quote`;
    case "sentTo":
      return `${requester} sent request to ${receiver}`;
  }
}

/** The HoseQuote dialog title (SPEC §4): 'Offer quote' for a distributor, 'Request quote' otherwise. */
export function quoteDialogTitle(isDistributor: boolean): string {
  return isDistributor ? "Offer quote" : "Request quote";
}

/** The green chip of a completed quote (SPEC §4), or 'Open'. */
export function quoteStatusText(completedAt: string | null, format: (iso: string) => string): string {
  return completedAt ? `Completed on ${format(completedAt)}` : "Open";
}
