import "server-only";
import { db } from "@/lib/db/client";
import type { WebhookEvent, WebhookPayload } from "./schemas";
import { enqueueWebhookDeliveries } from "./webhook-queue";

export type WebhookEventInput = {
  clientId: string;
  /** The organisations the event concerns (a hose's customer and its distributor...): their subscriptions receive it. */
  organisationIds: Array<string | null | undefined>;
  type: WebhookEvent | "webhook.test";
  data: Record<string, unknown>;
  /** Only this subscription ('Send test'). */
  endpointId?: string;
};

/**
 * Called after the write commits: one delivery row per subscription that wants the event, then
 * one queued job each. Never throws: the write has happened, and a webhook that cannot be queued
 * must not turn its answer into an error (the failure is logged).
 */
export async function emitWebhookEvent(event: WebhookEventInput): Promise<string[]> {
  try {
    const organisationIds = [...new Set(event.organisationIds.filter((id): id is string => !!id))];
    if (organisationIds.length === 0) return [];
    const endpoints = await db().webhookEndpoint.findMany({
      where: {
        clientId: event.clientId,
        organisationId: { in: organisationIds },
        ...(event.endpointId ? { id: event.endpointId } : { events: { has: event.type } }),
      },
      select: { id: true },
    });
    if (endpoints.length === 0) return [];
    const payload: WebhookPayload = { type: event.type, timestamp: new Date().toISOString(), data: event.data };
    const body = JSON.stringify(payload);
    const rows = await db().webhookDelivery.createManyAndReturn({
      data: endpoints.map((e) => ({
        clientId: event.clientId,
        endpointId: e.id,
        eventType: event.type,
        payload: body,
      })),
      select: { id: true },
    });
    await enqueueWebhookDeliveries(rows);
    return rows.map((r) => r.id);
  } catch (error) {
    console.error("[webhooks] event not queued", event.type, error);
    return [];
  }
}
