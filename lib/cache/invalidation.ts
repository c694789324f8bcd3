import "server-only";
import pg from "pg";
import { db } from "@/lib/db/client";
import { databaseUrl, env } from "@/lib/env";
import { registerCloser } from "@/lib/server/closers";

/**
 * Per-process caches kept true across replicas. A cache that drops entries when its
 * source changes registers a handler on a channel of its own; `invalidateCache` runs the
 * handlers of this process at once and sends a Postgres NOTIFY on the channel, which every
 * other process sharing the database receives on its listener: one dedicated connection per
 * process, opened on the first cache read, that reconnects by itself (with backoff) when the
 * database goes away. After each (re)connect every handler hears ALL (notices sent while it was
 * away are lost), and each cache keeps its short TTL as the fallback for whatever this misses.
 *
 * Handlers and the listener live on globalThis: Next loads a cache module in several bundles
 * (routes, server actions), each with its own Map, and all of them must be emptied.
 * Embedded mode (one process, one PGlite session) needs no listener: handlers run in process.
 */
export const ALL = "*";

export type CacheChannel = "hp_cache_client" | "hp_cache_catalogue";
type Handler = (key: string) => void;
type Listener = {
  handlers: Map<CacheChannel, Set<Handler>>;
  client?: pg.Client;
  started: boolean;
  stopped: boolean;
  /**
   * Counts the listener's starts and stops: a connection whose start is no longer the current one
   * (stopped while it was still connecting, on a loaded machine) closes itself instead of
   * becoming the listener.
   */
  generation: number;
  attempt: number;
  retry?: NodeJS.Timeout;
  /** Resolves once LISTEN runs (tests wait on it). */
  ready?: Promise<void>;
  /** The LISTENs of channels added after the connection, one after another. */
  listens?: Promise<void>;
};

const KEY = Symbol.for("hose-portal.cache-listener");
const MAX_BACKOFF_MS = 30_000;

function state(): Listener {
  const g = globalThis as Record<symbol, Listener | undefined>;
  return (g[KEY] ??= { handlers: new Map(), started: false, stopped: false, generation: 0, attempt: 0 });
}

function dispatch(channel: string, key: string): void {
  for (const handler of state().handlers.get(channel as CacheChannel) ?? []) {
    try {
      handler(key);
    } catch (error) {
      console.error(`[cache] ${channel} handler failed`, error);
    }
  }
}

function dispatchAll(): void {
  for (const channel of state().handlers.keys()) dispatch(channel, ALL);
}

/** Registers `handler` for `channel` in this process (once per module instance). */
export function onCacheInvalidation(channel: CacheChannel, handler: Handler): void {
  const s = state();
  let set = s.handlers.get(channel);
  if (!set) {
    set = new Set();
    s.handlers.set(channel, set);
    // A channel first used after the listener connected: listen to it too, after any LISTEN
    // still running (a connection runs one query at a time; node-postgres deprecates queueing).
    const client = s.client;
    if (client)
      s.listens = (s.listens ?? Promise.resolve())
        .then(() => client.query(`LISTEN ${channel}`))
        .then(
          () => undefined,
          () => undefined,
        );
  }
  set.add(handler);
}

/**
 * Drops `key` (or ALL) from the channel's caches in this process now and in every other
 * process sharing the database. Call it after the change is committed.
 */
export async function invalidateCache(channel: CacheChannel, key: string = ALL): Promise<void> {
  dispatch(channel, key);
  if (env().EMBEDDED_DB) return;
  try {
    await db().$executeRaw`SELECT pg_notify(${channel}, ${key})`;
  } catch (error) {
    // The change itself is committed; the other replicas catch up by their TTL.
    console.error(`[cache] ${channel}: NOTIFY failed`, error);
  }
}

/**
 * Empties every cache of this process, without telling other processes. For the integration
 * tests, which point one process at a fresh database per test file: entries kept under the
 * previous file's database (a hostname's client, say) must not answer for the next one.
 */
export function dropProcessCaches(): void {
  dispatchAll();
}

/** Starts this process's listener once (cheap to call on every cache read). */
export function ensureCacheListener(): void {
  const s = state();
  if (s.started || env().EMBEDDED_DB) return;
  s.started = true;
  s.stopped = false;
  s.generation++;
  registerCloser("cache-listener", "listeners", stopCacheListener);
  s.ready = connect();
}

/**
 * Tests: resolves when the listener is listening (or gives up waiting after `ms`). The embedded
 * database serves one process, which drops its own caches directly: there is no listener to wait for.
 */
export async function cacheListenerReady(ms = 5000): Promise<boolean> {
  if (env().EMBEDDED_DB) return true;
  ensureCacheListener();
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (state().client) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}

async function connect(): Promise<void> {
  const s = state();
  if (s.stopped) return;
  // Every stop and every start bumps the generation: a changed one means this connection's
  // listener was stopped (and perhaps started again) since.
  const generation = s.generation;
  const stale = () => s.generation !== generation;
  const client = new pg.Client({
    connectionString: databaseUrl(),
    application_name: "hose-portal-cache-listener",
    keepAlive: true,
  });
  let lost = false;
  const onLost = (error?: Error) => {
    if (lost) return;
    lost = true;
    if (s.client === client) s.client = undefined;
    client.end().catch(() => {});
    if (stale()) return;
    const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** s.attempt++);
    console.error(`[cache] listener lost${error ? ` (${error.message})` : ""}; reconnecting in ${delay} ms`);
    s.retry = setTimeout(() => void connect(), delay);
    s.retry.unref();
  };
  client.on("notification", (message) => dispatch(message.channel, message.payload || ALL));
  client.on("error", onLost);
  client.on("end", () => onLost());
  try {
    await client.connect();
    for (const channel of s.handlers.keys()) await client.query(`LISTEN ${channel}`);
    if (stale()) {
      // Stopped (or stopped and started again) while this connection was being made.
      lost = true;
      await client.end().catch(() => {});
      return;
    }
    // Channels are fixed names; caches that register later LISTEN through onCacheInvalidation.
    s.client = client;
    s.attempt = 0;
    dispatchAll(); // whatever was cached before (or while away) may be stale
  } catch (error) {
    onLost(error as Error);
  }
}

/** Closes the listener (graceful shutdown, tests); the next cache read starts it again. */
export async function stopCacheListener(): Promise<void> {
  const s = state();
  s.stopped = true;
  s.started = false;
  s.generation++;
  clearTimeout(s.retry);
  const client = s.client;
  s.client = undefined;
  await client?.end().catch(() => {});
}
