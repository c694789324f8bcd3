"use server";
import { systemAdminLoginUrl } from "@/lib/auth/impersonation";
import { inviteClientAdmin, removeClientAdmin, updateClientUser } from "@/lib/clients";
import { ClientUserInviteSchema, ClientUserUpdateSchema } from "@/lib/clients/schemas";
import { portalAction } from "./action";

/** ClientUsers (a client's admins); the services decide who may do what. */
export const inviteClientAdminAction = portalAction(
  { schema: ClientUserInviteSchema, input: ({ form }, clientId: string) => ({ ...form, clientId }) },
  async ({ ctx, input }) => ({ message: (await inviteClientAdmin(ctx, input)).message }),
);

/** Corrects a client admin's name or email (ClientUserEdit). */
export const updateClientUserAction = portalAction(
  { schema: ClientUserUpdateSchema, input: ({ form }, userId: string) => ({ ...form, id: userId }) },
  async ({ ctx, input }) => ({ message: (await updateClientUser(ctx, input)).message }),
);

/** Removes client admin rights (ClientUserDelete). */
export const removeClientAdminAction = portalAction({}, async ({ ctx }, userId: string) => ({
  message: await removeClientAdmin(ctx, userId),
}));

/** Deletes a pending invitation (DELETE /clients/users/pending/{id}). */
export const deletePendingClientUserAction = portalAction({}, async ({ ctx }, userId: string) => ({
  message: await removeClientAdmin(ctx, userId, { pendingOnly: true }),
}));

/** System admin 'Login as admin': a one-time login URL on that client's host. */
export const clientAdminLoginUrlAction = portalAction({}, async ({ ctx }, userId: string) => ({
  data: { url: await systemAdminLoginUrl(ctx, userId) },
}));
