import { removeClientAdmin } from "@/lib/clients/client-users";
import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";

/** DELETE /api/v1/clients/users/{id}: remove a user's client admin rights. */
export const DELETE = route({ params: IdParamsSchema }, async ({ ctx, params }) => ({
  data: { id: params.id },
  userMessage: await removeClientAdmin(ctx, params.id),
}));
