import { toErrorResponse } from "@/lib/http/respond";
import { forwardEnvelope } from "@/lib/http/sentry-tunnel";
import { browserErrorTrackingDsn } from "@/lib/observability/server";

/**
 * POST /api/monitoring: the browser's error reports, forwarded to Sentry (the SDK's tunnel; see
 * lib/observability/tunnel.ts). Not part of the /api/v1 contract. 404 while SENTRY_DSN is unset.
 * Anonymous, so capped in bytes and in rate before anything is read (lib/http/sentry-tunnel.ts).
 */
export async function POST(request: Request): Promise<Response> {
  const dsn = browserErrorTrackingDsn();
  if (!dsn) return new Response(null, { status: 404 });
  try {
    return new Response(null, { status: await forwardEnvelope(request, dsn) });
  } catch (error) {
    return toErrorResponse(error, {});
  }
}
