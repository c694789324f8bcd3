"use server";
import { portalActionCtx } from "@/lib/actions/ctx";
import { formObject, runAction, type ActionState } from "@/lib/actions/state";
import { systemAdminLoginUrl } from "@/lib/auth/impersonation";
import { inviteClientAdmin, removeClientAdmin, updateClientUser } from "@/lib/clients/client-users";
import { ClientUserInviteSchema, ClientUserUpdateSchema } from "@/lib/clients/schemas";

/** ClientUsers (SPEC 2.1 clients/{clientId}/users); the services decide who may do what. */
export async function inviteClientAdminAction(
  organisationId: string,
  clientId: string,
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    const { message } = await inviteClientAdmin(
      ctx,
      ClientUserInviteSchema.parse({ ...formObject(formData), clientId }),
    );
    return { ok: true, errors: {}, message };
  });
}

/** Corrects a client admin's name or email (ClientUserEdit). */
export async function updateClientUserAction(
  organisationId: string,
  userId: string,
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    const { message } = await updateClientUser(
      ctx,
      ClientUserUpdateSchema.parse({ ...formObject(formData), id: userId }),
    );
    return { ok: true, errors: {}, message };
  });
}

/** Removes client admin rights (ClientUserDelete). */
export async function removeClientAdminAction(organisationId: string, userId: string): Promise<ActionState> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    return { ok: true, errors: {}, message: await removeClientAdmin(ctx, userId) };
  });
}

/** Deletes a pending invitation (DELETE /clients/users/pending/{id}). */
export async function deletePendingClientUserAction(organisationId: string, userId: string): Promise<ActionState> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    return { ok: true, errors: {}, message: await removeClientAdmin(ctx, userId, { pendingOnly: true }) };
  });
}

/** System admin 'Login as admin': a one-time login URL on that client's host. */
export async function clientAdminLoginUrlAction(
  organisationId: string,
  userId: string,
): Promise<ActionState<{ url: string }>> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    return { ok: true, errors: {}, data: { url: await systemAdminLoginUrl(ctx, userId) } };
  });
}
