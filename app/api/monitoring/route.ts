import { browserErrorTrackingDsn } from "@/lib/observability/server";
import { MAX_ENVELOPE_BYTES, tunnelTarget } from "@/lib/observability/tunnel";

/**
 * POST /api/monitoring: the browser's error reports, forwarded to Sentry (the SDK's tunnel; see
 * lib/observability/tunnel.ts). Not part of the /api/v1 contract. 404 while SENTRY_DSN is unset.
 */
export async function POST(request: Request): Promise<Response> {
  const dsn = browserErrorTrackingDsn();
  if (!dsn) return new Response(null, { status: 404 });
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_ENVELOPE_BYTES) return new Response(null, { status: 413 });
  const envelope = await request.text();
  if (envelope.length > MAX_ENVELOPE_BYTES) return new Response(null, { status: 413 });
  const target = tunnelTarget(envelope, dsn);
  if (!target) return new Response(null, { status: 400 });
  try {
    const upstream = await fetch(target, {
      method: "POST",
      body: envelope,
      headers: { "content-type": "application/x-sentry-envelope" },
      signal: AbortSignal.timeout(5000),
    });
    return new Response(null, { status: upstream.ok ? 200 : 502 });
  } catch {
    return new Response(null, { status: 502 });
  }
}
