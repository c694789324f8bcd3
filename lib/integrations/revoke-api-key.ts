import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { notFound } from "@/lib/core/errors";
import { db } from "@/lib/db/client";
import { requireIntegrations, visibleIntegrations } from "./access";
import { integrationEntry } from "./audit";
import { apiKeyRevokedMessage } from "./messages";

/**
 * Revoking deletes the key's row: the very next request carrying the key finds no row and is
 * answered 401 (keys are looked up on every request, never cached).
 */
export async function revokeApiKey(ctx: AuthedCtx, id: string) {
  requireIntegrations(ctx);
  const row = await db().apiKey.findFirst({
    where: { ...visibleIntegrations(ctx), id },
    select: { id: true, name: true, organisationId: true },
  });
  if (!row) throw notFound("API key not found");
  await db().$transaction(async (tx) => {
    await tx.apiKey.delete({ where: { id: row.id } });
    await recordAudit(tx, ctx, integrationEntry("api-key.revoke", row, row.name));
  });
  return { row, message: apiKeyRevokedMessage(row.name) };
}
