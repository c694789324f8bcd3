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

/** A form's number field: its text, or undefined when left blank (the payload's default applies). */
const typed = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);

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

/**
 * The hose list's 'Request quote' (or a distributor's 'Offer quote'): the ticked hoses with the
 * quantity typed for each (blank: one), or every hose the list's filters match (POST /quotes/lines).
 */
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
        ? { hoses: source.hoseIds.map((hoseId) => ({ hoseId, quantity: typed(form[`quantity-${hoseId}`]) ?? 1 })) }
        : { filters: source.filters }),
    }),
  },
  async ({ ctx, input }) => {
    const { quote, message } = await createQuoteWithLines(ctx, input);
    return { message, data: { id: quote.id } };
  },
);

/**
 * QuoteView's price form (POST /quotes/{id}/offer): per line a price ("12.50", read as minor
 * units of the quote's currency without floats) and a quantity, the validity date, a message and
 * an optional PDF of the offer.
 */
export const offerQuoteAction = portalAction(
  {
    schema: QuoteOfferSchema,
    input: async ({ form, formData }, _quoteId: string, currency: string, lineIds: string[]) => {
      const file = formData.get("pdf");
      return {
        validUntil: form.validUntil,
        message: form.message ?? "",
        lines: lineIds.map((id) => {
          const text = String(form[`price-${id}`] ?? "");
          const quantity = typed(form[`quantity-${id}`]);
          // An unreadable amount stays text, so the schema answers 'Please enter a price'.
          return {
            id,
            unitPriceMinor: decimalToMinor(text, currency) ?? (text.trim() || undefined),
            ...(quantity !== undefined ? { quantity } : {}),
          };
        }),
        ...(file instanceof File && file.size > 0
          ? { pdf: { filename: file.name, base64Data: Buffer.from(await file.arrayBuffer()).toString("base64") } }
          : {}),
      };
    },
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
