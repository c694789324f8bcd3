import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";
import { completeQuote } from "@/lib/quotes/complete-quote";
import { QUOTE_COMPLETED_MESSAGE } from "@/lib/quotes/messages";

/** GET /api/v1/quotes/{id}/complete (SPEC §7): mark the quote completed. A GET that changes data. */
export const GET = route({ params: IdParamsSchema, changesState: true }, async ({ ctx, params }) => ({
  data: await completeQuote(ctx, params.id),
  userMessage: QUOTE_COMPLETED_MESSAGE,
}));
