/**
 * An HTTP server that drains on shutdown (scripts/serve.ts; tested by
 * tests/integration/graceful-shutdown.test.ts through tests/fixtures/slow-server.ts):
 *
 *  1. stop accepting: the listening socket closes at once, so a new connection is refused and
 *     the load balancer sends it to another replica;
 *  2. requests in flight finish, up to `graceMs`; a request arriving meanwhile on a kept-alive
 *     connection is still served but answered with `Connection: close`, and idle connections are
 *     closed as soon as they go idle;
 *  3. after the grace period whatever is left is cut;
 *  4. `onDrained` (close the app, the queue and the pools) runs, then the caller exits.
 *
 * No "server-only": scripts/serve.ts imports it outside Next's server bundle.
 */
import http from "node:http";

export type GracefulServerOptions = {
  /** How long requests in flight may take to finish after a shutdown begins. */
  graceMs: number;
  /** Idle keep-alive timeout (see scripts/serve.ts, KEEP_ALIVE_SECONDS). */
  keepAliveMs: number;
  /** Runs once every connection is closed (or the grace period is over). */
  onDrained: () => Promise<void>;
  log?: (line: string) => void;
};

export type GracefulServer = {
  server: http.Server;
  /** Starts the shutdown (idempotent); resolves when `onDrained` has finished. */
  shutdown(): Promise<void>;
  /** Requests being answered right now. */
  inFlight(): number;
};

export function createGracefulServer(handler: http.RequestListener, options: GracefulServerOptions): GracefulServer {
  const log = options.log ?? ((line: string) => console.log(line));
  const active = new Set<http.ServerResponse>();
  let draining: Promise<void> | undefined;

  const server = http.createServer((req, res) => {
    active.add(res);
    res.once("close", () => active.delete(res));
    // Served, but this connection is not kept: the client opens its next one elsewhere.
    if (draining) res.setHeader("connection", "close");
    handler(req, res);
  });
  server.keepAliveTimeout = options.keepAliveMs;
  server.headersTimeout = options.keepAliveMs + 1000; // must exceed keepAliveTimeout

  function shutdown(): Promise<void> {
    draining ??= (async () => {
      const started = Date.now();
      log(`shutdown: no new connections; ${active.size} request(s) in flight (grace ${options.graceMs} ms)`);
      const allClosed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const res of active) if (!res.headersSent) res.setHeader("connection", "close");
      server.closeIdleConnections();
      // A connection whose response is already on its way goes idle when it ends: close it then.
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), options.graceMs);
      });
      const cut = await Promise.race([allClosed.then(() => false), graceOver]);
      clearInterval(sweep);
      clearTimeout(timer);
      if (cut) {
        log(`shutdown: grace period over, cutting ${active.size} request(s)`);
        server.closeAllConnections();
      }
      log(`shutdown: drained in ${Date.now() - started} ms; closing resources`);
      await options.onDrained();
    })();
    return draining;
  }

  return { server, shutdown, inFlight: () => active.size };
}

/**
 * SIGTERM / SIGINT: shut down, then exit 0. A cleanup that hangs (a pool waiting on a dead
 * database) must not keep a drained process alive past the grace period plus a few seconds.
 */
export function exitOnSignals(graceful: GracefulServer, graceMs: number, log: (line: string) => void): void {
  const stop = (signal: NodeJS.Signals) => {
    log(signal);
    setTimeout(() => {
      log("resources did not close in time; exiting");
      process.exit(0);
    }, graceMs + 5000).unref();
    void graceful.shutdown().then(() => {
      log("stopped");
      process.exit(0);
    });
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
