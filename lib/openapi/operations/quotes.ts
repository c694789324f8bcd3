import { IdParamsSchema } from "@/lib/http/params";
import { ListQuerySchema, listResponseSchema } from "@/lib/lists/schemas";
import { QUOTE_FILTERS_DESCRIPTION, QuoteCreateSchema, QuoteRowSchema } from "@/lib/quotes/schemas";
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
    summary: "One quote, with the caller's title",
    auth: "user",
    params: IdParamsSchema,
    response: QuoteRowSchema,
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
];
