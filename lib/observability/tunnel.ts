/**
 * The browser SDK sends its reports to /api/monitoring on the portal's own host (Sentry's
 * "tunnel" option), and the server forwards them: the Content-Security-Policy keeps
 * connect-src 'self', and the browser never talks to a third party.
 *
 * Only envelopes addressed to the configured DSN are forwarded, so the route cannot be used to
 * post anywhere else.
 */

/** Where an envelope for `dsn` goes: https://{host}/api/{projectId}/envelope/ */
export function envelopeUrl(dsn: string): string | null {
  try {
    const url = new URL(dsn);
    const projectId = url.pathname.split("/").filter(Boolean).pop();
    if (!projectId || !/^\d+$/.test(projectId)) return null;
    const prefix = url.pathname.slice(0, url.pathname.lastIndexOf("/"));
    return `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/`;
  } catch {
    return null;
  }
}

/** The forwarding URL when the envelope's header names the configured DSN, else null. */
export function tunnelTarget(envelope: string, configuredDsn: string | undefined): string | null {
  if (!configuredDsn) return null;
  const newline = envelope.indexOf("\n");
  const headerLine = newline >= 0 ? envelope.slice(0, newline) : envelope;
  let header: { dsn?: unknown };
  try {
    header = JSON.parse(headerLine) as { dsn?: unknown };
  } catch {
    return null;
  }
  if (typeof header.dsn !== "string") return null;
  const sameDsn = (a: string, b: string) => {
    try {
      const x = new URL(a);
      const y = new URL(b);
      return x.host === y.host && x.pathname === y.pathname && x.username === y.username;
    } catch {
      return false;
    }
  };
  return sameDsn(header.dsn, configuredDsn) ? envelopeUrl(configuredDsn) : null;
}

/** Envelopes larger than this are refused (Sentry's own limit for a compressed envelope is 20 MB; ours carry errors only). */
export const MAX_ENVELOPE_BYTES = 1_000_000;
