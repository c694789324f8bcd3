"use server";
import { completeQuote } from "@/lib/quotes/complete-quote";
import { createQuote } from "@/lib/quotes/create-quote";
import { QUOTE_COMPLETED_MESSAGE } from "@/lib/quotes/messages";
import { QuoteCreateSchema } from "@/lib/quotes/schemas";
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
