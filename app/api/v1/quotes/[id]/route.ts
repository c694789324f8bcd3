import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";
import { getQuote } from "@/lib/quotes/get-quote";

/** GET /api/v1/quotes/{id}: one quote, with the caller's title. */
export const GET = route({ params: IdParamsSchema }, async ({ ctx, params }) => ({
  data: await getQuote(ctx, params.id),
}));
