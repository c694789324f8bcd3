/**
 * Runs before each integration test file: gives the file a fresh, migrated database and points
 * the app at it (lib/env reads DATABASE_URL lazily, on the first query), then drops it.
 */
import { afterAll } from "vitest";
import type { Db } from "@/lib/db/client";
import { createTestDatabase } from "./test-database";

const database = await createTestDatabase();
process.env.DATABASE_URL = database.url;
process.env.EMBEDDED_DB = database.embedded ? "1" : "0";
process.env.TENANT_CACHE_SECONDS = "0";

afterAll(async () => {
  const global = globalThis as unknown as { __db?: Db };
  await global.__db?.$disconnect();
  global.__db = undefined;
  await database.drop();
});
