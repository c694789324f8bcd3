import { requestExport } from "@/lib/exports/export-list";
import { route } from "@/lib/http/route";
import { QuoteErpExportQuerySchema } from "@/lib/quotes/schemas";

/** GET /api/v1/quotes/erp-export?format=csv|json: a URL to download the quotes with their lines. */
export const GET = route({ query: QuoteErpExportQuerySchema }, async ({ ctx, query }) => ({
  data: await requestExport(ctx, "quote-lines", query.filters, query.format),
}));
