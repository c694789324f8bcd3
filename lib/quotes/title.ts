/**
 * SPEC §4 quote titles, for the organisation looking at the quote. Pure: the list, the dialog,
 * the export and the unit tests share it.
 *  - distributor: 'Your company offered a quote to {organisation}' / '{organisation} requested a quote'
 *  - customer: 'Your company requested a quote from {organisation}' / '{organisation} offered to provide a quote'
 *  - anyone else (client admins): '{organisation} sent request to {organisation}'
 */
export type QuoteViewer = { organisationId: string; isDistributor: boolean } | null;

export function quoteTitle(
  viewer: QuoteViewer,
  quote: {
    requestorOrganisationId: string;
    requesterOrganisationName: string;
    receiverOrganisationName: string;
    receiverOrganisationId: string;
  },
): string {
  const sent = viewer !== null && viewer.organisationId === quote.requestorOrganisationId;
  const received = viewer !== null && viewer.organisationId === quote.receiverOrganisationId;
  if (viewer && viewer.isDistributor && (sent || received)) {
    return sent
      ? `Your company offered a quote to ${quote.receiverOrganisationName}`
      : `${quote.requesterOrganisationName} requested a quote`;
  }
  if (viewer && !viewer.isDistributor && (sent || received)) {
    return sent
      ? `Your company requested a quote from ${quote.receiverOrganisationName}`
      : `${quote.requesterOrganisationName} offered to provide a quote`;
  }
  return `${quote.requesterOrganisationName} sent request to ${quote.receiverOrganisationName}`;
}

/** The HoseQuote dialog title (SPEC §4): 'Offer quote' for a distributor, 'Request quote' otherwise. */
export function quoteDialogTitle(isDistributor: boolean): string {
  return isDistributor ? "Offer quote" : "Request quote";
}

/** The green chip of a completed quote (SPEC §4), or 'Open'. */
export function quoteStatusText(completedAt: string | null, format: (iso: string) => string): string {
  return completedAt ? `Completed on ${format(completedAt)}` : "Open";
}
