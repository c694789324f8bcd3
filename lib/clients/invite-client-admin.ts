import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { consumeMailBudget } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db/client";
import { conflict } from "@/lib/core/errors";
import { userEntry } from "@/lib/auth/user-audit";
import { sendUserInvitation } from "@/lib/users/send-invitation";
import { targetClient, toClientUserRow } from "./client-user-row";
import { clientAdminGrantedMessage, clientAdminInvitedMessage } from "./messages";
import type { ClientUserInviteInput } from "./schemas";

/** 'Invite client admin': a new person gets an invitation; an existing user gains the rights. */
export async function inviteClientAdmin(ctx: AuthedCtx, input: ClientUserInviteInput) {
  const client = await targetClient(ctx, input.clientId);
  const existing = await db().user.findUnique({
    where: { clientId_email: { clientId: client.id, email: input.email } },
  });
  if (existing?.clientAdmin && !existing.deletedAt)
    throw conflict({ email: ["This person is already a client admin"] });
  // An invitation is an email to an address the caller chose: it counts against the mail budget.
  if (!(existing && !existing.deletedAt && existing.passwordHash)) {
    await consumeMailBudget(client.id, ctx.impersonator?.id ?? ctx.user.id, input.email);
  }
  const user = await db().$transaction(async (tx) => {
    const row =
      existing && !existing.deletedAt
        ? await tx.user.update({ where: { id: existing.id }, data: { clientAdmin: true } })
        : await tx.user.create({
            data: {
              clientId: client.id,
              email: input.email,
              firstName: input.firstName,
              lastName: input.lastName,
              clientAdmin: true,
            },
          });
    await recordAudit(
      tx,
      ctx,
      userEntry(existing && !existing.deletedAt ? "user.client-admin.grant" : "user.client-admin.invite", row, {
        clientId: client.id,
        organisationId: null,
        before: { clientAdmin: existing && !existing.deletedAt ? existing.clientAdmin : null },
        after: { clientAdmin: true },
      }),
    );
    return row;
  });
  if (!user.passwordHash)
    await sendUserInvitation(client, user, { inviterName: ctx.user.fullName, locale: ctx.user.locale });
  return {
    user: toClientUserRow(user),
    message: user.passwordHash
      ? clientAdminGrantedMessage(`${user.firstName} ${user.lastName}`)
      : clientAdminInvitedMessage(user.email),
  };
}
