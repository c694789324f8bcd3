import type { Breadcrumb, ErrorEvent } from "@sentry/nextjs";

/**
 * What error reports may carry (SPEC §9 error tracking): the error, the request id,
 * the client id and the user id, and no other personal data. Shared by the server and browser
 * SDK set-ups as their beforeSend / beforeBreadcrumb hooks. Pure, so it is unit-tested.
 */

/** Paths whose last segment is a secret (emailed links, one-time logins). */
const SECRET_PATH = /\/(validate|one-time-login)\/[^/?#]+/g;
const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[^\s@<>"'(),;:]+/g;

/** A URL without its query or fragment (filters, notices), and with link tokens replaced. */
export function scrubUrl(url: string): string {
  const end = url.search(/[?#]/);
  const base = end >= 0 ? url.slice(0, end) : url;
  return base.replace(SECRET_PATH, "/$1/:token");
}

/** Email addresses in free text (an error message may quote one) become "[email]". */
export function scrubText(text: string): string {
  return text.replace(EMAIL, "[email]");
}

type ReportEvent = ErrorEvent;
type ReportBreadcrumb = Breadcrumb;

/** beforeSend: keeps the user id only, the request's method and scrubbed URL only. */
export function scrubEvent(event: ReportEvent): ReportEvent {
  const id = event.user?.id;
  event.user = id === undefined || id === null ? undefined : { id: String(id) };
  if (event.request) {
    event.request = {
      ...(event.request.method ? { method: event.request.method } : {}),
      ...(event.request.url ? { url: scrubUrl(event.request.url) } : {}),
    };
  }
  if (event.message) event.message = scrubText(event.message);
  for (const value of event.exception?.values ?? []) {
    if (value.value) value.value = scrubText(value.value);
    // Local variable values and quoted source lines may hold anything: file and line suffice.
    for (const frame of value.stacktrace?.frames ?? []) {
      delete frame.vars;
      delete frame.pre_context;
      delete frame.context_line;
      delete frame.post_context;
    }
  }
  if (event.breadcrumbs)
    event.breadcrumbs = event.breadcrumbs.map(scrubBreadcrumb).filter((b): b is ReportBreadcrumb => b !== null);
  // The host name of the server is infrastructure, not needed to find the error.
  delete event.server_name;
  return event;
}

/** beforeBreadcrumb: no console output (it may quote anything); URLs scrubbed. */
export function scrubBreadcrumb(breadcrumb: ReportBreadcrumb): ReportBreadcrumb | null {
  if (breadcrumb.category === "console") return null;
  if (breadcrumb.message) breadcrumb.message = scrubText(breadcrumb.message);
  if (breadcrumb.data) {
    const data: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(breadcrumb.data)) {
      if (["url", "from", "to"].includes(key) && typeof value === "string") data[key] = scrubUrl(value);
      else if (["method", "status_code"].includes(key)) data[key] = value;
    }
    breadcrumb.data = data;
  }
  return breadcrumb;
}

/** SPEC §9: "Error-tracking sample rate 100 percent"; no performance tracing. */
export const SAMPLING = { sampleRate: 1, tracesSampleRate: 0, sendDefaultPii: false } as const;
