import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { conflict, notFound } from "@/lib/core/errors";
import { requireQuoteActor, visibleQuotes } from "./access";
import { QUOTE_NOT_FOUND } from "./get-quote";
import { recordQuoteEvent } from "./quote-lines";
import { quoteRowInclude, toQuoteRow } from "./quote-row";
import type { QuoteRow } from "./schemas";

export const ALREADY_COMPLETED = "This quote has already been completed";

/**
 * GET /quotes/{id}/complete (SPEC §4 'Mark as completed'): either side of the quote may close
 * it (the spec limits it only to non-client-admins who are not read-only); client admins and
 * read-only users get 403, a quote the caller does not see 404. Completing twice is a 409 that
 * changes nothing: the first completion (date and person) is kept. The update is conditional
 * on `completedAt IS NULL`, so two people completing at once cannot both win.
 */
export async function completeQuote(ctx: AuthedCtx, id: string): Promise<QuoteRow> {
  const actor = requireQuoteActor(ctx);
  const where = {
    AND: [
      visibleQuotes(ctx),
      { id },
      { OR: [{ requestorOrganisationId: actor.id }, { receiverOrganisationId: actor.id }] },
    ],
  };
  const { count, quote } = await db().$transaction(async (tx) => {
    const { count } = await tx.quote.updateMany({
      where: { AND: [where, { completedAt: null }] },
      data: { completedAt: new Date(), completedUserId: ctx.user.id, status: "COMPLETED" },
    });
    const quote = await tx.quote.findFirst({ where, include: quoteRowInclude });
    if (quote && count === 1)
      await recordAudit(tx, ctx, {
        action: "quote.complete",
        entity: "Quote",
        entityId: quote.id,
        label: toQuoteRow(ctx, quote).title,
        // Filed under the customer, like the request: its Admins see both ends of the quote.
        organisationId: quote.requestorOrganisation.isDistributor
          ? quote.receiverOrganisationId
          : quote.requestorOrganisationId,
        before: { completedAt: null },
        after: { completedAt: quote.completedAt },
      });
    if (quote && count === 1) await recordQuoteEvent(tx, ctx, quote.id, "completed", actor.id);
    return { count, quote };
  });
  if (!quote) throw notFound(QUOTE_NOT_FOUND);
  if (count === 0) throw conflict({ global: [ALREADY_COMPLETED] });
  return toQuoteRow(ctx, quote);
}
