/**
 * Runs before each integration test file: gives the file a fresh, migrated database and points
 * the app at it (lib/env reads DATABASE_URL lazily, on the first query), with its own mail
 * outbox and file storage folders; all removed afterwards.
 *
 * The integration projects share the app's modules across the files a worker runs (vitest.config.ts,
 * `isolate: false`): importing them once per worker instead of once per file saves most of a
 * file's time. So whatever a file leaves in the process is undone here, before and after it:
 * the environment (restored to what it was, and parsed again), the storage driver, every cache
 * registered with lib/cache/invalidation.ts, and every connection the app opened (the pools,
 * the cache listener, the job queue), which would otherwise still point at the last file's
 * database. Before each file, `leftovers` (process-state.ts) checks that the last one left
 * nothing: a leak fails the next file rather than passing unseen.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import type { Db } from "@/lib/db/client";
import { dropProcessCaches, stopCacheListener } from "@/lib/cache/invalidation";
import { resetEnvForTests } from "@/lib/env";
import { stopJobs } from "@/lib/jobs/boss";
import { closeAll } from "@/lib/server/closers";
import { setStorageForTests } from "@/lib/storage";
import { leftovers, ownedByVitest, workerEnvironment } from "./process-state";
import { createTestDatabase } from "./test-database";

// A file whose tests were all skipped (a `describe.runIf` that needs a Postgres server, on the
// embedded database) runs none of its hooks, this file's afterAll included: its teardown is
// still due, and runs now, before the check of what it left.
const TEARDOWN = Symbol.for("hose-portal.tests.teardown-due");
const holder = globalThis as unknown as Record<symbol, (() => Promise<void>) | undefined>;
await holder[TEARDOWN]?.();

const environment = workerEnvironment();
const left = leftovers(environment);
if (left.length > 0) throw new Error(`the previous test file in this worker left behind: ${left.join(", ")}`);
const database = await createTestDatabase();
const scratch = await mkdtemp(path.join(os.tmpdir(), "hp-files-"));
process.env.DATABASE_URL = database.url;
process.env.EMBEDDED_DB = database.embedded ? "1" : "0";
process.env.TENANT_CACHE_SECONDS = "0";
// Handlers are called in-process with no socket: the tests play one trusted reverse proxy in
// front (tests/fixtures/http.ts sends each call's address as X-Forwarded-For), as a deployment
// behind a load balancer sets TRUSTED_PROXY_HOPS=1. Tests about the default (0) set it back.
process.env.TRUSTED_PROXY_HOPS ??= "1";
// The email queue (SMTP tests): look for work and retry quickly.
process.env.EMAIL_POLL_SECONDS ??= "0.5";
process.env.EMAIL_RETRY_DELAY_SECONDS ??= "1";
process.env.OUTBOX_DIR = path.join(scratch, "outbox");
process.env.STORAGE_DIR = path.join(scratch, "storage");
freshProcessState();

/** The app's module state as a first file finds it: environment parsed anew, nothing cached. */
function freshProcessState(): void {
  resetEnvForTests();
  setStorageForTests(undefined);
  dropProcessCaches();
}

/** process.env exactly as the worker's first file found it (what a file set, changed or stubbed, undone). */
function restoreEnvironment(): void {
  for (const key of Object.keys(process.env)) {
    if (!(key in environment) && !ownedByVitest(key)) delete process.env[key];
  }
  for (const [key, value] of Object.entries(environment)) {
    if (!ownedByVitest(key) && process.env[key] !== value) process.env[key] = value;
  }
}

async function teardown(): Promise<void> {
  holder[TEARDOWN] = undefined;
  await stopJobs();
  await stopCacheListener();
  // Whatever else the file opened on its database (the bulk pools, read replicas).
  await closeAll(() => {});
  const global = globalThis as unknown as { __db?: Db; __readDb?: unknown };
  await global.__db?.$disconnect();
  global.__db = undefined;
  global.__readDb = undefined;
  await database.drop();
  await rm(scratch, { recursive: true, force: true });
  restoreEnvironment();
  freshProcessState();
}
holder[TEARDOWN] = teardown;
afterAll(teardown);
