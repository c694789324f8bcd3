import { route } from "@/lib/http/route";
import { ListQuerySchema } from "@/lib/lists/schemas";
import { createQuote } from "@/lib/quotes/create-quote";
import { listQuotes } from "@/lib/quotes/list-quotes";
import { QuoteCreateSchema } from "@/lib/quotes/schemas";

/** GET /api/v1/quotes: the quotes the caller's organisation sent or received, newest first. */
export const GET = route({ query: ListQuerySchema }, async ({ ctx, query }) => ({
  data: await listQuotes(ctx, query),
}));

/** POST /api/v1/quotes: request a quote from the distributor, or offer one to a customer. */
export const POST = route({ body: QuoteCreateSchema }, async ({ ctx, body }) => {
  const { quote, message } = await createQuote(ctx, body);
  return { data: quote, status: 201, userMessage: message };
});
