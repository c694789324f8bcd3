import type { AuthedCtx } from "@/lib/core/ctx";
import { requireClientAdmin } from "@/lib/auth/role-guards";

/**
 * Who may do what with the client's manufacturers: client admins manage them; every signed-in
 * user of the client reads them (pick lists, GET /config).
 */
export const canManageManufacturers = (ctx: AuthedCtx): boolean => ctx.flags.isClientAdmin;

export const requireManufacturerChanges: (ctx: AuthedCtx) => void = requireClientAdmin;
