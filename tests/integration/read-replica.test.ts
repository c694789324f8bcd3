import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, readDb } from "@/lib/db/client";
import { bulkPool, readBulkPool } from "@/lib/db/pg-pool";
import { resetEnvForTests } from "@/lib/env";
import { getHose } from "@/lib/hoses/get-hose";
import { listHoses } from "@/lib/hoses/list-hoses";
import { listInspections } from "@/lib/inspections/list-inspections";
import { closeAll } from "@/lib/server/closers";
import { ctxFor, listQuery } from "@/tests/fixtures/ctx";
import { createClient, createHose, createOrganisation, createUser } from "@/tests/fixtures/factories";
import { createTestDatabase, type TestDatabase } from "../setup/test-database";

/**
 * DATABASE_READ_URL: list, dashboard and export reads go to the read replica through
 * Prisma's read-replicas extension; permission checks, writes and other reads stay on the
 * primary. The "replica" here is a second database that the primary's rows never reach, so a
 * read that lands on it is seen to (it finds nothing). `npm run test:replicas` runs the same
 * against a real streaming replica (scripts/replica-pg.sh) when REPLICA_PG_PORT is given.
 */
let replica: TestDatabase;
const global = globalThis as unknown as { __readDb?: unknown; __readBulkPool?: unknown };

// Embedded mode has no replicas: readDb() is db() there (lib/db/client.ts).
describe.runIf(!!process.env.TEST_DATABASE_URL)("reads that may lag", () => {
  beforeAll(async () => {
    replica = await createTestDatabase();
    process.env.DATABASE_READ_URL = replica.url;
    resetEnvForTests();
    global.__readDb = undefined;
  });

  afterAll(async () => {
    delete process.env.DATABASE_READ_URL;
    resetEnvForTests();
    await closeAll(() => {}); // the replica's pools, before its database goes
    await replica.drop();
  });

  it("lists read the replica while the permission check and the hose page read the primary", async () => {
    const client = await createClient();
    const customer = await createOrganisation(client.id);
    const user = await createUser(client.id, { memberships: [{ organisationId: customer.id, role: 2 }] });
    const hose = await createHose(client.id, customer.id, { installationDate: new Date("2026-01-05") });

    // Ctx building (who the user is, their membership) found them: that was the primary.
    const ctx = await ctxFor(user.id, client.id, customer.id);
    expect((await getHose(ctx, hose.id)).id).toBe(hose.id);

    // The list went to the replica, which has no such rows.
    expect((await listHoses(ctx, listQuery())).totalItems).toBe(0);
    expect((await listInspections(ctx, listQuery())).totalItems).toBe(0);
    expect(await db().hose.count({ where: { clientId: client.id } })).toBe(1);

    // The same query through each client names the server it ran on.
    const [viaReplica] = await readDb().$queryRaw<Array<{ db: string }>>`SELECT current_database() AS db`;
    const [viaPrimary] = await db().$queryRaw<Array<{ db: string }>>`SELECT current_database() AS db`;
    expect(viaReplica!.db).toBe(new URL(replica.url).pathname.slice(1));
    expect(viaPrimary!.db).toBe(new URL(process.env.DATABASE_URL!).pathname.slice(1));
    const { rows } = await readBulkPool().query<{ db: string }>("SELECT current_database() AS db");
    expect(rows[0]!.db).toBe(viaReplica!.db);
    expect(readBulkPool()).not.toBe(bulkPool());
  });

  it("without DATABASE_READ_URL every read is the primary's", async () => {
    delete process.env.DATABASE_READ_URL;
    resetEnvForTests();
    global.__readDb = undefined;
    global.__readBulkPool = undefined;
    try {
      expect(readDb()).toBe(db());
      expect(readBulkPool()).toBe(bulkPool());
    } finally {
      process.env.DATABASE_READ_URL = replica.url;
      resetEnvForTests();
      global.__readDb = undefined;
    }
  });
});
