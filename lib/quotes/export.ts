import type { CsvColumn } from "@/lib/csv/write-csv";
import { formatDate } from "@/lib/dates";
import { readDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { orderedBatches } from "@/lib/lists/batches";
import { assertCanExport, defineExporter, mapBatches } from "@/lib/lists/exporter";
import { keysetOrderBy } from "@/lib/lists/keyset";
import { QUOTE_ORDER, quoteListWhere } from "./list-quotes";
import { quoteRowInclude, toQuoteRow } from "./quote-row";

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
