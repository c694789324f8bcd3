import type { Ctx } from "@/lib/core/ctx";

/**
 * ClientSettings: the guard (clientAdminRole) lets system admins in; only a client admin of this
 * client may save (updateClientSettings enforces it). A system admin who is not one sees the
 * settings read-only, with a way to become a client admin of this client.
 */
export function clientSettingsAccess(ctx: Pick<Ctx, "flags">): { canView: boolean; canSave: boolean } {
  return { canView: ctx.flags.isClientAdmin || ctx.flags.isSystemAdmin, canSave: ctx.flags.isClientAdmin };
}
