import { env } from "@/lib/env";
import { SAMPLING, scrubBreadcrumb, scrubEvent } from "./scrub";

/**
 * Server-side error tracking (SPEC §9) through @sentry/nextjs, on only when SENTRY_DSN is set:
 * without it the SDK is never loaded, so development and tests send nothing. The SDK keeps its
 * client on a process-wide carrier, so the init in instrumentation.ts serves every route bundle.
 */

export type ErrorContext = { requestId: string; clientId?: string | null; userId?: string | null };

/** Called once per server process from instrumentation.ts register(). */
export async function initServerErrorTracking(): Promise<void> {
  const dsn = env().SENTRY_DSN;
  if (!dsn) return;
  const Sentry = await import("@sentry/nextjs");
  Sentry.init({
    dsn,
    ...SAMPLING,
    environment: env().NODE_ENV,
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
}

/**
 * Reports an unexpected error with the request id the generic 500 answer shows, the client and
 * the user id. Never throws and never delays the answer.
 */
export function reportServerError(error: unknown, context: ErrorContext): void {
  let dsn: string | undefined;
  try {
    dsn = env().SENTRY_DSN;
  } catch {
    return;
  }
  if (!dsn) return;
  import("@sentry/nextjs")
    .then((Sentry) => {
      Sentry.withScope((scope) => {
        scope.setTag("request_id", context.requestId);
        if (context.clientId) scope.setTag("client_id", context.clientId);
        if (context.userId) scope.setUser({ id: context.userId });
        Sentry.captureException(error);
      });
    })
    .catch((failure: unknown) => console.error("[error-tracking] report failed", failure));
}

/** The DSN the browser SDK uses (it sends through /api/monitoring, see lib/observability/tunnel.ts). */
export function browserErrorTrackingDsn(): string | null {
  try {
    return env().SENTRY_DSN ?? null;
  } catch {
    return null;
  }
}
