import { IdParamsSchema } from "@/lib/http/params";
import { ListQuerySchema, listResponseSchema } from "@/lib/lists/schemas";
import {
  QUOTE_FILTERS_DESCRIPTION,
  QuoteCreateSchema,
  QuoteDecisionSchema,
  QuoteDetailSchema,
  QuoteLinesCreateSchema,
  QuoteOfferSchema,
  QuoteRowSchema,
} from "@/lib/quotes/schemas";
import type { Operation } from "../registry";

const tag = "Quotes";
const ACTORS =
  "Client admins and read-only users (and customers whose distributor's configurations are hidden) cannot send or complete quotes";

export const quoteOperations: Operation[] = [
  {
    method: "get",
    path: "/quotes",
    tag,
    summary:
      "The quotes the caller's organisation sent or received (every quote of the client for client admins), newest first",
    description: `${QUOTE_FILTERS_DESCRIPTION} Each row's title is worded for the caller's organisation (distributor, customer, or neutral for client admins).`,
    auth: "user",
    query: ListQuerySchema,
    response: listResponseSchema(QuoteRowSchema),
  },
  {
    method: "post",
    path: "/quotes",
    tag,
    summary: "Request a quote from the customer's distributor, or offer one to a linked customer, about one hose",
    description:
      "requestorOrganisationId is the organisation acted for (X-Organisation-Id); receiverOrganisationId the other side of its link: a " +
      "customer's distributor, or for a distributor the hose's customer. The hose must be active and have a configuration. The " +
      "receiver's quote contacts are emailed a link to the quote.",
    auth: "user",
    body: QuoteCreateSchema,
    response: QuoteRowSchema,
    status: 201,
    userMessage: "Quote request sent (customer) / Quote offer sent (distributor)",
    errors: {
      403: ACTORS,
      404: "The requestor is not the organisation acted for, the receiver is not the other side of its link, or the hose is not one the caller sees",
      422: "Every field's messages; hoseId: the hose belongs to another customer, is archived or has no configuration",
    },
  },
  {
    method: "get",
    path: "/quotes/{id}",
    tag,
    summary: "One quote, with the caller's title, its lines and its history",
    auth: "user",
    params: IdParamsSchema,
    response: QuoteDetailSchema,
    errors: { 404: "No such quote, or not one the caller's organisation sent or received" },
  },
  {
    method: "get",
    path: "/quotes/{id}/complete",
    tag,
    summary:
      "Mark a quote completed (either side of it may; a GET that changes data, so cookie callers must be same-origin)",
    auth: "user",
    params: IdParamsSchema,
    response: QuoteRowSchema,
    userMessage: "Quote marked as completed",
    errors: {
      403: ACTORS,
      404: "No such quote, or not one the caller's organisation sent or received",
      409: "This quote has already been completed",
    },
  },
  {
    method: "post",
    path: "/quotes/lines",
    tag,
    summary:
      "Request (or offer) one quote for several hoses: the ticked ones, or every hose the hose list's filters match",
    description:
      "Sender and receiver as for POST /quotes. Each line copies the hose's configuration (the replacement's " +
      "specification), its tag, its latest photo and a quantity. By filters, archived hoses and hoses without a " +
      "configuration are left out (the message says how many); at most 100 hoses.",
    auth: "user",
    body: QuoteLinesCreateSchema,
    response: QuoteRowSchema,
    status: 201,
    userMessage: "Quote request sent for 3 hoses (customer) / Quote offer sent for 3 hoses (distributor)",
    errors: {
      403: ACTORS,
      404: "The requestor is not the organisation acted for, the receiver is not the other side of its link, or a hose is not one the caller sees",
      422: "hoses: a hose of another customer, archived or without a configuration; no hose matches; more than 100",
    },
  },
  {
    method: "post",
    path: "/quotes/{id}/offer",
    tag,
    summary:
      "The distributor side prices the quote: a unit price per line, the validity date, a message and an optional PDF",
    description:
      "Prices are integers in minor units of the currency (pence for GBP). Allowed while the quote is open, offered " +
      "(a revised offer) or expired. The customer side is emailed; the quote.offered webhook event is sent.",
    auth: "user",
    params: IdParamsSchema,
    body: QuoteOfferSchema,
    response: QuoteRowSchema,
    userMessage: "Quote priced and sent",
    errors: {
      403: `${ACTORS}; only the distributor side prices`,
      404: "No such quote, or not one the caller's organisation sent or received",
      422: "A state that cannot be priced (accepted, declined, completed); a line missing or not the quote's; a past validity date; a PDF that is not one",
    },
  },
  {
    method: "post",
    path: "/quotes/{id}/accept",
    tag,
    summary: "The customer side accepts a valid offer",
    description: "The distributor side is emailed; the quote.accepted webhook event is sent.",
    auth: "user",
    params: IdParamsSchema,
    body: QuoteDecisionSchema,
    response: QuoteRowSchema,
    userMessage: "Quote accepted",
    errors: {
      403: `${ACTORS}; only the customer side accepts`,
      404: "No such quote, or not one the caller's organisation sent or received",
      422: "The quote is not offered (open, expired, already answered or completed)",
    },
  },
  {
    method: "post",
    path: "/quotes/{id}/decline",
    tag,
    summary: "The customer side declines a valid offer, with an optional reason",
    description: "The distributor side is emailed; the quote.declined webhook event is sent.",
    auth: "user",
    params: IdParamsSchema,
    body: QuoteDecisionSchema,
    response: QuoteRowSchema,
    userMessage: "Quote declined",
    errors: {
      403: `${ACTORS}; only the customer side declines`,
      404: "No such quote, or not one the caller's organisation sent or received",
      422: "The quote is not offered (open, expired, already answered or completed)",
    },
  },
];
