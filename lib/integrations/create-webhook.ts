import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { AppError } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";
import { db } from "@/lib/db/client";
import { requireIntegrations, targetOrganisation } from "./access";
import { integrationEntry } from "./audit";
import { webhookCreatedMessage } from "./messages";
import type { WebhookCreateInput } from "./schemas";
import { newWebhookSecret } from "./sign-webhook";
import { TargetRefused, assertAllowedTarget } from "./webhook-target";

/** Subscribes the organisation's URL to events; the signing secret is answered this once. */
export async function createWebhook(ctx: AuthedCtx, input: WebhookCreateInput) {
  requireIntegrations(ctx);
  const organisationId = targetOrganisation(ctx, input.organisationId);
  const organisation = await db().organisation.findFirst({
    where: inClient(ctx, { id: organisationId, deletedAt: null }),
    select: { id: true },
  });
  if (!organisation) throw new AppError("INVALID", { organisationId: ["Choose an organisation from the list"] });
  try {
    await assertAllowedTarget(new URL(input.url));
  } catch (error) {
    if (error instanceof TargetRefused) throw new AppError("INVALID", { url: [error.message] });
    throw error;
  }
  const secret = newWebhookSecret();
  const row = await db().$transaction(async (tx) => {
    const created = await tx.webhookEndpoint.create({
      data: { clientId: ctx.client.id, organisationId, url: input.url, events: input.events, secret },
      select: { id: true, url: true, events: true, organisationId: true },
    });
    await recordAudit(tx, ctx, integrationEntry("webhook.create", created, created.url, { events: input.events }));
    return created;
  });
  return {
    row: { id: row.id, url: row.url, events: input.events, secret },
    message: webhookCreatedMessage(row.url),
  };
}
