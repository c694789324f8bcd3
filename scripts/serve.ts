/**
 * Serves the production build (what `next start` does), through a plain Node HTTP server that
 * passes the TCP peer address on to the app: Next itself only fills in
 * X-Forwarded-For when the client did not send one, so that header cannot identify a caller.
 *
 * Every request gets CLIENT_IP_HEADER = the socket's remote address, overwriting whatever the
 * client sent; lib/auth/rate-limit.ts reads it only when PEER_SERVER_FLAG is set, i.e. only in
 * this process. TRUSTED_PROXY_HOPS (lib/core/client-ip.ts) then decides whether X-Forwarded-For
 * entries left of that peer count.
 *
 *   PORT (default 3000), HOSTNAME (default: every interface, as `next start`; `npm start`
 *   sets it from HOST, by default 127.0.0.1 only: see scripts/start.ts)
 *   KEEP_ALIVE_SECONDS (default 65): how long an idle keep-alive connection stays open. Longer
 *   than the idle timeout of what usually stands in front (60 s on AWS load balancers), so the
 *   proxy, not the app, closes idle connections: a connection the app closes just as the proxy
 *   reuses it is a reset, which the user sees as a 502. Node's own default is 5 s.
 *   SHUTDOWN_GRACE_SECONDS (default 25): on SIGTERM (or SIGINT) the server stops accepting,
 *   lets requests in flight finish for up to this long (lib/server/graceful.ts), then stops the
 *   job queue, the cache listener and the database pools (lib/server/closers.ts) and exits 0.
 *   Below the 30 s most platforms wait between SIGTERM and SIGKILL.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";
import { env } from "../lib/env";
import { CLIENT_IP_HEADER, PEER_SERVER_FLAG } from "../lib/core/client-ip";
import { closeAll } from "../lib/server/closers";
import { createGracefulServer, exitOnSignals } from "../lib/server/graceful";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || undefined;

// A misconfigured replica (no AUTH_SECRET, local files with several replicas...) refuses to
// boot with every problem listed, before it takes any traffic.
try {
  env();
} catch (error) {
  console.error(`serve: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

(globalThis as Record<symbol, unknown>)[PEER_SERVER_FLAG] = true;
const app = next({ dev: false, dir: ROOT, port, hostname: hostname ?? "localhost" });
await app.prepare();
const handle = app.getRequestHandler();

const keepAliveMs = Number(process.env.KEEP_ALIVE_SECONDS || 65) * 1000;
const graceMs = Number(process.env.SHUTDOWN_GRACE_SECONDS || 25) * 1000;
const log = (line: string) => console.log(`serve: ${line}`);

const graceful = createGracefulServer(
  (req, res) => {
    req.headers[CLIENT_IP_HEADER] = req.socket.remoteAddress ?? "";
    void handle(req, res);
  },
  {
    graceMs,
    keepAliveMs,
    log,
    onDrained: async () => {
      await app.close().catch((error: unknown) => log(`next close: ${String(error)}`));
      await closeAll(log);
    },
  },
);
graceful.server.listen(port, hostname, () => log(`ready on http://${hostname ?? "localhost"}:${port}`));
exitOnSignals(graceful, graceMs, log);
