/**
 * The embedded database (tooling/embedded-db.ts): PGlite is ONE Postgres session served over TCP.
 * These tests prove, in the configuration `npm start` runs, that concurrent transactions do not
 * see each other's uncommitted writes and do not deadlock, that an abandoned transaction is
 * rolled back, and that data persists across restarts.
 *
 * App setting under test (embedded mode): `new PrismaPg({ connectionString, max: 1 })`, i.e.
 * `createDb(url, { singleConnection: true })` from lib/db/client.ts.
 */
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapter, Transaction } from "@prisma/driver-adapter-utils";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "@/lib/db/client";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "@/tooling/embedded-db";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Rejects instead of hanging, so a deadlock fails the test with a clear message. */
function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    sleep(ms).then(() => {
      throw new Error(`${what}: no result after ${ms} ms (deadlock?)`);
    }),
  ]);
}

/**
 * The scenario: A inserts a row and keeps its transaction open for `holdMs`; meanwhile B counts
 * the rows. B passes if it saw 0 new rows (ran isolated) or saw A's row only after A committed
 * (ran after A). Seeing the row while A had not committed is a dirty read; not finishing is a
 * deadlock. `aCommitted` is read at the moment B's count returns.
 */
async function raceTwoTransactions(run: {
  /** BEGIN + INSERT; resolves when the row is inserted (transaction still open). */
  aInsert: () => Promise<void>;
  aCommit: () => Promise<void>;
  /** Its own transaction: BEGIN + count + COMMIT; resolves with the count. */
  bCount: () => Promise<number>;
}): Promise<{ bSaw: number; aCommittedWhenBRead: boolean }> {
  let aCommitted = false;
  await run.aInsert();
  const b = run.bCount().then((bSaw) => ({ bSaw, aCommittedWhenBRead: aCommitted }));
  b.catch(() => undefined); // observed below
  await sleep(300); // B's chance to read the uncommitted row, were that possible
  await run.aCommit();
  aCommitted = true;
  return within(5_000, "transaction B", b);
}

function expectIsolated(result: { bSaw: number; aCommittedWhenBRead: boolean }, before: number): void {
  const sawA = result.bSaw === before + 1;
  expect(result.bSaw === before || sawA, `B counted ${result.bSaw}, expected ${before} or ${before + 1}`).toBe(true);
  // B may see A's row only if A had committed by then.
  expect(sawA && !result.aCommittedWhenBRead, "B saw an uncommitted row (dirty read)").toBe(false);
}

let dataDir: string;
let db: EmbeddedPostgres;

beforeAll(async () => {
  dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "embedded-db-test-")), "pglite");
  db = await startEmbeddedPostgres({ dataDir, idleInTransactionTimeoutMs: 1_000 });
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  await c.query("CREATE TABLE item (id serial PRIMARY KEY, v text NOT NULL)");
  await c.end();
}, 60_000);

