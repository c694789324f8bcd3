import { IdParamsSchema } from "@/lib/http/params";
import { WEBHOOK_EVENT_DOCS, eventBodySchema } from "@/lib/integrations/events";
import {
  ApiKeyCreateSchema,
  ApiKeyCreatedSchema,
  ApiKeySchema,
  WebhookCreateSchema,
  WebhookCreatedSchema,
  WebhookDeliverySchema,
  WebhookSchema,
} from "@/lib/integrations/schemas";
import { ListQuerySchema, listResponseSchema } from "@/lib/lists/schemas";
import type { Operation, WebhookDeclaration } from "../registry";
import { IdResultSchema } from "./rows";

const tag = "Integrations";
const ADMINS = "Not an Admin of the organisation nor a client admin (an API key never manages keys or webhooks)";
const CLIENT_ADMIN_ORGANISATION =
  "Client admins acting for no organisation (X-Organisation-Id: admin) name it in organisationId";

export const integrationOperations: Operation[] = [
  {
    method: "get",
    path: "/api-keys",
    tag,
    summary: "The organisation's API keys (never the keys themselves), with when each was last used",
    auth: "user",
    organisation: "optional",
    query: ListQuerySchema,
    response: listResponseSchema(ApiKeySchema),
    errors: { 403: ADMINS },
  },
  {
    method: "post",
    path: "/api-keys",
    tag,
    summary: "Create an API key: the answer's key is shown this once",
    description:
      "Requests carrying `X-Api-Key: <key>` act for the key's organisation: scope read as Read-only, scope write as User. " +
      CLIENT_ADMIN_ORGANISATION +
      ".",
    auth: "user",
    organisation: "optional",
    body: ApiKeyCreateSchema,
    response: ApiKeyCreatedSchema,
    status: 201,
    userMessage: "The API key {name} has been created",
    errors: { 403: ADMINS },
  },
  {
    method: "delete",
    path: "/api-keys/{id}",
    tag,
    summary: "Revoke an API key: its next request answers 401",
    auth: "user",
    organisation: "optional",
    params: IdParamsSchema,
    response: IdResultSchema,
    userMessage: "The API key {name} has been revoked",
    errors: { 403: ADMINS, 404: "No such key among the caller's" },
  },
  {
    method: "get",
    path: "/webhooks",
    tag,
    summary: "The organisation's webhooks (never their secrets)",
    auth: "user",
    organisation: "optional",
    query: ListQuerySchema,
    response: listResponseSchema(WebhookSchema),
    errors: { 403: ADMINS },
  },
  {
    method: "post",
    path: "/webhooks",
    tag,
    summary: "Subscribe a URL to events: the answer's signing secret is shown this once",
    description:
      "Deliveries follow the Standard Webhooks specification (see `webhooks` in this document). Loopback and private targets are refused " +
      "(422 on url) unless the server runs with WEBHOOKS_ALLOW_PRIVATE_TARGETS=1. " +
      CLIENT_ADMIN_ORGANISATION +
      ".",
    auth: "user",
    organisation: "optional",
    body: WebhookCreateSchema,
    response: WebhookCreatedSchema,
    status: 201,
    userMessage: "The webhook to {url} has been created",
    errors: { 403: ADMINS },
  },
  {
    method: "delete",
    path: "/webhooks/{id}",
    tag,
    summary: "Delete a webhook and its delivery log",
    auth: "user",
    organisation: "optional",
    params: IdParamsSchema,
    response: IdResultSchema,
    userMessage: "The webhook to {url} has been deleted",
    errors: { 403: ADMINS, 404: "No such webhook among the caller's" },
  },
  {
    method: "get",
    path: "/webhooks/{id}/deliveries",
    tag,
    summary: "A webhook's delivery log, newest first: status, response code, attempts",
    auth: "user",
    organisation: "optional",
    params: IdParamsSchema,
    query: ListQuerySchema,
    response: listResponseSchema(WebhookDeliverySchema),
    errors: { 403: ADMINS, 404: "No such webhook among the caller's" },
  },
  {
    method: "post",
    path: "/webhooks/{id}/test",
    tag,
    summary: "Queue a webhook.test event to this webhook",
    auth: "user",
    organisation: "optional",
    params: IdParamsSchema,
    response: WebhookDeliverySchema,
    status: 201,
    userMessage: "A test event has been queued",
    errors: { 403: ADMINS, 404: "No such webhook among the caller's" },
  },
  {
    method: "post",
    path: "/webhook-deliveries/{id}/resend",
    tag,
    summary: "Send a finished delivery again (same webhook-id and body, a fresh round of retries)",
    auth: "user",
    organisation: "optional",
    params: IdParamsSchema,
    response: WebhookDeliverySchema,
    userMessage: "The delivery has been queued again",
    errors: { 403: ADMINS, 404: "No such delivery among the caller's", 409: "The delivery is still being sent" },
  },
];

/** The events the portal sends, with their bodies (OpenAPI 3.1 `webhooks`). */
export const webhookDeclarations: Record<string, WebhookDeclaration> = Object.fromEntries(
  Object.entries(WEBHOOK_EVENT_DOCS).map(([type, doc]) => [
    type,
    {
      summary: doc.summary,
      description:
        "Signed per the Standard Webhooks specification: webhook-signature is v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>.",
      body: eventBodySchema(type, doc.data),
    },
  ]),
);
