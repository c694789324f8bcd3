/**
 * Browser error tracking (SPEC §9), before the app hydrates. The server writes the DSN on <html>
 * (data-error-tracking, from SENTRY_DSN at run time) only when it is set: without it the SDK is
 * never loaded and nothing is sent. Reports go through /api/monitoring on this host.
 */
import { startBrowserErrorTracking } from "@/lib/observability/browser";

startBrowserErrorTracking();
