import { z } from "zod";
import { ErrorBodySchema } from "@/lib/http/schemas";

/**
 * A small OpenAPI 3.1 registry: each /api/v1 operation is declared once (lib/openapi/operations)
 * with the same zod schemas the route handlers parse with, and the document is generated from
 * those declarations with zod 4's JSON Schema output (OpenAPI 3.1 speaks JSON Schema 2020-12).
 */

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429;

export type Operation = {
  method: HttpMethod;
  /** Relative to the /api/v1 server, with OpenAPI parameters: /users/{id}/impersonate */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  /** "user": a bearer token (or the browser session cookie) is required; "public": none needed. */
  auth: "public" | "user";
  /** Whether X-Organisation-Id matters here: "admin" (client/system admins send `admin`), "optional". */
  organisation?: "admin" | "optional";
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Media type of the request body, application/json unless told (file uploads: multipart/form-data). */
  bodyType?: string;
  response: z.ZodType;
  /** Media type of the success body, application/json unless told (CSV downloads). */
  responseType?: string;
  /** Success status, 200 unless told. */
  status?: 200 | 201;
  /** What the user-message response header says, when the answer carries one. */
  userMessage?: string;
  /** Whether the operation honours an Idempotency-Key header (a retry answers the first answer). */
  idempotent?: boolean;
  /** Failures specific to this operation, with what they mean here (401, 404 and 422 are implied where they apply). */
  errors?: Partial<Record<ErrorStatus, string>>;
};

const DEFAULT_ERRORS: Record<ErrorStatus, string> = {
  400: "The request body is not valid JSON",
  401: "No valid session: missing, expired or revoked token, or a token of another client",
  403: "The caller's role does not allow this",
  404: "Unknown client (hostname), or the row is absent or belongs to another client",
  409: "Conflicts with existing data",
  413: "The request body is too large (1 MB unless the operation states a larger cap)",
  422: "Validation failed: every field's messages at once",
  429: "Too many attempts, try again later",
};

type JsonSchema = Record<string, unknown>;

/** zod -> JSON Schema 2020-12 without the `$schema` key (OpenAPI 3.1 sets the dialect). */
function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    target: "draft-2020-12",
  });
  return rest;
}

function parameters(schema: z.ZodObject | undefined, location: "path" | "query"): JsonSchema[] {
  if (!schema) return [];
  const converted = jsonSchema(schema, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(converted.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === "path" || (converted.required ?? []).includes(name),
    schema: property,
  }));
}

/** The failures an operation can answer, implied ones included. */
export function errorStatuses(op: Operation): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(Object.keys(op.errors ?? {}).map(Number) as ErrorStatus[]);
  statuses.add(404); // every call resolves its client from the hostname
  if (op.auth === "user") statuses.add(401);
  if (op.body) statuses.add(400);
  if (op.body) statuses.add(413);
  if (op.body || op.params || op.query) statuses.add(422);
  if (op.organisation) statuses.add(403);
  return [...statuses].sort();
}

export type OpenApiDocument = {
  openapi: "3.1.0";
  info: Record<string, unknown>;
  servers: Array<{ url: string }>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, JsonSchema>>;
  webhooks?: Record<string, Record<string, JsonSchema>>;
  components: Record<string, unknown>;
};

/** An event the portal POSTs to subscribers (OpenAPI 3.1 `webhooks`), with the body it sends. */
export type WebhookDeclaration = { summary: string; description?: string; body: z.ZodType };

/**
 * Builds the document. `components` names schemas shared by several operations: an operation's
 * body or response that is one of them is written as a $ref.
 */
