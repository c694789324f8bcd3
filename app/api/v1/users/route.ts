import { route } from "@/lib/http/route";
import { ListQuerySchema } from "@/lib/lists/schemas";
import { UserCreateSchema, UserUpdateSchema } from "@/lib/users/schemas";
import { createUser, listUsers, updateUser } from "@/lib/users";

/** GET /api/v1/users: the users of the organisation (user admins) or of the client (client admins). */
export const GET = route({ query: ListQuerySchema }, async ({ ctx, query }) => ({ data: await listUsers(ctx, query) }));

/** POST /api/v1/users: create (invite) a user. */
export const POST = route({ body: UserCreateSchema }, async ({ ctx, body }) => {
  const { user, message } = await createUser(ctx, body);
  return { data: user, status: 201, userMessage: message };
});

/** PUT /api/v1/users: edit a user's role(s); role 3 revokes access to the organisation. */
export const PUT = route({ body: UserUpdateSchema }, async ({ ctx, body }) => {
  const { user, message } = await updateUser(ctx, body);
  return { data: user, userMessage: message };
});
