import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { consumeMailBudget } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db/client";
import { conflict, forbidden } from "@/lib/core/errors";
import { userEntry } from "@/lib/auth/user-audit";
import { CANNOT_EDIT_USER } from "@/lib/users/schemas";
import { sendUserInvitation } from "@/lib/users/send-invitation";
import { clientUserSelect, findClientAdmin, toClientUserRow } from "./client-user-row";
import { clientAdminInvitedMessage, clientAdminSavedMessage } from "./messages";
import type { ClientUserUpdateInput } from "./schemas";

/**
 * ClientUserEdit (PUT /clients/users): corrects a client admin's name or email. An email already
 * used in that client is refused; see below for who may re-address whom. A pending invitee's new
 * address gets a fresh invitation and the old link stops working.
 */
export async function updateClientUser(ctx: AuthedCtx, input: ClientUserUpdateInput) {
  const current = await findClientAdmin(ctx, input.id);
  const emailChanged = input.email !== current.email;
  const pending = current.passwordHash === null;
  // A new address plus 'forgot password' would hand over the account: only a system admin may
  // re-address an active account (its owner can in Your profile), and only a system admin may
  // change a system admin at all. A pending invitation's typo any admin may correct.
  if (current.systemAdmin && !ctx.flags.isSystemAdmin) throw forbidden(CANNOT_EDIT_USER);
  if (emailChanged && !pending && !ctx.flags.isSystemAdmin) {
    throw forbidden(
      "Only a system admin can change the email of an active account; its owner can change it in Your profile",
    );
  }
  if (emailChanged) {
    const taken = await db().user.findUnique({
      where: { clientId_email: { clientId: current.clientId, email: input.email } },
      select: { id: true },
    });
    if (taken) throw conflict({ email: ["This email address is already used by another account"] });
    if (pending) await consumeMailBudget(current.clientId, ctx.impersonator?.id ?? ctx.user.id, input.email);
  }
  const user = await db().$transaction(async (tx) => {
    if (emailChanged && pending) await tx.userToken.deleteMany({ where: { userId: current.id } });
    const after = await tx.user.update({
      where: { id: current.id },
      // A corrected address replaces any email change the user had asked for.
      data: {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        ...(emailChanged ? { emailChange: null } : {}),
      },
      select: { ...clientUserSelect, clientId: true },
    });
    await recordAudit(
      tx,
      ctx,
      userEntry("user.update", after, { clientId: after.clientId, organisationId: null, before: current, after }),
    );
    return after;
  });
  if (emailChanged && pending) {
    const client = await db().client.findUniqueOrThrow({ where: { id: user.clientId } });
    await sendUserInvitation(client, user, { inviterName: ctx.user.fullName, locale: ctx.user.locale });
  }
  return {
    user: toClientUserRow(user),
    message:
      emailChanged && pending
        ? clientAdminInvitedMessage(user.email)
        : clientAdminSavedMessage(`${user.firstName} ${user.lastName}`),
  };
}
