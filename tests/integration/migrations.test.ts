/**
 * prisma/migrate.ts (wasm schema engine): the committed migrations reproduce prisma/schema.prisma,
 * and applying them to an empty Postgres writes Prisma's standard `_prisma_migrations`.
 * Runs on TEST_DATABASE_URL's server, or on an embedded PGlite when none is set.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../setup/test-database";
import { applyMigrations, diffMigrationsToSchema, listMigrations, MIGRATION_LOCK_KEY } from "../../prisma/migrate";

// Same default and override as prisma/migrate.ts.
const MIGRATIONS_DIR = process.env.PRISMA_MIGRATIONS_DIR
  ? path.resolve(process.env.PRISMA_MIGRATIONS_DIR)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../prisma/migrations");

describe("migrations", () => {
  it("reproduce prisma/schema.prisma exactly (empty diff)", async () => {
    const diff = await diffMigrationsToSchema();
    expect(diff, "run `npm run db:migration -- <name>` and commit the new folder").toBe("");
  }, 60_000);

  describe("applied to an empty Postgres database", () => {
    // A second, empty database (the file's own one is already migrated by the harness).
    let empty: TestDatabase;

    beforeAll(async () => {
      empty = await createTestDatabase({ migrated: false });
    });

    afterAll(async () => {
      await empty?.drop();
    });

    it("records one finished row per migration folder, with the file's checksum; re-applying is a no-op", async () => {
      const folders = (await listMigrations(MIGRATIONS_DIR)).migrationDirectories.map((d) => d.path);
      const url = empty.url;

      expect(await applyMigrations(url)).toEqual(folders);
      expect(await applyMigrations(url)).toEqual([]);

      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{
          migration_name: string;
          checksum: string;
          finished: boolean;
          rolled_back: boolean;
          applied_steps_count: number;
        }>(
          `SELECT migration_name, checksum, finished_at IS NOT NULL AS finished,
                  rolled_back_at IS NOT NULL AS rolled_back, applied_steps_count
             FROM _prisma_migrations`,
        );
        rows.sort((a, b) => a.migration_name.localeCompare(b.migration_name));
        expect(rows.map((r) => r.migration_name)).toEqual(folders);
        for (const row of rows) {
          const sql = readFileSync(path.join(MIGRATIONS_DIR, row.migration_name, "migration.sql"));
          expect(row).toEqual({
            migration_name: row.migration_name,
            checksum: createHash("sha256").update(sql).digest("hex"),
            finished: true,
            rolled_back: false,
            applied_steps_count: 1,
          });
        }
      } finally {
        await client.end();
      }
    }, 60_000);
  });

  // Two sessions contending for a lock: a Postgres server (the embedded PGlite is one session).
  describe.runIf(!!process.env.TEST_DATABASE_URL)("as a deploy step run by two replicas at once", () => {
    let empty: TestDatabase;

    beforeAll(async () => {
      empty = await createTestDatabase({ migrated: false });
    });

    afterAll(async () => {
      await empty?.drop();
    });

    /** `npm run db:migrate` as a deploy runs it: its own process. */
    const migrate = (url: string) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
        const proc = spawn(process.execPath, ["--import", "tsx", path.join(root, "prisma/migrate.ts"), "apply"], {
          cwd: root,
          env: { ...process.env, DATABASE_URL: url },
        });
        let output = "";
        proc.stdout.on("data", (c: Buffer) => (output += c.toString()));
        proc.stderr.on("data", (c: Buffer) => (output += c.toString()));
        proc.once("exit", (code) => resolve({ code, output }));
      });

    it("both exit 0 and each migration is applied once; a held lock is waited for, not failed", async () => {
      const folders = (await listMigrations(MIGRATIONS_DIR)).migrationDirectories.map((d) => d.path);
      const holder = new pg.Client({ connectionString: empty.url });
      await holder.connect();
      try {
        // Both start while another deploy holds the lock, so they contend for it when it goes.
        await holder.query(`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
        const runs = Promise.all([migrate(empty.url), migrate(empty.url)]);
        await new Promise((r) => setTimeout(r, 2500));
        const { rows: before } = await holder.query(`SELECT to_regclass('_prisma_migrations') AS t`);
        expect(before[0].t).toBeNull(); // nothing ran under the held lock
        await holder.query(`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
        const [a, b] = await runs;
        expect([a.code, b.code], `${a.output}\n${b.output}`).toEqual([0, 0]);
        const outputs = [a.output, b.output].sort();
        expect(outputs.filter((o) => o.includes(`Applied ${folders.length} migration(s)`))).toHaveLength(1);
        expect(outputs.filter((o) => o.includes("No pending migrations."))).toHaveLength(1);
        const { rows } = await holder.query<{ migration_name: string }>(
          "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name",
        );
        expect(rows.map((r) => r.migration_name)).toEqual(folders);
      } finally {
        await holder.end();
      }
    }, 60_000);
  });
});
