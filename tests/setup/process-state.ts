/**
 * What an integration test file may leave behind in the process, for the next file the same
 * worker runs (the integration projects share modules across files: vitest.config.ts). The
 * per-file setup (file-database.ts) undoes all of it after each file and checks with
 * `leftovers` before each one, so a leak fails the next file instead of passing unseen.
 */

/** The app's process-wide holders (lib/db/client.ts, lib/db/pg-pool.ts, lib/jobs/boss.ts, ...). */
type Holders = {
  __db?: unknown;
  __readDb?: unknown;
  __bulkPool?: unknown;
  __readBulkPool?: unknown;
};
const CLOSERS = Symbol.for("hose-portal.closers");
const JOBS = Symbol.for("hose-portal.pg-boss");
const CACHE_LISTENER = Symbol.for("hose-portal.cache-listener");

/** The cache listener's state as lib/cache/invalidation.ts keeps it on globalThis. */
export function cacheListenerState(): { ready?: Promise<void>; client?: unknown } | undefined {
  return (globalThis as Record<symbol, { ready?: Promise<void>; client?: unknown } | undefined>)[CACHE_LISTENER];
}

/** Descriptions of what is still open or changed compared with `environment`; empty when clean. */
export function leftovers(environment: NodeJS.ProcessEnv): string[] {
  const found: string[] = [];
  const changed = new Set([...Object.keys(process.env), ...Object.keys(environment)]);
  for (const key of [...changed].sort()) {
    if (!ownedByVitest(key) && process.env[key] !== environment[key]) found.push(`environment variable ${key}`);
  }
  const g = globalThis as unknown as Holders & Record<symbol, unknown>;
  for (const name of ["__db", "__readDb", "__bulkPool", "__readBulkPool"] as const) {
    if (g[name] !== undefined) found.push(`globalThis.${name}`);
  }
  const closers = g[CLOSERS] as Map<string, unknown> | undefined;
  for (const name of closers?.keys() ?? []) found.push(`an open resource (closer "${name}")`);
  if ((g[JOBS] as { boss?: unknown } | undefined)?.boss) found.push("the job queue (pg-boss)");
  if (cacheListenerState()?.client) found.push("the cache listener's connection");
  return found;
}

/** Vitest's own variables (the worker's and file's ids), which it sets itself. */
export function ownedByVitest(key: string): boolean {
  return key.startsWith("VITEST");
}

/** The environment the worker's first file started with: every later file must find it again. */
export function workerEnvironment(): NodeJS.ProcessEnv {
  const KEY = Symbol.for("hose-portal.tests.worker-environment");
  const g = globalThis as Record<symbol, NodeJS.ProcessEnv | undefined>;
  return (g[KEY] ??= { ...process.env });
}
