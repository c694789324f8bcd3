import type enGB from "@/messages/en-GB.json";

/**
 * The quote dialogs' words in the page's language, handed from the server to their client
 * leaves: the `quote` catalogue namespace (QuoteView, HoseQuote, the price form and the answer)
 * and `quoteHoses` (the hose list's multi-hose quote). Templates are filled in with formatText.
 */
export type QuoteText = Record<keyof typeof enGB.quote, string> & { locale: string };
export type QuoteHosesText = Record<keyof typeof enGB.quoteHoses, string> & { locale: string };
