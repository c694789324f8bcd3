import type { AuthedCtx } from "@/lib/core/ctx";
import { conflict, notFound } from "@/lib/core/errors";
import { db } from "@/lib/db/client";
import { requireIntegrations, visibleIntegrations } from "./access";
import { emitWebhookEvent } from "./emit-webhook-event";
import { getWebhook } from "./list-webhooks";
import { webhookResentMessage, webhookTestSentMessage } from "./messages";
import { toDeliveryRow } from "./webhook-row";
import { enqueueWebhookDeliveries, freshJobId } from "./webhook-queue";

/**
 * 'Resend': the same delivery (same webhook-id and body, so a receiver that got it already can
 * drop it) goes out again with a fresh round of retries. Only a finished delivery: one still
 * pending is already on its way (409). The claim is one conditional update, so two clicks queue
 * one job.
 */
export async function resendWebhookDelivery(ctx: AuthedCtx, id: string) {
  requireIntegrations(ctx);
  const row = await db().webhookDelivery.findFirst({
    where: { id, clientId: ctx.client.id, endpoint: visibleIntegrations(ctx) },
    select: { id: true, attempts: true },
  });
  if (!row) throw notFound("Delivery not found");
  const claimed = await db().webhookDelivery.updateMany({
    where: { id: row.id, status: { not: "PENDING" } },
    data: { status: "PENDING" },
  });
  if (claimed.count === 0) throw conflict({ global: ["This delivery is still being sent"] });
  await enqueueWebhookDeliveries([{ id: row.id, attemptsBefore: row.attempts, jobId: freshJobId() }]);
  const updated = await db().webhookDelivery.findUniqueOrThrow({ where: { id: row.id } });
  return { row: toDeliveryRow(updated), message: webhookResentMessage };
}

/** 'Send test': a `webhook.test` event to this one webhook, logged like any other delivery. */
export async function sendTestWebhook(ctx: AuthedCtx, id: string) {
  const webhook = await getWebhook(ctx, id);
  const [deliveryId] = await emitWebhookEvent({
    clientId: ctx.client.id,
    organisationIds: [webhook.organisationId],
    endpointId: webhook.id,
    type: "webhook.test",
    data: { webhookId: webhook.id, message: "A test event from the hose portal" },
  });
  if (!deliveryId) throw new Error("The test event could not be queued");
  const row = await db().webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId } });
  return { row: toDeliveryRow(row), message: webhookTestSentMessage };
}