afterAll(async () => {
  await db?.stop();
  if (dataDir) fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

async function countItems(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query<{ n: number }>("SELECT count(*)::int AS n FROM item");
    return r.rows[0]!.n;
  } finally {
    await c.end();
  }
}

describe("embedded Postgres: isolation of concurrent transactions", () => {
  it("two concurrent interactive transactions through PrismaPg (max: 1), as Prisma runs them", async () => {
    // Prisma's interactive transaction = adapter.startTransaction() (takes a pooled connection,
    // sends BEGIN), queries on that Transaction, then COMMIT through it and commit() (release).
    const adapter: SqlDriverAdapter = await new PrismaPg({ connectionString: db.url, max: 1 }).connect();
    const none = { args: [], argTypes: [] };
    try {
      const before = await countItems(db.url);
      let txA: Transaction | undefined;
      const result = await raceTwoTransactions({
        aInsert: async () => {
          txA = await adapter.startTransaction();
          await txA.executeRaw({ sql: "INSERT INTO item (v) VALUES ('A')", ...none });
        },
        aCommit: async () => {
          await txA!.executeRaw({ sql: "COMMIT", ...none });
          await txA!.commit();
        },
        bCount: async () => {
          const txB = await adapter.startTransaction();
          const r = await txB.queryRaw({ sql: "SELECT count(*)::int AS n FROM item", ...none });
          await txB.executeRaw({ sql: "COMMIT", ...none });
          await txB.commit();
          return Number(r.rows[0]![0]);
        },
      });
      expectIsolated(result, before);
      expect(await countItems(db.url)).toBe(before + 1);
    } finally {
      await adapter.dispose();
    }
  });

  it("two concurrent Prisma interactive transactions with the app's client in embedded mode", async () => {
    // lib/db/client.ts with EMBEDDED_DB=1: PrismaPg({ max: 1 }).
    const prisma = createDb(db.url, { singleConnection: true });
    try {
      const before = await countItems(db.url);
      let aCommitted = false;
      let inserted!: () => void;
      const aInserted = new Promise<void>((resolve) => (inserted = resolve));
      const a = prisma
        .$transaction(async (tx) => {
          await tx.$executeRawUnsafe("INSERT INTO item (v) VALUES ('A')");
          inserted();
          await sleep(300); // B's chance to read the uncommitted row, were that possible
        })
        .then(() => {
          aCommitted = true;
        });
      await aInserted;
      const b = prisma.$transaction(async (tx) => {
        const rows = await tx.$queryRawUnsafe<{ n: number }[]>("SELECT count(*)::int AS n FROM item");
        return { bSaw: rows[0]!.n, aCommittedWhenBRead: aCommitted };
      });
      await within(10_000, "transaction A", a);
      expectIsolated(await within(10_000, "transaction B", b), before);
    } finally {
      await prisma.$disconnect();
    }
  });

  it("two separate connections (e.g. two processes): the second waits for the first transaction", async () => {
    const a = new pg.Client({ connectionString: db.url });
    const b = new pg.Client({ connectionString: db.url });
    await a.connect();
    await b.connect();
    try {
      const before = await countItems(db.url);
      const result = await raceTwoTransactions({
        aInsert: async () => {
          await a.query("BEGIN");
          await a.query("INSERT INTO item (v) VALUES ($1)", ["A"]);
        },
        aCommit: async () => {
          await a.query("COMMIT");
        },
        bCount: async () => {
          await b.query("BEGIN");
          const r = await b.query<{ n: number }>("SELECT count(*)::int AS n FROM item");
          await b.query("COMMIT");
          return r.rows[0]!.n;
        },
      });
      expectIsolated(result, before);
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  });

  it("a rolled-back transaction leaves nothing behind for the other connection", async () => {
    const a = new pg.Client({ connectionString: db.url });
    await a.connect();
    const before = await countItems(db.url);
    await a.query("BEGIN");
    await a.query("INSERT INTO item (v) VALUES ('rolled back')");
    const countDuring = countItems(db.url); // another connection, waits for A's transaction
    await sleep(100);
    await a.query("ROLLBACK");
    expect(await within(5_000, "count", countDuring)).toBe(before);
    await a.end();
  });

  it("a client that disconnects mid-transaction is rolled back and does not block others", async () => {
    const before = await countItems(db.url);
    const a = new pg.Client({ connectionString: db.url });
    a.on("error", () => undefined);
    await a.connect();
    await a.query("BEGIN");
    await a.query("INSERT INTO item (v) VALUES ('lost')");
    const countDuring = countItems(db.url);
    // Kill the socket without a Terminate message, as a crashed process would.
    (a as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    expect(await within(5_000, "count after disconnect", countDuring)).toBe(before);
  });

  it("a connection idle in transaction while others wait is closed and rolled back", async () => {
    const before = await countItems(db.url);
    const a = new pg.Client({ connectionString: db.url });
    a.on("error", () => undefined);
    await a.connect();
    await a.query("BEGIN");
    await a.query("INSERT INTO item (v) VALUES ('forgotten')");
    const started = Date.now();
    // Waits for the timeout (1 s here, 60 s by default), then sees no trace of A's insert.
    expect(await within(5_000, "count behind an idle transaction", countItems(db.url))).toBe(before);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    await expect(a.query("SELECT 1")).rejects.toThrow();
  });

  it("a connection's Parse/Bind/Execute/Sync batch is not interleaved with another's", async () => {
    // The unnamed prepared statement belongs to the one shared session (electric-sql/pglite#1046).
    // Raw client A parses a statement, pauses, then binds and executes it; meanwhile a `pg`
    // client runs its own parameterized query, which re-parses the unnamed statement.
    const a = await rawClient(db.port);
    try {
      a.send(msg("P", cstr(""), cstr("SELECT 'from A' AS v"), int16(0)));
      await sleep(100);
      const other = countItems(db.url); // extended protocol too; must wait for A's Sync
      await sleep(200);
      a.send(msg("B", cstr(""), cstr(""), int16(0), int16(0), int16(0)), msg("E", cstr(""), int32(0)), msg("S"));
      const reply = await within(5_000, "raw client", a.untilReady());
      expect(reply).toEqual({ rows: [["from A"]], errors: [] });
      await within(5_000, "other client", other);
    } finally {
      a.close();
    }
  });
});

// Minimal wire-protocol client, to send an extended-protocol batch with a pause in the middle.
const int16 = (n: number) => Buffer.from([(n >> 8) & 0xff, n & 0xff]);
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
const cstr = (s: string) => Buffer.from(`${s}\0`);
const msg = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from(type), int32(4 + body.length), body]);
};

