import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { visibleQuotes } from "./access";
import { quoteRowInclude, toQuoteRow } from "./quote-row";
import type { QuoteRow } from "./schemas";

/**
 * The open quote requests of a hose that the caller's organisation sent or received (the hose
 * page links them, so nobody asks twice), newest first. A few at most in practice.
 */
export async function openQuotesOfHose(ctx: AuthedCtx, hoseId: string): Promise<QuoteRow[]> {
  const rows = await db().quote.findMany({
    where: { AND: [visibleQuotes(ctx), { hoseId, completedAt: null }] },
    include: quoteRowInclude,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 5,
  });
  return rows.map((q) => toQuoteRow(ctx, q));
}
