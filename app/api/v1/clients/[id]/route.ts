import { deleteClientRecord, getClient } from "@/lib/clients";
import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";

/** GET /api/v1/clients/{id} (system admin). */
export const GET = route({ params: IdParamsSchema }, async ({ ctx, params }) => ({
  data: await getClient(ctx, params.id),
}));

/** DELETE /api/v1/clients/{id} (system admin; never the current client). */
export const DELETE = route({ params: IdParamsSchema }, async ({ ctx, params }) => ({
  data: { id: params.id },
  userMessage: await deleteClientRecord(ctx, params.id),
}));
