import type { AuthedCtx } from "@/lib/core/ctx";
import { ROLE } from "@/lib/core/roles";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { forbidden, notFound } from "@/lib/core/errors";
import { userAdminScope, visibleUsers } from "./access";
import { recordMembershipChanges, userEntry } from "@/lib/auth/user-audit";
import { userInvitationDeletedMessage } from "./messages";
import { CANNOT_EDIT_USER } from "./schemas";

/**
 * Delete a pending invite: within an organisation, the invitation to it; for a client admin,
 * the pending user altogether. A person who has since created a password is not pending.
 */
export async function deletePendingUser(ctx: AuthedCtx, id: string) {
  const scope = userAdminScope(ctx);
  const target = await db().user.findFirst({
    where: visibleUsers(ctx, scope, { id, passwordHash: null }),
    include: { memberships: true },
  });
  if (!target) throw notFound("Invitation not found");
  // A Manager cannot edit an Admin, nor withdraw an Admin's invitation.
  const invited =
    scope.kind === "organisation" ? target.memberships.find((m) => m.organisationId === scope.id) : undefined;
  if (scope.kind === "organisation" && invited?.role === ROLE.ADMIN && scope.role !== ROLE.ADMIN)
    throw forbidden(CANNOT_EDIT_USER);
  const remaining =
    scope.kind === "organisation" ? target.memberships.filter((m) => m.organisationId !== scope.id) : [];
  await db().$transaction(async (tx) => {
    if (scope.kind === "organisation")
      await tx.organisationUser.deleteMany({ where: { userId: target.id, organisationId: scope.id } });
    // A client admin deletes the invitation altogether, a pending client admin's included (its
    // link must stop working); an organisation only its own invitation, never a client admin's.
    if (scope.kind === "client" || (remaining.length === 0 && !target.clientAdmin)) {
      await tx.userToken.deleteMany({ where: { userId: target.id } });
      await tx.user.delete({ where: { id: target.id } });
    }
    await recordAudit(tx, ctx, userEntry("user.invite.delete", target));
    if (scope.kind === "client")
      await recordMembershipChanges(
        tx,
        ctx,
        target,
        new Map(target.memberships.map((m) => [m.organisationId, m])),
        new Map(),
      );
  });
  return userInvitationDeletedMessage(target.email);
}
