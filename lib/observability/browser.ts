"use client";

/**
 * The browser side of error tracking (SPEC §9). The root layout puts the DSN and the client id on
 * <html> (data-error-tracking, data-client-id) when SENTRY_DSN is set; the portal shell names
 * the user id. Nothing is loaded or sent otherwise.
 */

type SentryModule = typeof import("@sentry/nextjs");
let sentry: Promise<SentryModule> | null = null;

export function startBrowserErrorTracking(): void {
  if (typeof document === "undefined" || sentry) return;
  const root = document.documentElement;
  const dsn = root.dataset.errorTracking;
  if (!dsn) return;
  const clientId = root.dataset.clientId;
  // The scrubbing rules load with the SDK, not with every page (first-load JS).
  sentry = Promise.all([import("@sentry/nextjs"), import("./scrub")]).then(
    ([Sentry, { SAMPLING, scrubBreadcrumb, scrubEvent }]) => {
      Sentry.init({
        dsn,
        tunnel: "/api/monitoring",
        ...SAMPLING,
        beforeSend: (event) => scrubEvent(event),
        beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
      });
      if (clientId) Sentry.setTag("client_id", clientId);
      return Sentry;
    },
  );
}

/** The signed-in user's id on later reports (null: signed out). */
export function setErrorTrackingUser(userId: string | null): void {
  void sentry?.then((Sentry) => Sentry.setUser(userId ? { id: userId } : null));
}

/** An error an error boundary caught (Next's digest names the server-side log entry). */
export function reportBrowserError(error: Error & { digest?: string }): void {
  void sentry?.then((Sentry) =>
    Sentry.withScope((scope) => {
      if (error.digest) scope.setTag("digest", error.digest);
      Sentry.captureException(error);
    }),
  );
}