export function buildOpenApiDocument(
  info: { title: string; version: string; description: string; license?: { name: string; identifier?: string } },
  operations: Operation[],
  components: Record<string, z.ZodType> = {},
  tagDescriptions: Record<string, string> = {},
  webhookDeclarations: Record<string, WebhookDeclaration> = {},
): OpenApiDocument {
  const names = new Map<z.ZodType, string>(Object.entries(components).map(([name, schema]) => [schema, name]));
  const hoisted: Record<string, JsonSchema> = {};
  const ref = (schema: z.ZodType, io: "input" | "output", prefix: string) => {
    const name = names.get(schema);
    return name ? { $ref: `#/components/schemas/${name}` } : hoistDefs(jsonSchema(schema, io), prefix, hoisted);
  };
  const paths: OpenApiDocument["paths"] = {};
  for (const op of operations) {
    const item = (paths[op.path] ??= {});
    if (item[op.method]) throw new Error(`OpenAPI: ${op.method.toUpperCase()} ${op.path} is declared twice`);
    const errors = Object.fromEntries(
      errorStatuses(op).map((status) => [
        String(status),
        {
          description: op.errors?.[status] ?? DEFAULT_ERRORS[status],
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
        },
      ]),
    );
    const headerParameters = [
      { $ref: "#/components/parameters/ClientHost" },
      ...(op.organisation ? [{ $ref: "#/components/parameters/OrganisationId" }] : []),
      ...(op.idempotent ? [{ $ref: "#/components/parameters/IdempotencyKey" }] : []),
    ];
    item[op.method] = {
      operationId: operationId(op),
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      tags: [op.tag],
      security: op.auth === "user" ? [{ bearerAuth: [] }, { apiKeyAuth: [] }, { sessionCookie: [] }] : [],
      parameters: [...parameters(op.params, "path"), ...parameters(op.query, "query"), ...headerParameters],
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: {
                [op.bodyType ?? "application/json"]: { schema: ref(op.body, "input", `${operationId(op)}Body`) },
              },
            },
          }
        : {}),
      responses: {
        [String(op.status ?? 200)]: {
          description: op.userMessage ? `Success; user-message: ${op.userMessage}` : "Success",
          ...(op.userMessage ? { headers: { "user-message": { $ref: "#/components/headers/UserMessage" } } } : {}),
          content: {
            [op.responseType ?? "application/json"]: {
              schema: ref(op.response, "output", `${operationId(op)}Response`),
            },
          },
        },
        ...errors,
      },
    };
  }
  const webhooks: Record<string, Record<string, JsonSchema>> = {};
  for (const [event, declaration] of Object.entries(webhookDeclarations)) {
    const id = `webhook${event.replace(/(^|[._])(\w)/g, (_m, _s, c: string) => c.toUpperCase())}`;
    webhooks[event] = {
      post: {
        operationId: id,
        summary: declaration.summary,
        // The receiver checks the signature headers, not a scheme of ours.
        security: [],
        ...(declaration.description ? { description: declaration.description } : {}),
        parameters: [
          { $ref: "#/components/parameters/WebhookId" },
          { $ref: "#/components/parameters/WebhookTimestamp" },
          { $ref: "#/components/parameters/WebhookSignature" },
        ],
        requestBody: {
          required: true,
          content: { "application/json": { schema: ref(declaration.body, "output", id) } },
        },
        responses: {
          "200": { description: "Received: any 2xx ends the delivery; anything else is retried with backoff" },
        },
      },
    };
  }
  const schemas: Record<string, JsonSchema> = { Error: jsonSchema(ErrorBodySchema, "output") };
  for (const [name, schema] of Object.entries(components))
    schemas[name] = hoistDefs(jsonSchema(schema, "output"), name, hoisted);
  Object.assign(schemas, hoisted);
  return {
    openapi: "3.1.0",
    info,
    servers: [{ url: "/api/v1" }],
    tags: [...new Set(operations.map((op) => op.tag))].map((name) => {
      const description = tagDescriptions[name];
      if (!description) throw new Error(`OpenAPI: the tag "${name}" has no description`);
      return { name, description };
    }),
    paths,
    ...(Object.keys(webhooks).length ? { webhooks } : {}),
    components: {
      schemas,
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "Access token from POST /login",
        },
        apiKeyAuth: {
          type: "apiKey",
          in: "header",
          name: "X-Api-Key",
          description:
            "An organisation's API key (POST /api-keys): acts for that organisation only, as Read-only (scope read) or User (scope write); " +
            "revoked keys answer 401; rate limited per key (429).",
        },
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: "__Host-hp_session",
          description:
            "Browser session (changes need a same-origin Origin). Named hp_session, without the prefix, where the cookie is not Secure (plain http on a loopback hostname).",
        },
      },
      parameters: {
        ClientHost: {
          name: "X-Client-Host",
          in: "header",
          required: false,
          description: "The client (tenant) hostname; the request Host is used when absent",
          schema: { type: "string" },
        },
        OrganisationId: {
          name: "X-Organisation-Id",
          in: "header",
          required: false,
          description: "The organisation acted for, or `admin` for client and system admins",
          schema: { type: "string" },
        },
        WebhookId: {
          name: "webhook-id",
          in: "header",
          required: true,
          description: "The delivery's id, the same on every attempt (drop a repeat)",
          schema: { type: "string" },
        },
        WebhookTimestamp: {
          name: "webhook-timestamp",
          in: "header",
          required: true,
          description: "When this attempt was signed, in seconds since 1970",
          schema: { type: "string" },
        },
        WebhookSignature: {
          name: "webhook-signature",
          in: "header",
          required: true,
          description:
            'Standard Webhooks: "v1," + base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}", keyed with the base64-decoded part of the whsec_ secret after the prefix',
          schema: { type: "string" },
        },
        IdempotencyKey: {
          name: "Idempotency-Key",
          in: "header",
          required: false,
          description:
            "Makes a retry safe: the same key (per user and operation, kept 24 hours) with the same body answers the first answer again " +
            "and records nothing new; the same key with another body answers 409.",
          schema: { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x21-\\x7e]+$" },
        },
      },
      headers: {
        UserMessage: { description: "A notice to show the user for 3 seconds", schema: { type: "string" } },
      },
    },
  };
}

/**
 * zod writes recursive (and meta-id'd) schemas as `$defs` with `#/$defs/...` refs at the root of
 * each converted schema; inside an OpenAPI document those refs resolve against the document, so
 * the definitions move to components.schemas (named by their meta id, else after the operation)
 * and the refs follow them.
 */
function hoistDefs(schema: JsonSchema, prefix: string, into: Record<string, JsonSchema>): JsonSchema {
  const defs = schema.$defs as Record<string, JsonSchema> | undefined;
  if (!defs) return schema;
  const rename = new Map(
    Object.keys(defs).map((key) => [
      key,
      key.startsWith("__schema") ? `${prefix}${key.replace("__schema", "Def")}` : key,
    ]),
  );
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!node || typeof node !== "object") return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === "$defs") continue;
      out[key] =
        key === "$ref" && typeof value === "string" && value.startsWith("#/$defs/")
          ? `#/components/schemas/${rename.get(value.slice("#/$defs/".length)) ?? value}`
          : rewrite(value);
    }
    return out;
  };
  for (const [key, def] of Object.entries(defs)) into[rename.get(key)!] = rewrite(def) as JsonSchema;
  return rewrite(schema) as JsonSchema;
}

/** "get /users/{id}/impersonate" -> "getUsersIdImpersonate". */
function operationId(op: Operation): string {
  const words = op.path
    .split(/[/{}.\-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1));
  return `${op.method}${words.join("")}`;
}
