/**
 * Fresh databases for integration tests: one per test file.
 *
 * - With TEST_DATABASE_URL (a real Postgres; CI has one): the migrations are applied once to a
 *   template database named after a hash of prisma/migrations, and each file gets
 *   `CREATE DATABASE ... TEMPLATE` of it (tens of milliseconds), dropped afterwards.
 * - Without it: each file gets its own embedded PGlite server in a temporary folder, migrated.
 *   The Vitest project "integration-embedded" (vitest.config.ts) runs chosen files this way even
 *   when TEST_DATABASE_URL is set, by unsetting it for its files: the README's `npm test` on a
 *   machine without Postgres. The app then has one connection, as `npm start` gives it.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres } from "@/tooling/embedded-db";
import { applyMigrations } from "@/prisma/migrate";

const MIGRATIONS = path.resolve(import.meta.dirname, "../../prisma/migrations");

export type TestDatabase = { url: string; embedded: boolean; drop(): Promise<void> };

export function serverUrl(): string | null {
  return process.env.TEST_DATABASE_URL || null;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(url: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function migrationsHash(): Promise<string> {
  const hash = createHash("sha256");
  for (const dir of (await readdir(MIGRATIONS, { withFileTypes: true })).filter((d) => d.isDirectory()).sort()) {
    hash.update(dir.name).update(await readFile(path.join(MIGRATIONS, dir.name, "migration.sql")));
  }
  return hash.digest("hex").slice(0, 12);
}

/** The migrated template on the real server (created once, reused while migrations are unchanged). */
export async function ensureTemplate(url: string): Promise<string> {
  const name = `hp_template_${await migrationsHash()}`;
  const exists = await admin(url, (c) => c.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]));
  if (exists.rowCount === 0) {
    const building = `${name}_${randomBytes(3).toString("hex")}`;
    await admin(url, (c) => c.query(`CREATE DATABASE "${building}"`));
    await applyMigrations(withDatabase(url, building));
    // Rename into place only when complete, so a crashed run never leaves a half-built template.
    await admin(url, (c) => c.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`)).catch(async () => {
      await admin(url, (c) => c.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`));
    });
  }
  return name;
}

export async function createTestDatabase(opts: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const migrated = opts.migrated ?? true;
  const server = serverUrl();
  if (server) {
    const name = `hp_test_${randomBytes(6).toString("hex")}`;
    const template = migrated ? ` TEMPLATE "${await ensureTemplate(server)}"` : "";
    await admin(server, (c) => c.query(`CREATE DATABASE "${name}"${template}`));
    return {
      url: withDatabase(server, name),
      embedded: false,
      drop: () => admin(server, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
    };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "hp-test-"));
  const embedded = await startEmbeddedPostgres({ dataDir });
  if (migrated) await applyMigrations(embedded.url);
  return {
    url: embedded.url,
    embedded: true,
    drop: async () => {
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
