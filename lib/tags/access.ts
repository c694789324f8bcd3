import type { AuthedCtx } from "@/lib/auth/ctx";
import { forbidden } from "@/lib/http/errors";

/**
 * SPEC 6: only system admins upload and delete tags and see the batch list (superAdminRole).
 * Tags and batches belong to the client the portal is opened on.
 */
export function requireSystemAdmin(ctx: AuthedCtx): void {
  if (!ctx.flags.isSystemAdmin) throw forbidden();
}
