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
 *   PORTAL_WORKERS (default 1; "auto": one per core): how many server processes share the port
 *   (node:cluster: this process forks them, the kernel's connections are handed round robin, and
 *   it only watches them). Each worker is what a replica is (docs/REPLICAS.md): its own pools,
 *   caches kept true across processes by Postgres LISTEN/NOTIFY (lib/cache/invalidation.ts),
 *   rate limits and jobs in the database. Always 1 on the embedded database, which serves a
 *   single connection (tooling/embedded-db.ts): a second process would wait on the first's.
 *   Workers start one after another (see superviseWorkers). SIGTERM/SIGINT to this process
 *   drains every worker as above; a worker that dies on its own
 *   is replaced, unless it died within WORKER_MIN_LIFE_MS of starting (a broken build or
 *   environment), which stops the others and exits with its code rather than loop.
 */
import cluster from "node:cluster";
import os from "node:os";
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

const log = (line: string) => console.log(cluster.isWorker ? `serve[${process.pid}]: ${line}` : `serve: ${line}`);
const WORKER_MIN_LIFE_MS = 10_000;

/** PORTAL_WORKERS as a number of processes; 1 on the embedded database (see above). */
function workerCount(): number {
  const raw = (process.env.PORTAL_WORKERS ?? "").trim();
  const wanted = raw === "" ? 1 : raw === "auto" ? os.availableParallelism() : Number(raw);
  if (!Number.isInteger(wanted) || wanted < 1 || wanted > 64) {
    console.error(`serve: PORTAL_WORKERS must be a whole number from 1 to 64, or "auto" (got "${raw}")`);
    process.exit(1);
  }
  if (wanted > 1 && env().EMBEDDED_DB) {
    log(`PORTAL_WORKERS=${raw} ignored: the embedded database serves one connection, so one worker serves it`);
    return 1;
  }
  return wanted;
}

/** The cluster's first process: forks the workers, replaces one that dies, drains them all on a signal. */
function superviseWorkers(count: number): void {
  log(`${count} workers on port ${port}`);
  const started = new Map<number, number>();
  let stopping = false;
  const fork = () => started.set(cluster.fork().id, Date.now());
  const alive = () => Object.values(cluster.workers ?? {}).filter((w) => w && !w.isDead());
  const stop = (why: string, code: number) => {
    if (stopping) return;
    stopping = true;
    log(`${why}: stopping ${alive().length} worker(s)`);
    process.exitCode = code;
    for (const worker of alive()) worker?.process.kill("SIGTERM");
  };
  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) {
      if (alive().length === 0) process.exit();
      return;
    }
    const how = signal ?? `code ${code}`;
    if (lived < WORKER_MIN_LIFE_MS) {
      stop(`worker ${worker.process.pid} exited (${how}) ${lived} ms after starting`, code || 1);
      if (alive().length === 0) process.exit();
      return;
    }
    log(`worker ${worker.process.pid} exited (${how}); starting another`);
    fork();
  });
  // One after another: each worker creates the job queues on its start (instrumentation.ts), and
  // two doing that at once on a fresh database deadlock in Postgres (seen with two workers: the
  // digest schedule was then not started). The first worker serves as soon as it listens.
  let forked = 1;
  cluster.on("listening", () => {
    if (forked < count && !stopping) {
      forked++;
      fork();
    }
  });
  fork();
  process.on("SIGTERM", () => stop("SIGTERM", 0));
  process.on("SIGINT", () => stop("SIGINT", 0));
}

async function serveHere(): Promise<void> {
  (globalThis as Record<symbol, unknown>)[PEER_SERVER_FLAG] = true;
  const app = next({ dev: false, dir: ROOT, port, hostname: hostname ?? "localhost" });
  await app.prepare();
  const handle = app.getRequestHandler();

  const keepAliveMs = Number(process.env.KEEP_ALIVE_SECONDS || 65) * 1000;
  const graceMs = Number(process.env.SHUTDOWN_GRACE_SECONDS || 25) * 1000;

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
}

if (cluster.isPrimary) {
  const count = workerCount();
  if (count > 1) superviseWorkers(count);
  else await serveHere();
} else {
  await serveHere();
}
