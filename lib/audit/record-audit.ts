import type { AuthedCtx } from "@/lib/auth/ctx";
import { db } from "@/lib/db/client";

/**
 * Who did what: the acting user and, while impersonating, the real person behind them
 * (ARCHITECTURE: every impersonated action is attributable).
 */
export async function recordAudit(ctx: AuthedCtx, action: string, entity: string, entityId: string): Promise<void> {
  await db().auditEvent.create({
    data: {
      clientId: ctx.client.id,
      actorId: ctx.user.id,
      impersonatorId: ctx.impersonator?.id ?? null,
      action,
      entity,
      entityId,
    },
  });
}
