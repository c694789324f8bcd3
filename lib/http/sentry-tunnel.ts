import { clientIp, consumeRateLimit, type Limit } from "@/lib/auth/rate-limit";
import { readCappedText } from "./body";
import { forbidden } from "@/lib/core/errors";
import { MAX_ENVELOPE_BYTES, tunnelTarget } from "@/lib/observability/tunnel";

/**
 * How many error reports the anonymous tunnel forwards: per address (a browser sends a few per
 * page with an error, never hundreds), and in all (so a caller with many addresses cannot spend
 * the Sentry project's quota). Past either: 429, nothing read or forwarded.
 */
export const MONITORING_LIMITS = {
  perAddress: { limit: 60, windowSeconds: 600 },
  total: { limit: 2000, windowSeconds: 3600 },
} satisfies Record<string, Limit>;

/**
 * POST /api/monitoring's work: a browser of this site only (Sec-Fetch-Site, which browsers set and
 * pages cannot), within the rates above, then the envelope read under its byte cap (counted as it
 * arrives, so a chunked body is refused past 1 MB too) and forwarded to the configured DSN only.
 * Answers the status to send.
 */
export async function forwardEnvelope(request: Request, dsn: string): Promise<number> {
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin") throw forbidden("Cross-site request refused");
  await consumeRateLimit(`monitoring:ip:${clientIp(request.headers)}`, MONITORING_LIMITS.perAddress);
  await consumeRateLimit("monitoring:all", MONITORING_LIMITS.total);
  const envelope = await readCappedText(request, { maxBytes: MAX_ENVELOPE_BYTES });
  const target = tunnelTarget(envelope, dsn);
  if (!target) return 400;
  try {
    const upstream = await fetch(target, {
      method: "POST",
      body: envelope,
      headers: { "content-type": "application/x-sentry-envelope" },
      signal: AbortSignal.timeout(5000),
    });
    return upstream.ok ? 200 : 502;
  } catch {
    return 502;
  }
}
