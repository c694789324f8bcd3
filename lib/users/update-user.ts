import type { AuthedCtx } from "@/lib/core/ctx";
import { ROLE, assignableRoles } from "@/lib/core/roles";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { AppError, forbidden, notFound } from "@/lib/core/errors";
import { userAdminScope, visibleUsers } from "./access";
import { recordMembershipChanges, rightsOf, rightsSnapshot, roleSnapshot, userEntry } from "@/lib/auth/user-audit";
import { getUser } from "./get-user";
import { userAccessRevokedMessage, userSavedMessage } from "./messages";
import { requestedMemberships } from "./requested-memberships";
import { CANNOT_EDIT_USER, type UserUpdateInput } from "./schemas";

/**
 * Edit user. An organisation's user admin changes the role (3 revokes access) and the quote
 * contact flag within the organisation; a Manager cannot edit an Admin nor make one. A client
 * admin sets the client admin flag and the full list of organisations.
 */
export async function updateUser(ctx: AuthedCtx, input: UserUpdateInput) {
  const scope = userAdminScope(ctx);
  const target = await db().user.findFirst({
    where: visibleUsers(ctx, scope, { id: input.id }),
    include: { memberships: true },
  });
  if (!target) throw notFound("User not found");

  if (scope.kind === "organisation") {
    const membership = target.memberships.find((m) => m.organisationId === scope.id)!;
    if (membership.role === ROLE.ADMIN && scope.role !== ROLE.ADMIN) throw forbidden(CANNOT_EDIT_USER);
    if (input.role === ROLE.REVOKE) {
      if (target.id === ctx.user.id) throw new AppError("INVALID", { role: ["You cannot revoke your own access"] });
      await db().$transaction(async (tx) => {
        await tx.organisationUser.delete({ where: { id: membership.id } });
        await recordAudit(tx, ctx, userEntry("user.revoke", target, { before: roleSnapshot(membership), after: null }));
      });
      return { user: null, message: userAccessRevokedMessage(`${target.firstName} ${target.lastName}`, scope.name) };
    }
    const role = input.role ?? membership.role;
    if (role !== membership.role && !assignableRoles(ctx.flags, scope.role).includes(role))
      throw forbidden(CANNOT_EDIT_USER);
    await db().$transaction(async (tx) => {
      const after = await tx.organisationUser.update({
        where: { id: membership.id },
        data: { role, receiveQuotes: input.receiveQuotes ?? membership.receiveQuotes },
      });
      await recordAudit(
        tx,
        ctx,
        userEntry("user.role", target, { before: roleSnapshot(membership), after: roleSnapshot(after) }),
      );
    });
  } else {
    if (target.id === ctx.user.id && input.clientAdmin === false) {
      throw new AppError("INVALID", { clientAdmin: ["You cannot remove your own client admin rights"] });
    }
    const memberships = input.organisations
      ? await requestedMemberships(ctx, scope, { organisations: input.organisations })
      : null;
    await db().$transaction(async (tx) => {
      const before = await rightsOf(tx, target.id);
      if (input.clientAdmin !== undefined)
        await tx.user.update({ where: { id: target.id }, data: { clientAdmin: input.clientAdmin } });
      if (memberships) {
        // Change only what the form changed: the form lists live organisations only, so roles in
        // archived organisations are kept (they come back on unarchive); kept rows keep their id.
        const listed = new Map(memberships.map((m) => [m.organisationId, m]));
        const live = await tx.organisationUser.findMany({
          where: { userId: target.id, organisation: { deletedAt: null } },
        });
        const dropped = live.filter((m) => !listed.has(m.organisationId)).map((m) => m.id);
        if (dropped.length) await tx.organisationUser.deleteMany({ where: { id: { in: dropped } } });
        for (const m of live) {
          const wanted = listed.get(m.organisationId);
          if (!wanted) continue;
          const receiveQuotes = wanted.receiveQuotes ?? false;
          if (wanted.role !== m.role || receiveQuotes !== m.receiveQuotes) {
            await tx.organisationUser.update({ where: { id: m.id }, data: { role: wanted.role, receiveQuotes } });
          }
        }
        const existing = new Set(live.map((m) => m.organisationId));
        const added = memberships.filter((m) => !existing.has(m.organisationId));
        if (added.length) {
          await tx.organisationUser.createMany({
            data: added.map((m) => ({ ...m, clientId: ctx.client.id, userId: target.id })),
          });
        }
      }
      const after = await rightsOf(tx, target.id);
      await recordAudit(
        tx,
        ctx,
        userEntry("user.rights", target, {
          organisationId: null,
          before: rightsSnapshot(before),
          after: rightsSnapshot(after),
        }),
      );
      await recordMembershipChanges(tx, ctx, target, before.memberships, after.memberships);
    });
  }
  return { user: await getUser(ctx, target.id), message: userSavedMessage(`${target.firstName} ${target.lastName}`) };
}
