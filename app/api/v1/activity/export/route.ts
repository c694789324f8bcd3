import { requestExport } from "@/lib/exports/export-list";
import { route } from "@/lib/http/route";
import { ListQuerySchema } from "@/lib/lists/schemas";

/** GET /api/v1/activity/export: a URL to download the filtered audit trail as CSV (streamed). */
export const GET = route({ query: ListQuerySchema }, async ({ ctx, query }) => ({
  data: await requestExport(ctx, "activity", query.filters),
}));
