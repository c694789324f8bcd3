import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";
import { deletePendingUser } from "@/lib/users";

/** DELETE /api/v1/users/pending/{id}: withdraw an invitation. */
export const DELETE = route({ params: IdParamsSchema }, async ({ ctx, params }) => ({
  data: { id: params.id },
  userMessage: await deletePendingUser(ctx, params.id),
}));
