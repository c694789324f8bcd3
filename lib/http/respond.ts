import { randomUUID } from "node:crypto";
import { z } from "zod";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { stringifyAnswer } from "@/lib/lists/serialise";
import { reportServerError } from "@/lib/observability/server";
import { AppError, zodErrorBody, type ErrorBody, type ErrorCode } from "@/lib/core/errors";
import { translateErrorBody } from "@/lib/i18n/catalogue";
import { type Locale, SOURCE_LOCALE } from "@/lib/i18n/locales";

const JSON_HEADERS = { "content-type": "application/json; charset=utf-8" };

/**
 * A JSON answer. The notice travels in the user-message header percent-encoded as UTF-8
 * (docs/CONTRACTS.md "Success notices"): header values cannot carry most of Unicode, and a name in
 * any script must never turn a saved change into an error answer. Clients decode it.
 */
export function json(data: unknown, init: { status?: number; userMessage?: string } = {}): Response {
  const headers = new Headers(JSON_HEADERS);
  if (init.userMessage) headers.set("user-message", encodeURIComponent(wellFormed(init.userMessage)));
  // A list's filter descriptors kept per data stamp carry their JSON text already.
  return new Response(stringifyAnswer(data), { status: init.status ?? 200, headers });
}

/** A lone surrogate would make encodeURIComponent throw after the write committed: U+FFFD instead. */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");

/** The answer while the database cannot be reached (a restart, a failover): try again shortly. */
export const UNAVAILABLE = "The portal is briefly unavailable, please try again in a moment";

export const errorJson = (status: number, body: ErrorBody) => json(body, { status });

/** What each domain error code is on the HTTP wire. */
export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  INVALID: 422,
  RATE_LIMITED: 429,
};

/**
 * The one error mapper: known errors keep their status and message; zod errors become 422
 * with every field; anything else is logged with a request id and answered with a generic
 * 500 that carries the id and no detail.
 */
export function toErrorResponse(
  error: unknown,
  who: { clientId?: string | null; userId?: string | null } = {},
  locale: Locale = SOURCE_LOCALE,
): Response {
  const errorJson = (status: number, body: ErrorBody) => json(translateErrorBody(body, locale), { status });
  if (error instanceof AppError) return errorJson(HTTP_STATUS[error.code], error.body);
  if (error instanceof z.ZodError) return errorJson(422, zodErrorBody(error));
  if (error instanceof SyntaxError) return errorJson(400, { global: ["The request body is not valid JSON"] });
  if (isDatabaseUnavailable(error)) {
    console.error(
      "[api] database unavailable:",
      error instanceof Error ? error.message.trim().split("\n").pop() : error,
    );
    const answer = errorJson(503, { global: [UNAVAILABLE] });
    answer.headers.set("retry-after", "5");
    return answer;
  }
  const requestId = randomUUID();
  console.error(`[api] unhandled error ${requestId}`, error);
  // Error tracking (SPEC §9), when configured: the same reference, the client and the user id.
  reportServerError(error, { requestId, ...who });
  return errorJson(500, { global: [`Something went wrong (reference ${requestId})`] });
}
