import { recordAudit } from "@/lib/audit/record-audit";
import { consumeSenderMailBudget } from "@/lib/auth/rate-limit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { AppError, forbidden, notFound } from "@/lib/core/errors";
import { today as todayDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { emitWebhookEvent } from "@/lib/integrations/emit-webhook-event";
import { requireQuoteActor, visibleQuotes } from "./access";
import { QUOTE_NOT_FOUND } from "./get-quote";
import { QUOTE_ACCEPTED_MESSAGE, QUOTE_DECLINED_MESSAGE } from "./messages";
import { minorNumber, quoteRowInclude, quoteSides, toQuoteRow } from "./quote-row";
import { notifyQuoteChange } from "./notify-change";
import { recordQuoteEvent } from "./quote-lines";
import type { QuoteDecisionInput, QuoteRow } from "./schemas";
import { canDecideFrom, QUOTE_STATE_LABELS, quoteState } from "./status";

/**
 * Why an answer is refused, by the state read ("changed": another answer won meanwhile). Each
 * sentence written out whole, so the catalogue's `sentences` can say it in the user's language.
 */
const NOT_DECIDABLE: Record<string, string> = {
  open: "This quote has not been priced yet",
  accepted: "A quote that is accepted cannot be accepted or declined",
  declined: "A quote that is declined cannot be accepted or declined",
  expired: "A quote that is expired cannot be accepted or declined",
  completed: "A quote that is completed cannot be accepted or declined",
  changed: "A quote that is changed cannot be accepted or declined",
};

export const DECISION_NOT_ALLOWED = (state: string) =>
  NOT_DECIDABLE[state.toLowerCase()] ?? `A quote that is ${state.toLowerCase()} cannot be accepted or declined`;

/**
 * POST /quotes/{id}/accept and /decline: the customer side answers an offer that is still
 * valid. Any other state (open, expired, already answered, completed) is 422 and changes
 * nothing; the distributor side, client admins and read-only users get 403; a quote the caller
 * does not see 404. Conditional on the state read (two answers at once: one wins, the other
 * 422). The distributor side is emailed and `quote.accepted` / `quote.declined` emitted after
 * the commit.
 */
export async function decideQuote(
  ctx: AuthedCtx,
  id: string,
  decision: "accept" | "decline",
  input: QuoteDecisionInput,
  today = todayDate(),
): Promise<{ quote: QuoteRow; message: string }> {
  const actor = requireQuoteActor(ctx);
  const quote = await db().quote.findFirst({ where: { AND: [visibleQuotes(ctx), { id }] }, include: quoteRowInclude });
  if (!quote) throw notFound(QUOTE_NOT_FOUND);
  const sides = quoteSides(quote);
  if (actor.id !== sides.customerId) throw forbidden();
  const state = quoteState(quote, today);
  if (!canDecideFrom(state))
    throw new AppError("INVALID", { global: [DECISION_NOT_ALLOWED(QUOTE_STATE_LABELS[state])] });
  await consumeSenderMailBudget(ctx.client.id, ctx.impersonator?.id ?? ctx.user.id);

  const status = decision === "accept" ? "ACCEPTED" : "DECLINED";
  const kind = decision === "accept" ? "accepted" : "declined";
  const updated = await db().$transaction(async (tx) => {
    const { count } = await tx.quote.updateMany({
      // Still offered and still valid at the moment of the write.
      where: {
        id: quote.id,
        clientId: ctx.client.id,
        status: "OFFERED",
        completedAt: null,
        validUntil: { gte: today },
      },
      data: {
        status,
        decidedAt: new Date(),
        ...(decision === "decline" ? { declineReason: input.note || null } : {}),
      },
    });
    if (count === 0) throw new AppError("INVALID", { global: [DECISION_NOT_ALLOWED("changed")] });
    const row = await tx.quote.findUniqueOrThrow({ where: { id: quote.id }, include: quoteRowInclude });
    await recordAudit(tx, ctx, {
      action: decision === "accept" ? "quote.accept" : "quote.decline",
      entity: "Quote",
      entityId: quote.id,
      label: toQuoteRow(ctx, row, today).title,
      organisationId: sides.customerId,
      before: { status: "OFFERED" },
      after: { status, ...(input.note ? { note: input.note } : {}) },
    });
    await recordQuoteEvent(tx, ctx, quote.id, kind, actor.id, input.note);
    return row;
  });
  const distributorName =
    sides.distributorId === quote.requestorOrganisationId
      ? quote.requestorOrganisation.name
      : quote.receiverOrganisation.name;
  await notifyQuoteChange(
    ctx,
    updated,
    kind,
    { organisationId: sides.distributorId, organisationName: distributorName },
    { organisationName: actor.name },
    input.note,
  );
  await emitWebhookEvent({
    clientId: ctx.client.id,
    organisationIds: [sides.distributorId, sides.customerId],
    type: decision === "accept" ? "quote.accepted" : "quote.declined",
    data: {
      quoteId: quote.id,
      hoseId: quote.hoseId,
      requestorOrganisationId: quote.requestorOrganisationId,
      receiverOrganisationId: quote.receiverOrganisationId,
      message: input.note || null,
      currency: updated.currency,
      totalMinor: minorNumber(updated.totalMinor),
    },
  });
  return {
    quote: toQuoteRow(ctx, updated, today),
    message: decision === "accept" ? QUOTE_ACCEPTED_MESSAGE : QUOTE_DECLINED_MESSAGE,
  };
}
