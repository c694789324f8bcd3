import { rowId } from "@/lib/core/ids";
import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/core/errors";
import { signedLinkFor } from "@/lib/hoses/documents/upload-dto";
import { storage } from "@/lib/storage";
import { visibleQuotes } from "./access";
import { lineSpecSummary, readLineSpec } from "./line-spec";
import { minorNumber, quoteRowInclude, toQuoteRow } from "./quote-row";
import type { QuoteDetail, QuoteEventRow } from "./schemas";

export const QUOTE_NOT_FOUND = "This quote does not exist or is not available to you";

const fileSelect = { select: { id: true, filename: true, mimetype: true, storageKey: true, deletedAt: true } } as const;

/**
 * GET /quotes/{id}: one quote the caller sees (404 for the rest, another client's included),
 * with its lines (specification, quantity, price, the latest photo as a short-lived link) and
 * its history, oldest first. Both sides read the same quote.
 */
export async function getQuote(ctx: AuthedCtx, id: string): Promise<QuoteDetail> {
  const quote = await db().quote.findFirst({
    where: { AND: [visibleQuotes(ctx), { id: rowId(id) }] },
    include: {
      ...quoteRowInclude,
      lines: { orderBy: { position: "asc" }, include: { photo: fileSelect } },
      events: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
      offerUpload: fileSelect,
    },
  });
  if (!quote) throw notFound(QUOTE_NOT_FOUND);
  const s = await storage();
  const link = async (u: { filename: string; mimetype: string; storageKey: string; deletedAt: Date | null } | null) =>
    u && !u.deletedAt ? signedLinkFor(s, u) : null;
  const organisations = new Map([
    [quote.requestorOrganisationId, quote.requestorOrganisation.name],
    [quote.receiverOrganisationId, quote.receiverOrganisation.name],
  ]);
  const lines = await Promise.all(
    quote.lines.map(async (l) => {
      const spec = readLineSpec(l.spec);
      const unit = minorNumber(l.unitPriceMinor);
      const photoUrl = await link(l.photo);
      return {
        id: l.id,
        position: l.position,
        hoseId: l.hoseId,
        tagId: l.tagId,
        hoseName: l.hoseName,
        spec,
        specSummary: lineSpecSummary(spec),
        quantity: l.quantity,
        unitPriceMinor: unit,
        lineTotalMinor: unit === null ? null : unit * l.quantity,
        photo: l.photo && photoUrl ? { id: l.photo.id, url: photoUrl } : null,
        closedAt: l.closedAt?.toISOString() ?? null,
      };
    }),
  );
  const pdfUrl = await link(quote.offerUpload);
  return {
    ...toQuoteRow(ctx, quote),
    lines,
    history: quote.events.map((e) => ({
      kind: e.kind as QuoteEventRow["kind"],
      actorName: e.actorName,
      organisationName: e.organisationId ? (organisations.get(e.organisationId) ?? null) : null,
      note: e.note,
      createdAt: e.createdAt.toISOString(),
    })),
    offerMessage: quote.offerMessage,
    offerPdf: quote.offerUpload && pdfUrl ? { filename: quote.offerUpload.filename, url: pdfUrl } : null,
    declineReason: quote.declineReason,
  };
}
