import { z } from "zod";

/**
 * What each webhook event's `data` carries (the body is {type, timestamp, data}). Ids let a
 * receiver fetch more through the API; the few fields beside them save it a call for the common
 * case. Statuses and results are the portal's numbers (0 Good, 1 Monitor, 2 Replace, 3
 * Uninstalled) with their labels.
 */
const status = z.number().int().describe("0 Good, 1 Monitor, 2 Replace, 3 Uninstalled");

export const InspectionRecordedDataSchema = z.object({
  inspectionId: z.uuid(),
  hoseId: z.uuid(),
  tagId: z.string().nullable(),
  hoseName: z.string().nullable(),
  customerOrganisationId: z.uuid(),
  result: status,
  resultLabel: z.string(),
  inspectionDate: z.iso.date(),
  inspector: z.string(),
});

export const HoseStatusChangedDataSchema = z.object({
  hoseId: z.uuid(),
  tagId: z.string().nullable(),
  hoseName: z.string().nullable(),
  customerOrganisationId: z.uuid(),
  from: status,
  to: status,
  toLabel: z.string(),
});

export const ProblemReportedDataSchema = z.object({
  reportId: z.uuid(),
  hoseId: z.uuid(),
  tagId: z.string().nullable(),
  hoseName: z.string().nullable(),
  customerOrganisationId: z.uuid(),
  message: z.string(),
});

export const QuoteEventDataSchema = z.object({
  quoteId: z.uuid(),
  hoseId: z.uuid().nullable().describe("The first line's hose"),
  hoseIds: z.array(z.uuid()).optional().describe("quote.requested: every line's hose"),
  requestorOrganisationId: z.uuid(),
  receiverOrganisationId: z.uuid(),
  message: z.string().nullable(),
  currency: z.string().optional().describe("ISO 4217 (offered, accepted, declined)"),
  totalMinor: z.number().int().nullable().optional().describe("The offer's total in minor units"),
  validUntil: z.iso.date().optional().describe("quote.offered: the last day it may be accepted"),
  lines: z
    .array(z.object({ id: z.uuid(), quantity: z.number().int(), unitPriceMinor: z.number().int().nullable() }))
    .optional()
    .describe("quote.offered: each line's quantity and unit price"),
});

export const HoseDueSoonDataSchema = z.object({
  hoseId: z.uuid(),
  tagId: z.string().nullable(),
  hoseName: z.string().nullable(),
  customerOrganisationId: z.uuid(),
  kind: z.enum(["inspection", "replacement"]),
  dueDate: z.iso.date(),
});

export const WebhookTestDataSchema = z.object({ webhookId: z.uuid(), message: z.string() });

/** Each event's body, for the OpenAPI document's `webhooks`. */
export function eventBodySchema<T extends z.ZodType>(type: string, data: T) {
  return z.object({
    type: z.literal(type),
    timestamp: z.iso.datetime().describe("When the event happened"),
    data,
  });
}

export const WEBHOOK_EVENT_DOCS = {
  "inspection.recorded": {
    summary: "An inspection was recorded on a hose of the organisation (or of a customer of the distributor)",
    data: InspectionRecordedDataSchema,
  },
  "hose.status_changed": {
    summary: "An inspection moved a hose to another status",
    data: HoseStatusChangedDataSchema,
  },
  "problem.reported": {
    summary: "Someone reported a problem from a hose's public tag page",
    data: ProblemReportedDataSchema,
  },
  "quote.requested": { summary: "A customer asked its distributor for a quote", data: QuoteEventDataSchema },
  "quote.offered": {
    summary: "A distributor sent a customer a quote offer, or priced a quote",
    data: QuoteEventDataSchema,
  },
  "quote.accepted": { summary: "A customer accepted a priced quote", data: QuoteEventDataSchema },
  "quote.declined": { summary: "A customer declined a priced quote", data: QuoteEventDataSchema },
  "hose.due_soon": {
    summary:
      "A hose's next inspection falls due within 30 days, or its replacement warning window began (once per hose and due date)",
    data: HoseDueSoonDataSchema,
  },
  "webhook.test": { summary: "'Send test' on the Integrations page", data: WebhookTestDataSchema },
} as const;
