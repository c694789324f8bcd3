/**
 * Whether an error means the database cannot be reached right now (down, restarting, failing
 * over, or a pooled connection it has just closed), as opposed to a fault of the request or
 * the code. Such a request is answered 503 with Retry-After; the connection pool replaces its
 * broken connections by itself, so the portal recovers when the database is back, without a
 * restart.
 *
 * Recognised along the error's cause chain: Prisma's "can't reach / connection closed" codes,
 * the pg driver adapter's kinds, Postgres SQLSTATEs of class 08 (connection exception) and
 * 57P01-57P03 (shutdown, crash, starting up), and the socket errors of node-postgres (pg-boss).
 */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017"]);
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const SQLSTATE = /^(08...|57P0[123]|53300)$/;
const MESSAGES =
  /Connection terminated|Can't reach database server|Server has closed the connection|the database system is (starting up|shutting down)/i;

type Loose = {
  code?: unknown;
  kind?: unknown;
  originalCode?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: unknown };
};

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length) {
    const e = queue.shift() as Loose | null | undefined;
    if (!e || typeof e !== "object" || seen.has(e)) continue;
    seen.add(e);
    const code = typeof e.code === "string" ? e.code : "";
    if (PRISMA_CODES.has(code) || SOCKET_CODES.has(code) || SQLSTATE.test(code)) return true;
    if (typeof e.originalCode === "string" && SQLSTATE.test(e.originalCode)) return true;
    if (typeof e.kind === "string" && ADAPTER_KINDS.has(e.kind)) return true;
    if (typeof e.message === "string" && MESSAGES.test(e.message)) return true;
    queue.push(e.cause, e.meta?.driverAdapterError);
    if (e instanceof AggregateError) queue.push(...e.errors);
  }
  return false;
}
