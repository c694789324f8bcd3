/**
 * Hostname parsing in one place (docs/STYLE.md rule 11). Pure: used by proxy.ts, route handlers,
 * pages and tests alike.
 */

/** Header the mobile app sends to name its tenant. */
export const CLIENT_HOST_HEADER = "x-client-host";
/**
 * The Vary header of an answer that depends on the tenant and may be cached publicly: the tenant
 * comes from X-Client-Host when sent, else Host, so a shared cache must key on both.
 */
export const TENANT_VARY = "Host, X-Client-Host";
/** Internal header proxy.ts sets (overwriting anything the client sent). */
export const TENANT_HOST_HEADER = "x-tenant-host";
/** Internal header proxy.ts sets to the requested path + query (for the login nextUrl). */
export const PATH_HEADER = "x-portal-path";

const HOSTNAME = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
const IPV6 = /^\[[0-9a-f:.]+\]$/;

/**
 * "Demo.Localhost:3000" -> "demo.localhost"; "[::1]:3000" -> "[::1]". Returns null for
 * anything that is not a plausible hostname, so junk never reaches the database.
 */
export function normaliseHostname(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let host = raw.trim().toLowerCase();
  // Accept a full URL too (the mobile app may send one).
  if (host.includes("://")) {
    try {
      host = new URL(host).host;
    } catch {
      return null;
    }
  }
  if (host.startsWith("[")) {
    const end = host.indexOf("]");
    host = end === -1 ? host : host.slice(0, end + 1);
    return IPV6.test(host) ? host : null;
  }
  host = host.replace(/:\d+$/, "").replace(/\.$/, "");
  if (host.length === 0 || host.length > 253) return null;
  return HOSTNAME.test(host) ? host : null;
}

type HeaderReader = { get(name: string): string | null };

/** The tenant hostname of a request: X-Client-Host when present, else Host. */
export function requestHostname(headers: HeaderReader): string | null {
  const hinted = headers.get(TENANT_HOST_HEADER);
  if (hinted) return normaliseHostname(hinted);
  return normaliseHostname(headers.get(CLIENT_HOST_HEADER) || headers.get("host"));
}

/**
 * The tenant hostname of an API call: X-Client-Host when present, else Host. API calls do not
 * pass through proxy.ts, so the internal header is never trusted here (a client could send it).
 */
export function apiRequestHostname(headers: HeaderReader): string | null {
  return normaliseHostname(headers.get(CLIENT_HOST_HEADER) || headers.get("host"));
}
