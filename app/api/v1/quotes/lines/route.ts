import { route } from "@/lib/http/route";
import { createQuoteWithLines } from "@/lib/quotes/create-quote-lines";
import { QuoteLinesCreateSchema } from "@/lib/quotes/schemas";

/** POST /api/v1/quotes/lines: one quote for several hoses (ticked, or every hose a filter matches). */
export const POST = route({ body: QuoteLinesCreateSchema }, async ({ ctx, body }) => {
  const { quote, message } = await createQuoteWithLines(ctx, body);
  return { data: quote, status: 201, userMessage: message };
});
