import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";
import { decideQuote } from "@/lib/quotes/decide-quote";
import { QuoteDecisionSchema } from "@/lib/quotes/schemas";

/** POST /api/v1/quotes/{id}/accept: the customer accepts a valid offer. */
export const POST = route({ params: IdParamsSchema, body: QuoteDecisionSchema }, async ({ ctx, params, body }) => {
  const { quote, message } = await decideQuote(ctx, params.id, "accept", body);
  return { data: quote, userMessage: message };
});
