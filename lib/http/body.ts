import { AppError, type ErrorBody } from "@/lib/core/errors";

/** The JSON body cap of every /api/v1 route that does not declare its own. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

/** A route's body cap, and the body of its 413 where the payload documents its own limit. */
export type BodyCap = { maxBytes: number; tooLarge?: ErrorBody };

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** 413 in the error shape: the body is larger than the route accepts. */
export const bodyTooLarge = ({ maxBytes, tooLarge }: BodyCap) =>
  new AppError("TOO_LARGE", tooLarge ?? { global: [`The request body is too large (at most ${megabytes(maxBytes)})`] });

/** Refuses a body whose declared Content-Length is over the cap, before anything reads it. */
export function assertDeclaredLength(request: Request, cap: BodyCap): void {
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > cap.maxBytes) throw bodyTooLarge(cap);
}

/**
 * The request's body as a stream that errors with the 413 above as soon as more than the cap has
 * come (Content-Length is checked first, but a chunked body has none: the bytes are counted).
 * route() hands this to every handler that reads its own body, so no handler can hold more.
 */
export function cappedBody(request: Request, cap: BodyCap): ReadableStream<Uint8Array> | null {
  assertDeclaredLength(request, cap);
  if (!request.body) return null;
  const reader = request.body.getReader();
  let total = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      total += value.byteLength;
      if (total > cap.maxBytes) {
        await reader.cancel().catch(() => undefined);
        return controller.error(bodyTooLarge(cap));
      }
      controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/**
 * The body's bytes, read with a byte cap: larger is refused as soon as it is seen (Content-Length,
 * or while streaming a body sent without one) instead of being held in memory.
 */
export async function readCappedBytes(request: Request, cap: BodyCap): Promise<Buffer> {
  const body = cappedBody(request, cap);
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The body as text, read with a byte cap (readCappedBytes). */
export async function readCappedText(request: Request, cap: BodyCap): Promise<string> {
  return (await readCappedBytes(request, cap)).toString("utf8");
}

/**
 * A multipart/form-data body, read with a byte cap first (readCappedBytes) and only then parsed:
 * the parser never sees more than the cap. A body that is not such a form is null.
 */
export async function readCappedForm(request: Request, cap: BodyCap): Promise<FormData | null> {
  const bytes = await readCappedBytes(request, cap);
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) return null;
  try {
    return await new Response(new Uint8Array(bytes), { headers: { "content-type": type } }).formData();
  } catch {
    return null;
  }
}
