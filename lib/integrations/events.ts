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
  hoseId: z.uuid().nullable(),
  requestorOrganisationId: z.uuid(),
  receiverOrganisationId: z.uuid(),
  message: z.string().nullable(),
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
  "quote.offered": { summary: "A distributor sent a customer a quote offer", data: QuoteEventDataSchema },
  "webhook.test": { summary: "'Send test' on the Integrations page", data: WebhookTestDataSchema },
} as const;