async function rawClient(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let buf = Buffer.alloc(0);
  let onData = () => {};
  socket.on("data", (d: Buffer) => {
    buf = Buffer.concat([buf, d]);
    onData();
  });
  /** Reads backend messages up to ReadyForQuery; returns text DataRows and error messages. */
  const untilReady = () =>
    new Promise<{ rows: string[][]; errors: string[] }>((resolve) => {
      const rows: string[][] = [];
      const errors: string[] = [];
      onData = () => {
        while (buf.length >= 5 && buf.length >= 1 + buf.readInt32BE(1)) {
          const type = String.fromCharCode(buf[0]!);
          const body = buf.subarray(5, 1 + buf.readInt32BE(1));
          buf = buf.subarray(1 + buf.readInt32BE(1));
          if (type === "D") {
            const row: string[] = [];
            for (let i = 0, at = 2; i < body.readInt16BE(0); i++) {
              const len = body.readInt32BE(at);
              row.push(body.subarray(at + 4, at + 4 + len).toString());
              at += 4 + len;
            }
            rows.push(row);
          } else if (type === "E") {
            errors.push(body.toString().replace(/\0/g, " ").trim());
          } else if (type === "Z") {
            return resolve({ rows, errors });
          }
        }
      };
      onData();
    });
  const send = (...parts: Buffer[]) => socket.write(Buffer.concat(parts));
  const params = Buffer.concat([cstr("user"), cstr("postgres"), cstr("database"), cstr("postgres"), cstr("")]);
  send(int32(8 + params.length), int32(196608), params);
  await untilReady();
  return { send, untilReady, close: () => socket.end(msg("X")) };
}

describe("embedded Postgres: persistence and locking", () => {
  it("refuses a second server on the same data directory", async () => {
    await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(/in use by process/);
  });

  it("keeps committed data across stop() and a new start on the same directory", async () => {
    const before = await countItems(db.url);
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    await c.query("INSERT INTO item (v) VALUES ('persisted')");
    await c.end();
    await db.stop();
    db = await startEmbeddedPostgres({ dataDir });
    expect(await countItems(db.url)).toBe(before + 1);
  }, 60_000);
});
