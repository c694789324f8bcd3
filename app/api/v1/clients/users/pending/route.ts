import { listPendingClientUsers } from "@/lib/clients";
import { ClientUsersQuerySchema } from "@/lib/clients/schemas";
import { route } from "@/lib/http/route";

/** GET /api/v1/clients/users/pending?clientId=: pending client admin invitations. */
export const GET = route({ query: ClientUsersQuerySchema }, async ({ ctx, query }) => {
  const items = await listPendingClientUsers(ctx, query.clientId);
  return { data: { items, totalItems: items.length } };
});
