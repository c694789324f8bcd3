"use server";
import { portalActionCtx } from "@/lib/actions/ctx";
import { formObject, runAction, type ActionState } from "@/lib/actions/state";
import { completeQuote } from "@/lib/quotes/complete-quote";
import { createQuote } from "@/lib/quotes/create-quote";
import { QuoteCreateSchema } from "@/lib/quotes/schemas";

/**
 * HoseQuote (SPEC 2.1 hoses/{hoseId}/quote) and QuoteView's 'Mark as completed': the same
 * services as POST /quotes and GET /quotes/{id}/complete.
 */
export async function createQuoteAction(
  organisationId: string,
  hoseId: string,
  receiverOrganisationId: string,
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState<{ id: string }>> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    const input = QuoteCreateSchema.parse({
      ...formObject(formData),
      hoseId,
      receiverOrganisationId,
      requestorOrganisationId: organisationId,
    });
    const { quote, message } = await createQuote(ctx, input);
    return { ok: true, errors: {}, message, data: { id: quote.id } };
  });
}

export async function completeQuoteAction(organisationId: string, quoteId: string): Promise<ActionState> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    await completeQuote(ctx, quoteId);
    return { ok: true, errors: {}, message: "Quote marked as completed" };
  });
}
