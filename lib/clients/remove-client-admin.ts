import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/core/errors";
import { userEntry } from "@/lib/auth/user-audit";
import { requireClientUserManagement, visibleClientAdmins } from "./access";
import { clientAdminRemovedMessage, invitationDeletedMessage } from "./messages";

/**
 * Removes client admin rights. A pending invitee with nothing else in the client is deleted
 * outright (that is "delete pending invitation"). Nobody removes their own rights here.
 */
export async function removeClientAdmin(ctx: AuthedCtx, userId: string, opts: { pendingOnly?: boolean } = {}) {
  requireClientUserManagement(ctx);
  const user = await db().user.findFirst({
    where: {
      id: userId,
      clientAdmin: true,
      deletedAt: null,
      ...(opts.pendingOnly ? { passwordHash: null } : {}),
      ...visibleClientAdmins(ctx),
    },
    include: { _count: { select: { memberships: true } } },
  });
  if (!user) throw notFound(opts.pendingOnly ? "Invitation not found" : "User not found");
  if (user.id === ctx.user.id)
    throw new AppError("INVALID", { global: ["You cannot remove your own client admin rights"] });
  if (user.passwordHash === null && user._count.memberships === 0) {
    await db().$transaction(async (tx) => {
      await tx.userToken.deleteMany({ where: { userId: user.id } });
      await tx.user.delete({ where: { id: user.id } });
      await recordAudit(
        tx,
        ctx,
        userEntry("user.invite.delete", user, { clientId: user.clientId, organisationId: null }),
      );
    });
    return invitationDeletedMessage(user.email);
  }
  await db().$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { clientAdmin: false } });
    await recordAudit(
      tx,
      ctx,
      userEntry("user.client-admin.remove", user, {
        clientId: user.clientId,
        organisationId: null,
        before: { clientAdmin: true },
        after: { clientAdmin: false },
      }),
    );
  });
  return clientAdminRemovedMessage(`${user.firstName} ${user.lastName}`);
}
