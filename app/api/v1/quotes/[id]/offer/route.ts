import { UPLOAD_MAX_BODY_BYTES, UPLOAD_TOO_LARGE } from "@/lib/hoses/documents/schemas";
import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";
import { requireQuoteActor } from "@/lib/quotes/access";
import { offerQuote } from "@/lib/quotes/offer-quote";
import { QuoteOfferSchema } from "@/lib/quotes/schemas";

/** POST /api/v1/quotes/{id}/offer: the distributor prices the quote's lines (a PDF may ride along). */
export const POST = route(
  {
    params: IdParamsSchema,
    body: QuoteOfferSchema,
    maxBodyBytes: UPLOAD_MAX_BODY_BYTES,
    tooLarge: { pdf: [UPLOAD_TOO_LARGE] },
    // Who may never price is refused before a large body is read.
    allow: (ctx) => void requireQuoteActor(ctx),
  },
  async ({ ctx, params, body }) => {
    const { quote, message } = await offerQuote(ctx, params.id, body);
    return { data: quote, userMessage: message };
  },
);
