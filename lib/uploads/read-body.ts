import { AppError } from "@/lib/http/errors";

/**
 * The JSON body of an upload, read with a byte cap: a body larger than the cap is refused as
 * soon as it is seen (Content-Length, or while streaming) instead of being held in memory.
 */
export async function readCappedJson(request: Request, maxBytes: number, tooLarge: string): Promise<unknown> {
  const refuse = () => new AppError(422, { base64Data: [tooLarge] });
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > maxBytes) throw refuse();
  if (!request.body) return {};
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw refuse();
    }
    chunks.push(value);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  return text.trim() === "" ? {} : JSON.parse(text);
}
