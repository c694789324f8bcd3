/**
 * The migration that makes tags per client (tag ids unique within a client, batches allocated to
 * distributors) keeps the data it finds: every tag, batch and hose tag stays, existing batches
 * are "not allocated yet", and the same tag id may then be used by two clients.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../setup/test-database";
import { applyMigrations } from "../../prisma/migrate";

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../prisma/migrations");
const MIGRATION = readdirSync(MIGRATIONS_DIR).find((name) => name.endsWith("_tag_ownership"))!;

describe("tag ownership migration", () => {
  let database: TestDatabase;
  let before: string;

  beforeAll(async () => {
    database = await createTestDatabase({ migrated: false });
    // The migrations up to the one under test.
    before = mkdtempSync(path.join(tmpdir(), "hp-migrations-"));
    for (const name of readdirSync(MIGRATIONS_DIR)) {
      if (name < MIGRATION) cpSync(path.join(MIGRATIONS_DIR, name), path.join(before, name), { recursive: true });
    }
  });

  afterAll(async () => {
    await database?.drop();
    if (before) rmSync(before, { recursive: true, force: true });
  });

  it("keeps every tag, batch and hose tag; batches start unallocated; ids may then repeat across clients", async () => {
    await applyMigrations(database.url, { migrationsDir: before });
    const c = new pg.Client({ connectionString: database.url });
    await c.connect();
    try {
      const id = async (sql: string, params: unknown[]) => (await c.query<{ id: string }>(sql, params)).rows[0]!.id;
      const client = async (name: string) =>
        id(
          `INSERT INTO "Client" (id, name, "primaryUrl", "updatedAt") VALUES (gen_random_uuid(), $1, 'http://x', now()) RETURNING id`,
          [name],
        );
      const a = await client("A");
      const b = await client("B");
      const org = async (clientId: string) =>
        id(
          `INSERT INTO "Organisation" (id, "clientId", name, "accountCode", "contactName", "contactEmail", "addressLine1", town, "postCode", "updatedAt")
           VALUES (gen_random_uuid(), $1, 'Org', substr(md5(random()::text), 1, 6), 'C', 'c@x.test', '1', 'T', 'P', now()) RETURNING id`,
          [clientId],
        );
      const customerA = await org(a);
      const batch = await id(
        `INSERT INTO "TagBatch" (id, "clientId", name) VALUES (gen_random_uuid(), $1, 'Old') RETURNING id`,
        [a],
      );
      await c.query(
        `INSERT INTO "Tag" (id, "clientId", "batchId", code) SELECT gen_random_uuid(), $1, $2, 'OLD-' || n FROM generate_series(1, 3) n`,
        [a, batch],
      );
      await c.query(
        `INSERT INTO "Hose" (id, "clientId", "customerOrganisationId", "tagId", "updatedAt") VALUES (gen_random_uuid(), $1, $2, 'OLD-1', now())`,
        [a, customerA],
      );

      await applyMigrations(database.url, { migrationsDir: MIGRATIONS_DIR });

      expect((await c.query(`SELECT code FROM "Tag" WHERE "batchId" = $1 ORDER BY code`, [batch])).rows).toEqual([
        { code: "OLD-1" },
        { code: "OLD-2" },
        { code: "OLD-3" },
      ]);
      expect((await c.query(`SELECT name, "distributorId" FROM "TagBatch"`)).rows).toEqual([
        { name: "Old", distributorId: null },
      ]);
      expect((await c.query(`SELECT "tagId" FROM "Hose"`)).rows).toEqual([{ tagId: "OLD-1" }]);
      // Client B may now hold the same tag id, on a batch and on a hose; within A it stays unique.
      const batchB = await id(
        `INSERT INTO "TagBatch" (id, "clientId", name) VALUES (gen_random_uuid(), $1, 'B') RETURNING id`,
        [b],
      );
      await c.query(`INSERT INTO "Tag" (id, "clientId", "batchId", code) VALUES (gen_random_uuid(), $1, $2, 'OLD-1')`, [
        b,
        batchB,
      ]);
      await c.query(
        `INSERT INTO "Hose" (id, "clientId", "customerOrganisationId", "tagId", "updatedAt") VALUES (gen_random_uuid(), $1, $2, 'OLD-1', now())`,
        [b, await org(b)],
      );
      await expect(
        c.query(
          `INSERT INTO "Hose" (id, "clientId", "customerOrganisationId", "tagId", "updatedAt") VALUES (gen_random_uuid(), $1, $2, 'OLD-1', now())`,
          [a, customerA],
        ),
      ).rejects.toThrow(/unique/);
    } finally {
      await c.end();
    }
  }, 120_000);
});
