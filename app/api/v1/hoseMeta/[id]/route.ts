import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";
import { getInspection } from "@/lib/inspections/get-inspection";

/** GET /api/v1/hoseMeta/{id}: one inspection of a hose the caller sees (404 otherwise). */
export const GET = route({ params: IdParamsSchema }, async ({ ctx, params }) => ({
  data: await getInspection(ctx, params.id),
}));
