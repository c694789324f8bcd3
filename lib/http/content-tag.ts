import { createHash } from "node:crypto";
import { stringifyAnswer } from "@/lib/lists/serialise";
import { matchesTag, setTagHeaders } from "./answer-tag";

/**
 * A JSON answer tagged by its own content, for a read whose sentences are in the caller's
 * language (GET /hoses/{id} and its due-date explanation): the ETag is a hash of the body and
 * the language it is written in, so an English answer's tag never earns a German reader a 304,
 * and the answer says `Vary: Accept-Language` (with the caller's headers, as the lists' tagged
 * answers do), so no cache hands one language's body to another. The same call again with
 * If-None-Match answers 304 without a body while the answer is unchanged.
 */
export function contentTaggedJson(request: Request, data: unknown, locale: string): Response {
  const text = stringifyAnswer(data);
  const tag = `"${createHash("sha256").update(locale).update("\n").update(text).digest("base64url").slice(0, 32)}"`;
  const response = matchesTag(request, tag)
    ? new Response(null, { status: 304 })
    : new Response(text, { status: 200, headers: { "content-type": "application/json; charset=utf-8" } });
  setTagHeaders(response.headers, tag);
  response.headers.set("content-language", locale);
  return response;
}
