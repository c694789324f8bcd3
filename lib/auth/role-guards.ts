import type { Ctx } from "@/lib/core/ctx";
import { forbidden } from "@/lib/core/errors";

/**
 * The client-wide role checks services share, written once. An area's access.ts names them in
 * its own words (requireClientManagement, requireTagChanges...) or re-exports them.
 */
export function requireSystemAdmin(ctx: Pick<Ctx, "flags">): void {
  if (!ctx.flags.isSystemAdmin) throw forbidden();
}

export function requireClientAdmin(ctx: Pick<Ctx, "flags">): void {
  if (!ctx.flags.isClientAdmin) throw forbidden();
}
