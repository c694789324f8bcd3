import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { AppError } from "@/lib/core/errors";
import { hashToken, randomToken } from "@/lib/core/secrets";
import { inClient } from "@/lib/core/scope";
import { db } from "@/lib/db/client";
import { requireIntegrations, targetOrganisation } from "./access";
import { integrationEntry } from "./audit";
import { apiKeyCreatedMessage } from "./messages";
import type { ApiKeyCreateInput } from "./schemas";

/** Recognisable in a config file or a leaked log ("hose portal key"), like other vendors' prefixes. */
export const API_KEY_PREFIX = "hpk_";

/**
 * Creates a key for the organisation: 256 random bits, stored only as their SHA-256 (a
 * high-entropy key needs no slow hash), and answered this once.
 */
export async function createApiKey(ctx: AuthedCtx, input: ApiKeyCreateInput) {
  requireIntegrations(ctx);
  const organisationId = targetOrganisation(ctx, input.organisationId);
  const organisation = await db().organisation.findFirst({
    where: inClient(ctx, { id: organisationId, deletedAt: null }),
    select: { id: true },
  });
  if (!organisation) throw new AppError("INVALID", { organisationId: ["Choose an organisation from the list"] });
  const key = `${API_KEY_PREFIX}${randomToken(32)}`;
  const created = await db().$transaction(async (tx) => {
    const row = await tx.apiKey.create({
      data: {
        clientId: ctx.client.id,
        organisationId,
        name: input.name,
        scope: input.scope === "read" ? "READ" : "WRITE",
        keyHash: hashToken(key),
        prefix: key.slice(0, API_KEY_PREFIX.length + 6),
        createdById: ctx.user.id,
      },
      select: { id: true, name: true, organisationId: true },
    });
    await recordAudit(tx, ctx, integrationEntry("api-key.create", row, row.name, { scope: input.scope }));
    return row;
  });
  return {
    row: { id: created.id, name: created.name, scope: input.scope, key },
    message: apiKeyCreatedMessage(created.name),
  };
}
