import { serviceLife } from "@/lib/analytics/service-life";
import { ServiceLifeQuerySchema } from "@/lib/analytics/schemas";
import { route } from "@/lib/http/route";

/** GET /api/v1/analytics/service-life?groupBy=: survival of the caller's hoses by cohort. */
export const GET = route({ query: ServiceLifeQuerySchema }, async ({ ctx, query }) => ({
  data: await serviceLife(ctx, query.groupBy),
}));
