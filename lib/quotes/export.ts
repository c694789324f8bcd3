import type { CsvColumn } from "@/lib/csv/write-csv";
import { formatDate } from "@/lib/dates";
import { readDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { orderedBatches } from "@/lib/lists/batches";
import { assertCanExport, csvDate, defineExporter, mapBatches, yesNo } from "@/lib/lists/exporter";
import { keysetOrderBy } from "@/lib/lists/keyset";
import { QUOTE_ORDER, quoteListWhere } from "./list-quotes";
import { lineSpecSummary, readLineSpec, type QuoteLineSpec } from "./line-spec";
import { minorToDecimal } from "./money";
import { minorNumber, quoteRowInclude, toQuoteRow } from "./quote-row";
import type { QuoteRow } from "./schemas";

/** GET /quotes/export: the quote list as the screen filters it, newest first. */
export const quotesExporter = defineExporter({
  name: "quotes",
  assert: assertCanExport,
  columns: [
    { header: "Quote", value: (q) => q.title },
    { header: "Requested by", value: (q) => q.requesterOrganisation.name },
    { header: "Sent to", value: (q) => q.receiverOrganisation.name },
    { header: "Requester", value: (q) => q.requesterUser?.fullName ?? "" },
    { header: "Hose", value: (q) => q.hose?.name ?? "" },
    { header: "Tag id", value: (q) => q.hose?.tagId ?? "" },
    { header: "Location", value: (q) => q.hose?.organisationZone ?? "" },
    { header: "Message", value: (q) => q.message },
    { header: "Created", value: (q) => formatDate(q.createdAt) },
    { header: "Completed", value: (q) => (q.completedAt ? formatDate(q.completedAt) : "") },
  ] satisfies CsvColumn<ReturnType<typeof toQuoteRow>>[],
  async rows(ctx, filters) {
    const where = quoteListWhere(ctx, filters);
    return mapBatches(
      orderedBatches(QUOTE_ORDER, (segment, take) =>
        readDb().quote.findMany({
          where: { AND: [where, segment] },
          include: quoteRowInclude,
          orderBy: keysetOrderBy(QUOTE_ORDER) as Prisma.QuoteOrderByWithRelationInput[],
          take,
        }),
      ),
      (q) => toQuoteRow(ctx, q),
    );
  },
});

/** One CSV row of the ERP export: a line with its quote. */
type LineRow = { quote: QuoteRow & { offerMessage: string | null }; line: ErpLine };
type ErpLine = {
  id: string;
  position: number;
  hoseId: string | null;
  tagId: string | null;
  hoseName: string | null;
  spec: QuoteLineSpec;
  quantity: number;
  unitPriceMinor: number | null;
  closedAt: string | null;
};

const erpInclude = {
  ...quoteRowInclude,
  lines: { orderBy: { position: "asc" } },
} satisfies Prisma.QuoteInclude;

const money = (minor: number | null, currency: string) => (minor === null ? "" : minorToDecimal(minor, currency));

/**
 * GET /quotes/erp-export (?format=csv|json): the quotes the list's filters match, newest first,
 * with their lines: CSV one row per line (the quote's columns repeated), JSON one object per
 * quote with its lines. Money as minor units (integers) and as a decimal in the quote's ISO 4217
 * currency; never floats. Streamed in keyset batches of quotes; a quote's lines come with it.
 */
export const quoteLinesExporter = defineExporter<LineRow>({
  name: "quote-lines",
  assert: assertCanExport,
  columns: [
    { header: "Quote id", value: (r) => r.quote.id },
    { header: "Status", value: (r) => r.quote.status },
    { header: "Requested by", value: (r) => r.quote.requesterOrganisation.name },
    { header: "Sent to", value: (r) => r.quote.receiverOrganisation.name },
    { header: "Created", value: (r) => formatDate(r.quote.createdAt) },
    { header: "Valid until", value: (r) => (r.quote.validUntil ? csvDate(r.quote.validUntil) : "") },
    { header: "Currency", value: (r) => r.quote.currency },
    { header: "Quote total (minor units)", value: (r) => r.quote.totalMinor ?? "" },
    { header: "Line", value: (r) => r.line.position },
    { header: "Tag id", value: (r) => r.line.tagId ?? "" },
    { header: "Hose", value: (r) => r.line.hoseName ?? "" },
    { header: "Configuration", value: (r) => r.line.spec.configurationName ?? "" },
    { header: "Specification", value: (r) => lineSpecSummary(r.line.spec) },
    { header: "Hose type", value: (r) => r.line.spec.hoseType ?? "" },
    { header: "Bore size", value: (r) => r.line.spec.boreSize ?? "" },
    { header: "Length (mm)", value: (r) => r.line.spec.lengthMm ?? "" },
    { header: "Pressure (bar)", value: (r) => r.line.spec.pressureBar ?? "" },
    { header: "Fitting 1", value: (r) => r.line.spec.fitting1.connection ?? "" },
    { header: "Fitting 1 angle", value: (r) => r.line.spec.fitting1.angle ?? "" },
    { header: "Fitting 1 size", value: (r) => r.line.spec.fitting1.size ?? "" },
    { header: "Fitting 2", value: (r) => r.line.spec.fitting2.connection ?? "" },
    { header: "Fitting 2 angle", value: (r) => r.line.spec.fitting2.angle ?? "" },
    { header: "Fitting 2 size", value: (r) => r.line.spec.fitting2.size ?? "" },
    { header: "Orientation (degrees)", value: (r) => r.line.spec.orientation ?? "" },
    { header: "Sleeving", value: (r) => yesNo(r.line.spec.sleeving) },
    { header: "Test certificate", value: (r) => yesNo(r.line.spec.testCertificate) },
    { header: "Conformity certificate", value: (r) => yesNo(r.line.spec.conformityCertificate) },
    { header: "Quantity", value: (r) => r.line.quantity },
    { header: "Unit price (minor units)", value: (r) => r.line.unitPriceMinor ?? "" },
    { header: "Unit price", value: (r) => money(r.line.unitPriceMinor, r.quote.currency) },
    {
      header: "Line total",
      value: (r) =>
        money(r.line.unitPriceMinor === null ? null : r.line.unitPriceMinor * r.line.quantity, r.quote.currency),
    },
    { header: "Replaced", value: (r) => (r.line.closedAt ? formatDate(r.line.closedAt) : "") },
  ] satisfies CsvColumn<LineRow>[],
  async rows(ctx, filters) {
    const where = quoteListWhere(ctx, filters);
    return flatMapBatches(
      orderedBatches(QUOTE_ORDER, (segment, take) =>
        readDb().quote.findMany({
          where: { AND: [where, segment] },
          include: erpInclude,
          orderBy: keysetOrderBy(QUOTE_ORDER) as Prisma.QuoteOrderByWithRelationInput[],
          take,
        }),
      ),
      (q) => {
        const quote = { ...toQuoteRow(ctx, q), offerMessage: q.offerMessage };
        return q.lines.map((l) => ({
          quote,
          line: {
            id: l.id,
            position: l.position,
            hoseId: l.hoseId,
            tagId: l.tagId,
            hoseName: l.hoseName,
            spec: readLineSpec(l.spec),
            quantity: l.quantity,
            unitPriceMinor: minorNumber(l.unitPriceMinor),
            closedAt: l.closedAt?.toISOString() ?? null,
          },
        }));
      },
    );
  },
  // Each batch holds whole quotes (their lines come with them), so grouping within it is exact.
  async *json(batches) {
    for await (const batch of batches) {
      const quotes = new Map<string, { quote: LineRow["quote"]; lines: ErpLine[] }>();
      for (const { quote, line } of batch) {
        const entry = quotes.get(quote.id) ?? { quote, lines: [] };
        entry.lines.push(line);
        quotes.set(quote.id, entry);
      }
      yield [...quotes.values()].map(({ quote, lines }) => ({
        id: quote.id,
        status: quote.status,
        requestorOrganisationId: quote.requestorOrganisationId,
        requestorOrganisation: quote.requesterOrganisation.name,
        receiverOrganisationId: quote.receiverOrganisationId,
        receiverOrganisation: quote.receiverOrganisation.name,
        message: quote.message,
        offerMessage: quote.offerMessage,
        createdAt: quote.createdAt,
        validUntil: quote.validUntil,
        currency: quote.currency,
        totalMinor: quote.totalMinor,
        lines: lines.map((l) => ({
          ...l,
          lineTotalMinor: l.unitPriceMinor === null ? null : l.unitPriceMinor * l.quantity,
        })),
      }));
    }
  },
});

async function* flatMapBatches<R, T>(batches: AsyncIterable<R[]>, map: (row: R) => T[]): AsyncGenerator<T[]> {
  for await (const batch of batches) yield batch.flatMap(map);
}
