import type { AuthedCtx } from "@/lib/core/ctx";
import type { Prisma } from "@/lib/generated/prisma/client";
import { forbidden } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";

/**
 * Users: only user admins (client admin, Manager, Admin) manage users. Invited people are users
 * without a password until they create one ("pending").
 */

export const canManageUsers = (ctx: AuthedCtx): boolean => ctx.flags.isClientAdmin || ctx.flags.isUserAdmin;

export type UserAdminScope = { kind: "client" } | { kind: "organisation"; id: string; name: string; role: number };

/**
 * The caller's reach over users, or 403: a client admin works across the client; an
 * organisation's user admin (Manager, Admin) within that organisation.
 */
export function userAdminScope(ctx: AuthedCtx): UserAdminScope {
  if (ctx.flags.isClientAdmin) return { kind: "client" };
  const org = ctx.organisation;
  if (!org || org === "admin" || !ctx.flags.isUserAdmin) throw forbidden();
  return { kind: "organisation", id: org.id, name: org.name, role: org.role };
}

/** The users within that reach: the client's, or the organisation's members; deleted ones never. */
export function visibleUsers(
  ctx: AuthedCtx,
  scope: UserAdminScope,
  extra: Prisma.UserWhereInput = {},
): Prisma.UserWhereInput {
  const member = scope.kind === "organisation" ? { memberships: { some: { organisationId: scope.id } } } : {};
  return inClient(ctx, { deletedAt: null, ...member, ...extra });
}
