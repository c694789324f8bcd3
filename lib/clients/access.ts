import type { Ctx } from "@/lib/auth/ctx";
import { requireClientAdmin, requireSystemAdmin } from "@/lib/auth/role-guards";

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
