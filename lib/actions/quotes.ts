"use server";
import { completeQuote } from "@/lib/quotes/complete-quote";
import { createQuote } from "@/lib/quotes/create-quote";
import { createQuoteWithLines } from "@/lib/quotes/create-quote-lines";
import { decideQuote } from "@/lib/quotes/decide-quote";
import { QUOTE_COMPLETED_MESSAGE } from "@/lib/quotes/messages";
import { decimalToMinor } from "@/lib/quotes/money";
import { offerQuote } from "@/lib/quotes/offer-quote";
import { QuoteCreateSchema, QuoteDecisionSchema, QuoteLinesCreateSchema, QuoteOfferSchema } from "@/lib/quotes/schemas";
import type { FilterValues } from "@/lib/lists/schemas";
import { portalAction } from "./action";

/**
 * HoseQuote (a hose's quote request) and QuoteView's 'Mark as completed': the same services as
 * POST /quotes and GET /quotes/{id}/complete.
 */
export const createQuoteAction = portalAction(
  {
    schema: QuoteCreateSchema,
    input: ({ form, organisationId }, hoseId: string, receiverOrganisationId: string) => ({
      ...form,
      hoseId,
      receiverOrganisationId,
      requestorOrganisationId: organisationId,
    }),
  },
  async ({ ctx, input }) => {
    const { quote, message } = await createQuote(ctx, input);
    return { message, data: { id: quote.id } };
  },
);

export const completeQuoteAction = portalAction({}, async ({ ctx }, quoteId: string) => {
  await completeQuote(ctx, quoteId);
  return { message: QUOTE_COMPLETED_MESSAGE };
});

/** The hose list's 'Request quote': the ticked hoses, or every hose the list's filters match (POST /quotes/lines). */
export const createQuoteLinesAction = portalAction(
  {
    schema: QuoteLinesCreateSchema,
    input: (
      { form, organisationId },
      receiverOrganisationId: string,
      source: { hoseIds: string[] } | { filters: FilterValues },
    ) => ({
      message: form.message,
      requestorOrganisationId: organisationId,
      receiverOrganisationId,
      ...("hoseIds" in source
        ? { hoses: source.hoseIds.map((hoseId) => ({ hoseId, quantity: 1 })) }
        : { filters: source.filters }),
    }),
  },
  async ({ ctx, input }) => {
    const { quote, message } = await createQuoteWithLines(ctx, input);
    return { message, data: { id: quote.id } };
  },
);

/**
 * QuoteView's price form (POST /quotes/{id}/offer): one price field per line ("12.50", read
 * as minor units of the quote's currency without floats), the validity date and a message.
 */
export const offerQuoteAction = portalAction(
  {
    schema: QuoteOfferSchema,
    input: ({ form }, _quoteId: string, currency: string, lineIds: string[]) => ({
      validUntil: form.validUntil,
      message: form.message ?? "",
      lines: lineIds.map((id) => {
        const text = String(form[`price-${id}`] ?? "");
        // An unreadable amount stays text, so the schema answers 'Please enter a price'.
        return { id, unitPriceMinor: decimalToMinor(text, currency) ?? (text.trim() || undefined) };
      }),
    }),
  },
  async ({ ctx, input }, quoteId) => ({ message: (await offerQuote(ctx, quoteId, input)).message }),
);

/** QuoteView's 'Accept' and 'Decline' (POST /quotes/{id}/accept, /decline), with an optional note. */
export const decideQuoteAction = portalAction(
  { schema: QuoteDecisionSchema },
  async ({ ctx, input }, quoteId: string, decision: "accept" | "decline") => ({
    message: (await decideQuote(ctx, quoteId, decision, input)).message,
  }),
);
