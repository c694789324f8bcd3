import type { Ctx } from "@/lib/core/ctx";
import { requireClientAdmin, requireSystemAdmin } from "@/lib/auth/role-guards";
import { forbidden } from "@/lib/core/errors";

/**
 * Who may do what with clients:
 *  - Manage clients (every client's record, hostnames, logo, admins' one-time logins): system
 *    admins;
 *  - ClientSettings of the current client: the guard (clientAdminRole) lets system admins in;
 *    only a client admin of this client may save. A system admin who is not one sees the
 *    settings read-only, with a way to become a client admin of this client.
 */
export const canManageClients = (ctx: Pick<Ctx, "flags">): boolean => ctx.flags.isSystemAdmin;
export const requireClientManagement: (ctx: Pick<Ctx, "flags">) => void = requireSystemAdmin;

export function clientSettingsAccess(ctx: Pick<Ctx, "flags">): { canView: boolean; canSave: boolean } {
  return { canView: ctx.flags.isClientAdmin || ctx.flags.isSystemAdmin, canSave: ctx.flags.isClientAdmin };
}
export const requireClientSettingsChanges: (ctx: Pick<Ctx, "flags">) => void = requireClientAdmin;

/**
 * ClientUsers (a client's admins and their pending invitations): a system admin works on any
 * client's, a client admin on their own client's only.
 */
export const canManageClientUsers = (ctx: Pick<Ctx, "flags">): boolean =>
  ctx.flags.isSystemAdmin || ctx.flags.isClientAdmin;

export function requireClientUserManagement(ctx: Pick<Ctx, "flags">): void {
  if (!canManageClientUsers(ctx)) throw forbidden();
}

/** The client admins the caller may reach: any client's for a system admin, else their own client's. */
export const visibleClientAdmins = (ctx: Pick<Ctx, "flags" | "client">) =>
  ctx.flags.isSystemAdmin ? {} : { clientId: ctx.client.id };
