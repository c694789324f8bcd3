import { z } from "zod";
import { Base64DataSchema } from "@/lib/hoses/documents/schemas";
import { FilterValuesSchema, ListQuerySchema } from "@/lib/lists/schemas";
import { QuoteLineSpecSchema } from "./line-spec";
import { isCurrency, MAX_UNIT_PRICE_MINOR } from "./money";
import { MAX_QUOTE_LINES, MAX_QUOTE_QUANTITY, QUOTE_MESSAGE_MAX } from "./limits";
import { QUOTE_STATES } from "./status";

export { MAX_QUOTE_LINES, MAX_QUOTE_QUANTITY, QUOTE_MESSAGE_MAX };

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
  status: z.enum(QUOTE_STATES).describe("expired: an offer whose validUntil has passed (computed when read)"),
  currency: z.string().describe("ISO 4217"),
  totalMinor: z
    .number()
    .int()
    .nullable()
    .describe("The offer's total in minor units of the currency; null until offered"),
  validUntil: z.iso.date().nullable().describe("The last day the offer may be accepted"),
  lineCount: z.number().int(),
  /** Whether the caller may price the quote now (the distributor side, open, offered or expired). */
  canOffer: z.boolean(),
  /** Whether the caller may accept or decline now (the customer side, offered and not expired). */
  canDecide: z.boolean(),
});
export type QuoteRow = z.infer<typeof QuoteRowSchema>;

export const QUOTE_FILTERS_DESCRIPTION =
  "filters (JSON object): search (message, hose name or tag id), status (open, offered, accepted, declined, expired, completed), direction (sent, received; " +
  "not for client admins), customer, distributor (an organisation id: quotes it sent or received). Newest first.";

export const TOO_MANY_LINES = `A quote covers at most ${MAX_QUOTE_LINES} hoses: narrow the filters or tick fewer hoses`;

const quantity = z.coerce
  .number({ error: "Please enter a quantity" })
  .int("The quantity must be a whole number")
  .min(1, "The quantity must be at least 1")
  .max(MAX_QUOTE_QUANTITY, `The quantity must be at most ${MAX_QUOTE_QUANTITY}`);

/**
 * POST /api/v1/quotes/lines: one quote for several hoses: the ticked hoses (with a quantity
 * each), or every hose the Tagged hoses list's `filters` match (one piece each). Sender and
 * receiver as in QuoteCreateSchema.
 */
export const QuoteLinesCreateSchema = z
  .object({
    message: QuoteCreateSchema.shape.message,
    requestorOrganisationId: QuoteCreateSchema.shape.requestorOrganisationId,
    receiverOrganisationId: QuoteCreateSchema.shape.receiverOrganisationId,
    hoses: z
      .array(z.object({ hoseId: z.uuid({ error: "Please choose a hose" }), quantity: quantity.default(1) }))
      .min(1, "Please choose a hose")
      .max(MAX_QUOTE_LINES, TOO_MANY_LINES)
      .optional(),
    filters: FilterValuesSchema.optional().describe("The hose list's filters, when no hoses are named"),
  })
  .refine((v) => v.hoses !== undefined || v.filters !== undefined, {
    path: ["hoses"],
    message: "Please choose a hose",
  });
export type QuoteLinesCreateInput = z.infer<typeof QuoteLinesCreateSchema>;

const price = z.coerce
  .number({ error: "Please enter a price" })
  .int("Prices are whole minor units (pence, cents)")
  .min(0, "A price cannot be negative")
  .max(MAX_UNIT_PRICE_MINOR, "This price is too large");

/**
 * POST /api/v1/quotes/{id}/offer: the distributor's answer: a unit price (minor units of the
 * currency) for every open line, the quantity if it changes, the validity date, a message and
 * an optional PDF. Pricing again replaces the previous offer.
 */
export const QuoteOfferSchema = z.object({
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isCurrency, "Choose a currency (ISO 4217, e.g. GBP)")
    .optional()
    .describe("ISO 4217; defaults to the quote's (the client's currency)"),
  validUntil: z.iso.date({ error: "Please enter the date the offer is valid until" }),
  message: z
    .string()
    .trim()
    .max(QUOTE_MESSAGE_MAX, `The message must be at most ${QUOTE_MESSAGE_MAX} characters`)
    .default(""),
  lines: z
    .array(z.object({ id: z.uuid(), unitPriceMinor: price, quantity: quantity.optional() }))
    .min(1, "Please price every line")
    .max(MAX_QUOTE_LINES),
  pdf: z
    .object({ filename: z.string().trim().min(1).max(200), base64Data: Base64DataSchema })
    .optional()
    .describe("The offer as a PDF document"),
});
export type QuoteOfferInput = z.infer<typeof QuoteOfferSchema>;

/** POST /api/v1/quotes/{id}/accept and /decline: the customer's answer, with an optional note. */
export const QuoteDecisionSchema = z.object({
  note: z
    .string()
    .trim()
    .max(QUOTE_MESSAGE_MAX, `The note must be at most ${QUOTE_MESSAGE_MAX} characters`)
    .default(""),
});
export type QuoteDecisionInput = z.infer<typeof QuoteDecisionSchema>;

export const QuoteLineSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  hoseId: z.uuid().nullable(),
  tagId: z.string().nullable(),
  hoseName: z.string().nullable(),
  spec: QuoteLineSpecSchema,
  specSummary: z.string(),
  quantity: z.number().int(),
  unitPriceMinor: z.number().int().nullable(),
  lineTotalMinor: z.number().int().nullable(),
  photo: z
    .object({ id: z.uuid(), url: z.string() })
    .nullable()
    .describe("The hose's latest photo when the line was made"),
  closedAt: z.string().nullable().describe("When the hose was replaced in place"),
});

export const QuoteEventSchema = z.object({
  kind: z.enum(["requested", "offered", "accepted", "declined", "completed", "line_closed"]),
  actorName: z.string().nullable(),
  organisationName: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});

/** GET /api/v1/quotes/{id}: the row, its lines and its history. */
export const QuoteDetailSchema = QuoteRowSchema.extend({
  lines: z.array(QuoteLineSchema),
  history: z.array(QuoteEventSchema),
  offerMessage: z.string().nullable(),
  offerPdf: z.object({ filename: z.string(), url: z.string() }).nullable(),
  declineReason: z.string().nullable(),
});
export type QuoteDetail = z.infer<typeof QuoteDetailSchema>;
export type QuoteLineRow = z.infer<typeof QuoteLineSchema>;
export type QuoteEventRow = z.infer<typeof QuoteEventSchema>;

/** GET /api/v1/quotes/erp-export: the quote list's filters, and the file's format. */
export const QuoteErpExportQuerySchema = ListQuerySchema.extend({
  format: z.enum(["csv", "json"], { error: "format must be csv or json" }).default("csv"),
});
