import { z } from "zod";

/** SPEC §9 / brief: a quote's message is required, at most 2000 characters. */
export const QUOTE_MESSAGE_MAX = 2000;

/**
 * POST /api/v1/quotes (SPEC §7 "Quote create: message, requestorOrganisationId,
 * receiverOrganisationId, hoseId"). The requestor must be the organisation the caller acts for;
 * the receiver the other side of its customer-distributor link (lib/quotes/create-quote.ts).
 */
export const QuoteCreateSchema = z.object({
  message: z
    .string({ error: "Please enter a message" })
    .trim()
    .min(1, "Please enter a message")
    .max(QUOTE_MESSAGE_MAX, `The message must be at most ${QUOTE_MESSAGE_MAX} characters`),
  requestorOrganisationId: z.uuid({ error: "Please choose the organisation sending the quote" }),
  receiverOrganisationId: z.uuid({ error: "Please choose the organisation to send the quote to" }),
  hoseId: z.uuid({ error: "Please choose a hose" }),
});
export type QuoteCreateInput = z.infer<typeof QuoteCreateSchema>;

/** A quote as the API shows it (SPEC §3 Quote), plus `title` for the viewer (SPEC §4). */
export const QuoteRowSchema = z.object({
  id: z.uuid(),
  title: z.string().describe("The quote's title, for the caller's organisation"),
  message: z.string(),
  hoseId: z.uuid().nullable(),
  hose: z
    .object({
      id: z.uuid(),
      name: z.string().nullable(),
      tagId: z.string().nullable(),
      organisationZone: z.string().nullable().describe("The hose's location trail"),
      organisationZoneId: z.uuid().nullable(),
    })
    .nullable(),
  requestorOrganisationId: z.uuid(),
  receiverOrganisationId: z.uuid(),
  requesterUser: z.object({ fullName: z.string() }).nullable(),
  requesterOrganisation: z.object({ name: z.string() }),
  receiverOrganisation: z.object({ name: z.string() }),
  completedUser: z.object({ fullName: z.string() }).nullable(),
  createdAt: z.string().describe("ISO timestamp"),
  completedAt: z.string().nullable().describe("ISO timestamp; null while open"),
  /** Whether the caller may mark it completed now (SPEC §4). */
  canComplete: z.boolean(),
});
export type QuoteRow = z.infer<typeof QuoteRowSchema>;

export const QUOTE_FILTERS_DESCRIPTION =
  "filters (JSON object): search (message, hose name or tag id), status (open, completed), direction (sent, received; " +
  "not for client admins), customer, distributor (an organisation id: quotes it sent or received). Newest first.";
