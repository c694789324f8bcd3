import { getClientUserById, removeClientAdmin } from "@/lib/clients";
import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";

/** DELETE /api/v1/clients/users/{id}: remove a user's client admin rights. */
export const DELETE = route({ params: IdParamsSchema }, async ({ ctx, params }) => ({
  data: { id: params.id },
  userMessage: await removeClientAdmin(ctx, params.id),
}));

/** GET /api/v1/clients/users/{id}: one client admin or pending invitee (ClientUserEdit). */
export const GET = route({ params: IdParamsSchema }, async ({ ctx, params }) => ({
  data: await getClientUserById(ctx, params.id),
}));
