import { listClientUsers, inviteClientAdmin, updateClientUser } from "@/lib/clients";
import { ClientUserInviteSchema, ClientUserUpdateSchema, ClientUsersQuerySchema } from "@/lib/clients/schemas";
import { route } from "@/lib/http/route";
import { ListQuerySchema } from "@/lib/lists/schemas";

/** GET /api/v1/clients/users?clientId=: the client admins of a client. */
export const GET = route({ query: ListQuerySchema.extend(ClientUsersQuerySchema.shape) }, async ({ ctx, query }) => ({
  data: await listClientUsers(ctx, query.clientId, query),
}));

/** POST /api/v1/clients/users {firstName, lastName, email, clientId}: 'Invite client admin'. */
export const POST = route({ body: ClientUserInviteSchema }, async ({ ctx, body }) => {
  const { user, message } = await inviteClientAdmin(ctx, body);
  return { data: user, status: 201, userMessage: message };
});

/** PUT /api/v1/clients/users {id, firstName, lastName, email}: ClientUserEdit. */
export const PUT = route({ body: ClientUserUpdateSchema }, async ({ ctx, body }) => {
  const { user, message } = await updateClientUser(ctx, body);
  return { data: user, userMessage: message };
});
