import { requestExport } from "@/lib/exports/export-list";
import { route } from "@/lib/http/route";
import { ListQuerySchema } from "@/lib/lists/schemas";

/** GET /api/v1/inspections/export: a URL to download the filtered list as CSV. */
export const GET = route({ query: ListQuerySchema }, async ({ ctx, query }) => ({
  data: await requestExport(ctx, "inspections", query.filters),
}));
