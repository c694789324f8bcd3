import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * zxing-wasm's reader binary, served from the installed package (its default would fetch it from
 * a CDN, which a closed plant network or an offline phone cannot reach). Public: it is the same
 * open-source file for everyone. Cached for a day, and kept by the service worker for offline scans.
 * The server runs from the project folder (`npm start`, the Docker image), where node_modules is.
 */
let bytes: Promise<Buffer> | null = null;

export async function GET(): Promise<Response> {
  bytes ??= readFile(path.join(process.cwd(), "node_modules", "zxing-wasm", "dist", "reader", "zxing_reader.wasm"));
  return new Response(new Uint8Array(await bytes), {
    headers: { "Content-Type": "application/wasm", "Cache-Control": "public, max-age=86400" },
  });
}
