import type { AuthedCtx } from "@/lib/auth/ctx";

/**
 * An audit row for a hose change, written inside the change's own transaction so the record
 * and the change commit together (and an answer never fails after its write committed).
 */
export function hoseAudit(
  ctx: AuthedCtx,
  action: string,
  hoseId: string,
  data?: Record<string, string | number | null>,
) {
  return {
    clientId: ctx.client.id,
    actorId: ctx.user.id,
    impersonatorId: ctx.impersonator?.id ?? null,
    action,
    entity: "Hose",
    entityId: hoseId,
    ...(data ? { data } : {}),
  };
}
