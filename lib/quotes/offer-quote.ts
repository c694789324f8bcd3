import { randomUUID } from "node:crypto";
import { recordAudit } from "@/lib/audit/record-audit";
import { consumeSenderMailBudget } from "@/lib/auth/rate-limit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { AppError, forbidden, notFound } from "@/lib/core/errors";
import { fromIsoDate, today as todayDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { detectUploadType } from "@/lib/hoses/documents/file-types";
import { UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE } from "@/lib/hoses/documents/schemas";
import { emitWebhookEvent } from "@/lib/integrations/emit-webhook-event";
import { storage } from "@/lib/storage";
import { requireQuoteActor, visibleQuotes } from "./access";
import { QUOTE_NOT_FOUND } from "./get-quote";
import { QUOTE_OFFERED_MESSAGE } from "./messages";
import { quoteTotal } from "./money";
import { notifyQuoteChange } from "./notify-change";
import { recordQuoteEvent } from "./quote-lines";
import { quoteRowInclude, quoteSides, toQuoteRow } from "./quote-row";
import type { QuoteOfferInput, QuoteRow } from "./schemas";
import { canOfferFrom, QUOTE_STATE_LABELS, quoteState } from "./status";

/** Why pricing is refused, by the state read; written out whole, as DECISION_NOT_ALLOWED's. */
const NOT_PRICEABLE: Record<string, string> = {
  accepted: "A quote that is accepted cannot be priced",
  declined: "A quote that is declined cannot be priced",
  completed: "A quote that is completed cannot be priced",
  changed: "A quote that is changed cannot be priced",
};
export const OFFER_NOT_ALLOWED = (state: string) =>
  NOT_PRICEABLE[state.toLowerCase()] ?? `A quote that is ${state.toLowerCase()} cannot be priced`;
export const PRICE_EVERY_LINE = "Please price every open line of this quote";
export const VALID_UNTIL_PAST = "The offer must be valid until today or later";
export const OFFER_PDF_ONLY = "The offer document must be a PDF";

/**
 * POST /quotes/{id}/offer: the distributor side of the quote prices it: a unit price for every
 * open line (a line closed by a replacement keeps its price or none), the validity date, a
 * message and an optional PDF. From open, offered (a revised offer) or expired; else 422 and
 * nothing changes. The customer side, client admins and read-only users: 403; a quote the
 * caller does not see: 404. The update is conditional on the state read, so two people
 * answering at once cannot both win (the second gets 422). The customer side is emailed and
 * `quote.offered` is emitted after the commit.
 */
export async function offerQuote(
  ctx: AuthedCtx,
  id: string,
  input: QuoteOfferInput,
  today = todayDate(),
): Promise<{ quote: QuoteRow; message: string }> {
  const actor = requireQuoteActor(ctx);
  const quote = await db().quote.findFirst({
    where: { AND: [visibleQuotes(ctx), { id }] },
    include: { ...quoteRowInclude, lines: { select: { id: true, quantity: true, closedAt: true } } },
  });
  if (!quote) throw notFound(QUOTE_NOT_FOUND);
  const sides = quoteSides(quote);
  if (actor.id !== sides.distributorId) throw forbidden();
  const state = quoteState(quote, today);
  if (!canOfferFrom(state)) throw new AppError("INVALID", { global: [OFFER_NOT_ALLOWED(QUOTE_STATE_LABELS[state])] });

  const errors: Record<string, string[]> = {};
  if (fromIsoDate(input.validUntil).getTime() < today.getTime()) errors.validUntil = [VALID_UNTIL_PAST];
  const given = new Map(input.lines.map((l) => [l.id, l]));
  const known = new Set(quote.lines.map((l) => l.id));
  if (input.lines.some((l) => !known.has(l.id))) errors.lines = ["This line is not one of this quote's"];
  else if (quote.lines.some((l) => !l.closedAt && !given.has(l.id))) errors.lines = [PRICE_EVERY_LINE];
  const pdf = input.pdf ? Buffer.from(input.pdf.base64Data, "base64") : null;
  if (pdf && pdf.byteLength > UPLOAD_MAX_BYTES) errors.pdf = [UPLOAD_TOO_LARGE];
  else if (pdf && (await detectUploadType(new Uint8Array(pdf)))?.mimetype !== "application/pdf")
    errors.pdf = [OFFER_PDF_ONLY];
  if (Object.keys(errors).length) throw new AppError("INVALID", errors);

  const priced = quote.lines.map((l) => ({
    id: l.id,
    quantity: given.get(l.id)?.quantity ?? l.quantity,
    unitPriceMinor: given.get(l.id)?.unitPriceMinor ?? null,
  }));
  const total = quoteTotal(priced);
  await consumeSenderMailBudget(ctx.client.id, ctx.impersonator?.id ?? ctx.user.id);

  let storageKey: string | null = null;
  if (pdf && input.pdf) {
    storageKey = `${ctx.client.id}/${randomUUID()}`;
    await (await storage()).put(storageKey, new Uint8Array(pdf), "application/pdf");
  }
  try {
    const updated = await db().$transaction(async (tx) => {
      const upload =
        storageKey && input.pdf && pdf
          ? await tx.upload.create({
              data: {
                clientId: ctx.client.id,
                userId: ctx.user.id,
                uploadType: 2,
                filename: input.pdf.filename.replace(/[\\/]/g, "_").replace(/(\.pdf)?$/i, ".pdf"),
                mimetype: "application/pdf",
                size: pdf.byteLength,
                storageKey,
              },
              select: { id: true },
            })
          : null;
      const { count } = await tx.quote.updateMany({
        where: { id: quote.id, clientId: ctx.client.id, status: quote.status, completedAt: null },
        data: {
          status: "OFFERED",
          currency: input.currency ?? quote.currency,
          totalMinor: BigInt(total),
          validUntil: fromIsoDate(input.validUntil),
          offerMessage: input.message || null,
          offeredAt: new Date(),
          ...(upload ? { offerUploadId: upload.id } : {}),
        },
      });
      if (count === 0) throw new AppError("INVALID", { global: [OFFER_NOT_ALLOWED("changed")] });
      for (const line of priced)
        await tx.quoteLine.update({
          where: { id: line.id },
          data: {
            quantity: line.quantity,
            unitPriceMinor: line.unitPriceMinor === null ? null : BigInt(line.unitPriceMinor),
          },
        });
      const row = await tx.quote.findUniqueOrThrow({ where: { id: quote.id }, include: quoteRowInclude });
      await recordAudit(tx, ctx, {
        action: "quote.offer",
        entity: "Quote",
        entityId: quote.id,
        label: toQuoteRow(ctx, row, today).title,
        organisationId: sides.customerId,
        before: { status: quote.status, totalMinor: quote.totalMinor?.toString() ?? null },
        after: { status: "OFFERED", totalMinor: String(total), currency: row.currency, validUntil: input.validUntil },
      });
      await recordQuoteEvent(tx, ctx, quote.id, "offered", actor.id, input.message);
      return row;
    });
    const customerName =
      sides.customerId === quote.requestorOrganisationId
        ? quote.requestorOrganisation.name
        : quote.receiverOrganisation.name;
    await notifyQuoteChange(
      ctx,
      updated,
      "offered",
      { organisationId: sides.customerId, organisationName: customerName },
      { organisationName: actor.name },
      input.message,
    );
    await emitWebhookEvent({
      clientId: ctx.client.id,
      organisationIds: [sides.distributorId, sides.customerId],
      type: "quote.offered",
      data: {
        quoteId: quote.id,
        hoseId: quote.hoseId,
        requestorOrganisationId: quote.requestorOrganisationId,
        receiverOrganisationId: quote.receiverOrganisationId,
        message: input.message || null,
        currency: updated.currency,
        totalMinor: total,
        validUntil: input.validUntil,
        lines: priced,
      },
    });
    return { quote: toQuoteRow(ctx, updated, today), message: QUOTE_OFFERED_MESSAGE };
  } catch (error) {
    if (storageKey)
      await (
        await storage()
      )
        .delete(storageKey)
        .catch((e: unknown) => console.error(`[quotes] could not remove ${storageKey} after a failed offer`, e));
    throw error;
  }
}
