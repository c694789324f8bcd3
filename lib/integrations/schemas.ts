import { z } from "zod";
import { singleLine } from "@/lib/core/text";

/**
 * The integrations area's payloads: API keys and webhook subscriptions (docs/CONTRACTS.md,
 * "API keys" and "Webhooks"). One schema per payload, shared by the routes, the server actions
 * and the OpenAPI document.
 */

export const API_KEY_SCOPES = ["read", "write"] as const;
export type ApiKeyScopeName = (typeof API_KEY_SCOPES)[number];

/** Every event a subscription may name; the ones the portal emits today are in EMITTED_EVENTS. */
export const WEBHOOK_EVENTS = [
  "inspection.recorded",
  "hose.status_changed",
  "hose.due_soon",
  "problem.reported",
  "quote.requested",
  "quote.offered",
  "quote.accepted",
  "quote.declined",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Client admins (acting for no organisation) name the organisation a key or webhook is for. */
const OrganisationChoice = z.uuid("Choose an organisation from the list").optional();

export const ApiKeyCreateSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .overwrite(singleLine)
    .trim()
    .min(1, "Name is required")
    .max(100, "Name must be at most 100 characters"),
  scope: z.enum(API_KEY_SCOPES, { error: "Choose read or write" }),
  organisationId: OrganisationChoice,
});
export type ApiKeyCreateInput = z.infer<typeof ApiKeyCreateSchema>;

export const ApiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  organisationId: z.uuid(),
  organisationName: z.string(),
  /** The key's first characters, to tell keys apart; never the key. */
  prefix: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type ApiKeyRow = z.infer<typeof ApiKeySchema>;

/** The answer to a create: the only time the key is shown. */
export const ApiKeyCreatedSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  key: z.string().describe("The key itself: shown this once, stored only as its SHA-256"),
});

const eventList = z
  .array(z.enum(WEBHOOK_EVENTS, { error: "Unknown event" }), { error: "Choose at least one event" })
  .min(1, "Choose at least one event")
  .max(WEBHOOK_EVENTS.length)
  .transform((events) => [...new Set(events)]);

export const WebhookCreateSchema = z.object({
  url: z
    .string({ error: "URL is required" })
    .trim()
    .max(2000, "The URL must be at most 2000 characters")
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password;
      } catch {
        return false;
      }
    }, "Enter an http or https URL"),
  events: eventList,
  organisationId: OrganisationChoice,
});
export type WebhookCreateInput = z.infer<typeof WebhookCreateSchema>;

export const WebhookSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  organisationId: z.uuid(),
  organisationName: z.string(),
  createdAt: z.iso.datetime(),
});
export type WebhookRow = z.infer<typeof WebhookSchema>;

/** The answer to a create: the only time the signing secret is shown. */
export const WebhookCreatedSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  secret: z.string().describe('"whsec_" + base64: the Standard Webhooks signing secret, shown this once'),
});

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;

export const WebhookDeliverySchema = z.object({
  id: z.uuid().describe("The webhook-id header of every attempt"),
  webhookId: z.uuid(),
  type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  responseCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastAttemptAt: z.iso.datetime().nullable(),
});
export type WebhookDeliveryRow = z.infer<typeof WebhookDeliverySchema>;

/** The body of every delivery (Standard Webhooks): the event's type, when it happened, and its data. */
export const WebhookPayloadSchema = z.object({
  type: z.enum([...WEBHOOK_EVENTS, "webhook.test"]),
  timestamp: z.iso.datetime(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof WebhookPayloadSchema>;
