import type { AuthedCtx } from "@/lib/core/ctx";
import { today as todayDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { visibleHoses } from "@/lib/hoses/access";
import { hoseListWhere, hoseOrder } from "@/lib/hoses/list-hoses";
import { AppError, notFound } from "@/lib/core/errors";
import { stringFilter } from "@/lib/lists/paginate";
import { requireQuoteActor } from "./access";
import { HOSE_NOT_FOUND, lineProblems, quoteReceiver, sendQuote } from "./create-quote";
import { lineHoseSelect, type LineHose } from "./quote-lines";
import { MAX_QUOTE_LINES, TOO_MANY_LINES, type QuoteLinesCreateInput, type QuoteRow } from "./schemas";

export const NO_HOSES_MATCH = "No hose with a configuration matches these filters";

/**
 * POST /quotes/lines: one quote for several hoses, from the ticked rows of the hose list (each
 * with a quantity) or from its current filters ('due in the next 30 days' at one site...).
 * Same senders, receivers and answers as a single-hose quote (lib/quotes/create-quote.ts):
 *  - a named hose the caller does not see: 404; one of another customer, archived or without a
 *    configuration: 422 on `hoses`, naming it;
 *  - by filters: active hoses with a configuration only (others cannot be quoted and are left
 *    out, said in the answer's message); none: 422; more than MAX_QUOTE_LINES: 422, never cut short.
 */
export async function createQuoteWithLines(
  ctx: AuthedCtx,
  input: QuoteLinesCreateInput,
  today = todayDate(),
): Promise<{ quote: QuoteRow; message: string }> {
  const actor = requireQuoteActor(ctx);
  const receiver = await quoteReceiver(ctx, actor, input);
  let chosen: Array<{ hose: LineHose; quantity: number }>;
  let leftOut = 0;
  if (input.hoses) {
    const ids = [...new Set(input.hoses.map((h) => h.hoseId))];
    const rows = await db().hose.findMany({
      where: { AND: [visibleHoses(ctx), { id: { in: ids } }] },
      select: lineHoseSelect,
    });
    if (rows.length !== ids.length) throw notFound(HOSE_NOT_FOUND);
    const byId = new Map(rows.map((h) => [h.id, h]));
    const quantities = new Map(input.hoses.map((h) => [h.hoseId, h.quantity]));
    chosen = ids.map((id) => ({ hose: byId.get(id)!, quantity: quantities.get(id) ?? 1 }));
    const errors = chosen.flatMap(({ hose }) => lineProblems(actor, receiver, hose));
    if (errors.length) throw new AppError("INVALID", { hoses: errors });
  } else {
    const filters = input.filters ?? {};
    const where = { AND: [await hoseListWhere(ctx, filters, today), { deletedAt: null }] };
    const customerId = actor.isDistributor ? receiver.id : actor.id;
    const quotableWhere = { AND: [where, { hoseConfigurationId: { not: null }, customerOrganisationId: customerId }] };
    const [quotable, matching] = await Promise.all([
      db().hose.findMany({
        where: quotableWhere,
        select: lineHoseSelect,
        orderBy: hoseOrder(stringFilter(filters, "sort")),
        take: MAX_QUOTE_LINES + 1,
      }),
      db().hose.count({ where }),
    ]);
    if (quotable.length > MAX_QUOTE_LINES) throw new AppError("INVALID", { hoses: [TOO_MANY_LINES] });
    if (quotable.length === 0) throw new AppError("INVALID", { hoses: [NO_HOSES_MATCH] });
    leftOut = matching - quotable.length;
    chosen = quotable.map((hose) => ({ hose, quantity: 1 }));
  }
  const quote = await sendQuote(ctx, actor, receiver, chosen, input.message);
  const sent = (actor.isDistributor ? LINES_SENT.offer : LINES_SENT.request)(chosen.length);
  return { quote, message: leftOut ? LINES_SENT.leftOut(sent, leftOut) : sent };
}

/**
 * The notice of a quote of several hoses: how many it covers and how many of those the filters
 * matched could not be quoted. Each count's sentence is written out (one hose, several), so a
 * language words each its own way; the left-out part carries the sentence before it.
 */
export const LINES_SENT = {
  request: (count: number) => (count === 1 ? "Quote request sent for 1 hose" : `Quote request sent for ${count} hoses`),
  offer: (count: number) => (count === 1 ? "Quote offer sent for 1 hose" : `Quote offer sent for ${count} hoses`),
  leftOut: (sent: string, count: number) =>
    count === 1
      ? `${sent}; 1 hose that cannot be quoted left out`
      : `${sent}; ${count} hoses that cannot be quoted left out`,
};
