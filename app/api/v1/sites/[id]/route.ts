import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";
import { deleteSite } from "@/lib/sites/delete-site";
import { getSite } from "@/lib/sites/get-site";

/** GET /api/v1/sites/{id}: one site or zone with its child and active-hose counts. */
export const GET = route({ params: IdParamsSchema }, async ({ ctx, params }) => ({
  data: await getSite(ctx, params.id),
}));

/** DELETE /api/v1/sites/{id}: with its sub-zones; refused while active hoses are in it (Admin). */
export const DELETE = route({ params: IdParamsSchema }, async ({ ctx, params }) => ({
  data: { id: params.id },
  userMessage: await deleteSite(ctx, params.id),
}));
