import type { AuthedCtx } from "@/lib/core/ctx";
import { forbidden } from "@/lib/core/errors";

/**
 * SPEC 6: only system admins upload and delete tags and see the batch list (superAdminRole).
 * Tags and batches belong to the client the portal is opened on.
 */
export function requireSystemAdmin(ctx: AuthedCtx): void {
  if (!ctx.flags.isSystemAdmin) throw forbidden();
}
