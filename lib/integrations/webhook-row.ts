import type { WebhookDeliveryRow, WebhookEvent, WebhookRow } from "./schemas";

export const webhookSelect = {
  id: true,
  url: true,
  events: true,
  organisationId: true,
  createdAt: true,
  organisation: { select: { name: true } },
} as const;

export function toWebhookRow(row: {
  id: string;
  url: string;
  events: string[];
  organisationId: string;
  createdAt: Date;
  organisation: { name: string };
}): WebhookRow {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEvent[],
    organisationId: row.organisationId,
    organisationName: row.organisation.name,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toDeliveryRow(row: {
  id: string;
  endpointId: string;
  eventType: string;
  status: "PENDING" | "SUCCEEDED" | "FAILED";
  attempts: number;
  responseCode: number | null;
  lastError: string | null;
  createdAt: Date;
  lastAttemptAt: Date | null;
}): WebhookDeliveryRow {
  return {
    id: row.id,
    webhookId: row.endpointId,
    type: row.eventType,
    status: row.status === "PENDING" ? "pending" : row.status === "SUCCEEDED" ? "succeeded" : "failed",
    attempts: row.attempts,
    responseCode: row.responseCode,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  };
}
