import "server-only";
import pg from "pg";
import { assertNoOpenTransaction, readReplicaUrls } from "@/lib/db/client";
import { databaseUrl, env } from "@/lib/env";
import { registerCloser } from "@/lib/server/closers";

/**
 * DATE columns as the instant of midnight UTC, as Prisma reads them (node-postgres would use the
 * server's local midnight), so lib/ code sees the same Date from either client. "YYYY-MM-DD"
 * from year 100 on through Date.UTC on its parts (faster than parsing a string: an export reads
 * eight dates a row); anything else (infinity, BC, years before 100, which Date.UTC would take
 * for 19xx) through the string.
 */
const parseDate = (value: string) =>
  value.length === 10 && value.charCodeAt(0) !== 48 /* 0 */
    ? new Date(Date.UTC(+value.slice(0, 4), +value.slice(5, 7) - 1, +value.slice(8, 10)))
    : new Date(`${value}T00:00:00.000Z`);
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === pg.types.builtins.DATE ? parseDate : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

const globalForPool = globalThis as unknown as { __bulkPool?: pg.Pool; __readBulkPool?: pg.Pool };

/**
 * A small node-postgres pool for bulk reads (exports), beside Prisma's: reading tens of
 * thousands of wide rows through Prisma's raw queries builds several objects per row and holds
 * about 100 MB of short-lived garbage on 100,000 hoses; plain `pg` rows keep it to a few MB and
 * run about four times faster (scripts/bench-bulk.ts). Statements here are plain SQL with bound
 * parameters, each one complete (no cursor held open), so the embedded single-session database
 * serves them between other work. Same DATABASE_URL, two connections at most.
 */
export function bulkPool(): pg.Pool {
  assertNoOpenTransaction("bulkPool()");
  if (!globalForPool.__bulkPool) {
    const pool = new pg.Pool({ connectionString: databaseUrl(), max: env().EMBEDDED_DB ? 1 : 2, types });
    // An idle connection the server closes (a restart) must not crash the process: the pool drops it.
    pool.on("error", (error) => console.error("[db] idle bulk connection closed:", error.message));
    globalForPool.__bulkPool = pool;
    registerCloser("bulk-pool", "pools", async () => {
      if (globalForPool.__bulkPool === pool) globalForPool.__bulkPool = undefined;
      await pool.end();
    });
  }
  return globalForPool.__bulkPool;
}

/**
 * The bulk pool of export reads (reads that may lag, see readDb in lib/db/client.ts): on the
 * first read replica of DATABASE_READ_URL when one is set, else bulkPool().
 */
export function readBulkPool(): pg.Pool {
  assertNoOpenTransaction("readBulkPool()");
  const [url] = readReplicaUrls();
  if (!url || env().EMBEDDED_DB) return bulkPool();
  if (!globalForPool.__readBulkPool) {
    const pool = new pg.Pool({ connectionString: url, max: 2, types });
    pool.on("error", (error) => console.error("[db] idle replica bulk connection closed:", error.message));
    globalForPool.__readBulkPool = pool;
    registerCloser("read-bulk-pool", "pools", async () => {
      if (globalForPool.__readBulkPool === pool) globalForPool.__readBulkPool = undefined;
      await pool.end();
    });
  }
  return globalForPool.__readBulkPool;
}
