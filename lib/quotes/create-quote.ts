import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { consumeSenderMailBudget } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db/client";
import { emitWebhookEvent } from "@/lib/integrations/emit-webhook-event";
import { visibleHoses } from "@/lib/hoses/access";
import { AppError, notFound, type ErrorBody } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";
import { requireQuoteActor } from "./access";
import { quoteCounterparts } from "./counterpart";
import { notifyQuoteReceivers } from "./notify-quote";
import { quoteRowInclude, toQuoteRow } from "./quote-row";
import type { QuoteCreateInput, QuoteRow } from "./schemas";

export const HOSE_NOT_FOUND = "This hose does not exist or is not available to you";
export const ORGANISATION_NOT_FOUND = "Organisation not found";

/**
 * POST /quotes: the caller's organisation (the requestor) asks its distributor for a quote, or
 * a distributor offers one to its customer, about one hose.
 *  - client admins and read-only users: 403;
 *  - a requestor other than the organisation acted for, a receiver that is not the other side
 *    of its link, a hose the caller does not see: 404 (nothing about other rows leaks);
 *  - a hose of another customer, archived, or without a configuration: 422 on hoseId.
 * The quote contacts of the receiver are emailed after the insert has committed; a failed email
 * is logged and never fails the answer (the quote exists and shows in the receiver's list).
 */
export async function createQuote(
  ctx: AuthedCtx,
  input: QuoteCreateInput,
): Promise<{ quote: QuoteRow; message: string }> {
  const actor = requireQuoteActor(ctx);
  if (input.requestorOrganisationId !== actor.id) throw notFound(ORGANISATION_NOT_FOUND);
  const [receiver, hose] = await Promise.all([
    db().organisation.findFirst({
      where: { AND: [quoteCounterparts(ctx, actor), { id: input.receiverOrganisationId }] },
      select: { id: true, name: true },
    }),
    db().hose.findFirst({
      where: { AND: [visibleHoses(ctx), { id: input.hoseId }] },
      select: { id: true, customerOrganisationId: true, deletedAt: true, hoseConfigurationId: true },
    }),
  ]);
  if (!receiver) throw notFound(ORGANISATION_NOT_FOUND);
  if (!hose) throw notFound(HOSE_NOT_FOUND);

  const customerId = actor.isDistributor ? receiver.id : actor.id;
  const errors: string[] = [];
  if (hose.customerOrganisationId !== customerId)
    errors.push(`This hose does not belong to ${actor.isDistributor ? receiver.name : "your organisation"}`);
  if (hose.deletedAt) errors.push("This hose is archived");
  if (!hose.hoseConfigurationId) errors.push("A quote needs a hose with a configuration");
  if (errors.length) throw new AppError("INVALID", { hoseId: errors } satisfies ErrorBody);
  // Every quote emails the other organisation: it comes out of the sender's mail budget (429,
  // nothing recorded, once spent), the impersonator's when impersonating.
  await consumeSenderMailBudget(ctx.client.id, ctx.impersonator?.id ?? ctx.user.id);

  const created = await db().$transaction(async (tx) => {
    const quote = await tx.quote.create({
      data: inClient(ctx, {
        hoseId: hose.id,
        message: input.message,
        requestorOrganisationId: actor.id,
        receiverOrganisationId: receiver.id,
        requesterUserId: ctx.user.id,
      }),
      include: quoteRowInclude,
    });
    await recordAudit(tx, ctx, {
      action: "quote.create",
      entity: "Quote",
      entityId: quote.id,
      label: toQuoteRow(ctx, quote).title,
      organisationId: customerId,
      data: { hoseId: hose.id, receiverOrganisationId: receiver.id, message: input.message },
    });
    return quote;
  });
  await notifyQuoteReceivers(ctx, created);
  await emitWebhookEvent({
    clientId: ctx.client.id,
    organisationIds: [actor.id, receiver.id],
    type: actor.isDistributor ? "quote.offered" : "quote.requested",
    data: {
      quoteId: created.id,
      hoseId: hose.id,
      requestorOrganisationId: actor.id,
      receiverOrganisationId: receiver.id,
      message: input.message ?? null,
    },
  });
  return { quote: toQuoteRow(ctx, created), message: actor.isDistributor ? "Quote offer sent" : "Quote request sent" };
}
