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
import { lineHoseSelect, lineRows, recordQuoteEvent, type LineHose } from "./quote-lines";
import { quoteRowInclude, toQuoteRow } from "./quote-row";
import type { QuoteCreateInput, QuoteRow } from "./schemas";

export const HOSE_NOT_FOUND = "This hose does not exist or is not available to you";
export const ORGANISATION_NOT_FOUND = "Organisation not found";

export type QuoteActor = { id: string; name: string; isDistributor: boolean };
export type QuoteReceiver = { id: string; name: string };

/**
 * POST /quotes: the caller's organisation (the requestor) asks its distributor for a quote, or
 * a distributor offers one to its customer, about one hose.
 *  - client admins and read-only users: 403;
 *  - a requestor other than the organisation acted for, a receiver that is not the other side
 *    of its link, a hose the caller does not see: 404 (nothing about other rows leaks);
 *  - a hose of another customer, archived, or without a configuration: 422 on hoseId.
 * The quote contacts of the receiver are emailed after the insert has committed; a failed email
 * is logged and never fails the answer (the quote exists and shows in the receiver's list).
 * The hose becomes the quote's one line (lib/quotes/create-quote-lines.ts makes quotes of many).
 */
export async function createQuote(
  ctx: AuthedCtx,
  input: QuoteCreateInput,
): Promise<{ quote: QuoteRow; message: string }> {
  const actor = requireQuoteActor(ctx);
  const [receiver, hose] = await Promise.all([
    quoteReceiver(ctx, actor, input),
    db().hose.findFirst({ where: { AND: [visibleHoses(ctx), { id: input.hoseId }] }, select: lineHoseSelect }),
  ]);
  if (!hose) throw notFound(HOSE_NOT_FOUND);
  const errors = hoseProblems(actor, receiver, hose);
  if (errors.length) throw new AppError("INVALID", { hoseId: errors } satisfies ErrorBody);
  const quote = await sendQuote(ctx, actor, receiver, [{ hose, quantity: 1 }], input.message);
  return { quote, message: sentMessage(actor) };
}

export const sentMessage = (actor: QuoteActor) => (actor.isDistributor ? "Quote offer sent" : "Quote request sent");

/** The requestor must be the organisation acted for, the receiver the other side of its link (else 404). */
export async function quoteReceiver(
  ctx: AuthedCtx,
  actor: QuoteActor,
  input: { requestorOrganisationId: string; receiverOrganisationId: string },
): Promise<QuoteReceiver> {
  if (input.requestorOrganisationId !== actor.id) throw notFound(ORGANISATION_NOT_FOUND);
  const receiver = await db().organisation.findFirst({
    where: { AND: [quoteCounterparts(ctx, actor), { id: input.receiverOrganisationId }] },
    select: { id: true, name: true },
  });
  if (!receiver) throw notFound(ORGANISATION_NOT_FOUND);
  return receiver;
}

/** Why a hose cannot be on a quote: another customer's, archived, no configuration. */
export type HoseProblem = "notYours" | "notTheirs" | "archived" | "noConfiguration";

/** A one-hose quote's refusals (SPEC texts), on its hoseId field. */
const HOSE_PROBLEMS: Record<HoseProblem, (receiver: string) => string> = {
  notYours: () => "This hose does not belong to your organisation",
  notTheirs: (receiver) => `This hose does not belong to ${receiver}`,
  archived: () => "This hose is archived",
  noConfiguration: () => "A quote needs a hose with a configuration",
};

/**
 * A quote of several hoses names the hose each refusal is about, as its name or tag is written.
 * Each is one sentence with the hose in it (not the hose glued to the one-hose sentence), so a
 * language can join the two its own way ("Press feed : ce flexible est archivé").
 */
