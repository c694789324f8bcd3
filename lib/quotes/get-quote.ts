import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/core/errors";
import { visibleQuotes } from "./access";
import { quoteRowInclude, toQuoteRow } from "./quote-row";
import type { QuoteRow } from "./schemas";

export const QUOTE_NOT_FOUND = "This quote does not exist or is not available to you";

/** GET /quotes/{id}: one quote the caller sees (404 for the rest, another client's included). */
export async function getQuote(ctx: AuthedCtx, id: string): Promise<QuoteRow> {
  const quote = await db().quote.findFirst({ where: { AND: [visibleQuotes(ctx), { id }] }, include: quoteRowInclude });
  if (!quote) throw notFound(QUOTE_NOT_FOUND);
  return toQuoteRow(ctx, quote);
}
