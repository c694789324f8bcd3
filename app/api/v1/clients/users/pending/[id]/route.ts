import { removeClientAdmin } from "@/lib/clients";
import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";

/** DELETE /api/v1/clients/users/pending/{id}: withdraw a client admin invitation. */
export const DELETE = route({ params: IdParamsSchema }, async ({ ctx, params }) => ({
  data: { id: params.id },
  userMessage: await removeClientAdmin(ctx, params.id, { pendingOnly: true }),
}));