const LINE_PROBLEMS: Record<HoseProblem, (hose: string, receiver: string) => string> = {
  notYours: (hose) => `${hose}: This hose does not belong to your organisation`,
  notTheirs: (hose, receiver) => `${hose}: This hose does not belong to ${receiver}`,
  archived: (hose) => `${hose}: This hose is archived`,
  noConfiguration: (hose) => `${hose}: A quote needs a hose with a configuration`,
};

/** Why a hose cannot be on this quote. */
function hoseProblemsOf(actor: QuoteActor, receiver: QuoteReceiver, hose: LineHose): HoseProblem[] {
  const customerId = actor.isDistributor ? receiver.id : actor.id;
  const problems: HoseProblem[] = [];
  if (hose.customerOrganisationId !== customerId) problems.push(actor.isDistributor ? "notTheirs" : "notYours");
  if (hose.deletedAt) problems.push("archived");
  if (!hose.hoseConfigurationId) problems.push("noConfiguration");
  return problems;
}

/** The refusals of a one-hose quote. */
export function hoseProblems(actor: QuoteActor, receiver: QuoteReceiver, hose: LineHose): string[] {
  return hoseProblemsOf(actor, receiver, hose).map((p) => HOSE_PROBLEMS[p](receiver.name));
}

/**
 * The refusals of a hose on a quote of several, each naming the hose by its name or tag. A hose
 * with neither gets the one-hose sentence: a stand-in word would be English in every language.
 */
export function lineProblems(actor: QuoteActor, receiver: QuoteReceiver, hose: LineHose): string[] {
  const named = hose.name ?? hose.tagId;
  return hoseProblemsOf(actor, receiver, hose).map((p) =>
    named === null ? HOSE_PROBLEMS[p](receiver.name) : LINE_PROBLEMS[p](named, receiver.name),
  );
}

/**
 * Writes the quote, its lines, its audit entry and its first history entry in one transaction,
 * then emails the receiver's quote contacts and emits the webhook event. Every quote emails the
 * other organisation: it comes out of the sender's mail budget (429, nothing recorded, once
 * spent), the impersonator's when impersonating.
 */
export async function sendQuote(
  ctx: AuthedCtx,
  actor: QuoteActor,
  receiver: QuoteReceiver,
  hoses: Array<{ hose: LineHose; quantity: number }>,
  message: string,
): Promise<QuoteRow> {
  const customerId = actor.isDistributor ? receiver.id : actor.id;
  await consumeSenderMailBudget(ctx.client.id, ctx.impersonator?.id ?? ctx.user.id);
  const created = await db().$transaction(async (tx) => {
    const quote = await tx.quote.create({
      data: inClient(ctx, {
        hoseId: hoses[0]!.hose.id,
        message,
        requestorOrganisationId: actor.id,
        receiverOrganisationId: receiver.id,
        requesterUserId: ctx.user.id,
        currency: ctx.client.currency,
      }),
      select: { id: true },
    });
    await tx.quoteLine.createMany({ data: lineRows(ctx, quote.id, hoses) });
    const row = await tx.quote.findUniqueOrThrow({ where: { id: quote.id }, include: quoteRowInclude });
    await recordAudit(tx, ctx, {
      action: "quote.create",
      entity: "Quote",
      entityId: quote.id,
      label: toQuoteRow(ctx, row).title,
      organisationId: customerId,
      data: { hoseIds: hoses.map((h) => h.hose.id), receiverOrganisationId: receiver.id, message },
    });
    await recordQuoteEvent(tx, ctx, quote.id, "requested", actor.id, message);
    return row;
  });
  await notifyQuoteReceivers(ctx, created);
  await emitWebhookEvent({
    clientId: ctx.client.id,
    organisationIds: [actor.id, receiver.id],
    type: actor.isDistributor ? "quote.offered" : "quote.requested",
    data: {
      quoteId: created.id,
      hoseId: created.hoseId,
      hoseIds: hoses.map((h) => h.hose.id),
      requestorOrganisationId: actor.id,
      receiverOrganisationId: receiver.id,
      message,
    },
  });
  return toQuoteRow(ctx, created);
}
