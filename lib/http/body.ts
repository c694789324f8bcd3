import { AppError, type ErrorBody } from "./errors";

/** The JSON body cap of every /api/v1 route that does not declare its own (review L8). */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

/** A route's body cap, and the body of its 413 where the payload documents its own limit. */
export type BodyCap = { maxBytes: number; tooLarge?: ErrorBody };

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** 413 in the error shape: the body is larger than the route accepts. */
export const bodyTooLarge = ({ maxBytes, tooLarge }: BodyCap) =>
  new AppError(413, tooLarge ?? { global: [`The request body is too large (at most ${megabytes(maxBytes)})`] });

/** Refuses a body whose declared Content-Length is over the cap, before anything reads it. */
export function assertDeclaredLength(request: Request, cap: BodyCap): void {
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > cap.maxBytes) throw bodyTooLarge(cap);
}

/**
 * The body as text, read with a byte cap: larger is refused as soon as it is seen (Content-Length,
 * or while streaming a body sent without one) instead of being held in memory.
 */
export async function readCappedText(request: Request, cap: BodyCap): Promise<string> {
  assertDeclaredLength(request, cap);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > cap.maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw bodyTooLarge(cap);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
