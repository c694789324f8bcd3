/**
 * Runs before each integration test file: gives the file a fresh, migrated database and points
 * the app at it (lib/env reads DATABASE_URL lazily, on the first query), with its own mail
 * outbox and file storage folders; all removed afterwards.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import type { Db } from "@/lib/db/client";
import { stopCacheListener } from "@/lib/cache/invalidation";
import { stopJobs } from "@/lib/jobs/boss";
import { createTestDatabase } from "./test-database";

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

afterAll(async () => {
  await stopJobs();
  await stopCacheListener();
  const global = globalThis as unknown as { __db?: Db };
  await global.__db?.$disconnect();
  global.__db = undefined;
  await database.drop();
  await rm(scratch, { recursive: true, force: true });
});
