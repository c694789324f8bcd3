import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { PrismaPg } from "@prisma/adapter-pg";
import { readReplicas } from "@prisma/extension-read-replicas";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { databaseUrl, env } from "@/lib/env";
import { registerCloser } from "@/lib/server/closers";

export type Db = PrismaClient;

/**
 * Build a Prisma client for a connection string. In embedded mode (PGlite behind a socket)
 * the server has a single session, so the pool is one connection: transactions then run one
 * after another instead of sharing a session (see README, "Embedded database").
 */
export function createDb(connectionString: string, opts: { singleConnection?: boolean } = {}): Db {
  const single = opts.singleConnection ?? false;
  return markTransactions(
    new PrismaClient({
      adapter: new PrismaPg({ connectionString, max: single ? 1 : env().DATABASE_POOL_MAX }),
      // With one connection a transaction queues behind the one running; give it time to wait.
      ...(single ? { transactionOptions: { maxWait: 10_000 } } : {}),
    }),
  );
}

/**
 * Second connections inside a transaction. On the embedded database (one connection, one
 * session) a query that does not go through the transaction's own client `tx` (db(), readDb(),
 * the bulk pool, the job queue) waits for a connection the transaction holds until Prisma's
 * timeout rolls the transaction back: the request answers 500 after 5 s. On a real Postgres the
 * same code works, so the tests on Postgres would never see it. Hence every interactive
 * transaction marks its callback's async context, and asking for a connection from inside it
 * throws at once wherever it would hang (embedded) or could still be caught before release
 * (development and tests, on any database). In production on Postgres it is not checked.
 */
type OpenTransaction = { open: boolean };
const openTransaction = new AsyncLocalStorage<OpenTransaction>();

export const SECOND_CONNECTION_IN_TRANSACTION =
  "a second database connection was asked for inside an open transaction: query through the transaction's client (tx) or outside the transaction";

export function assertNoOpenTransaction(what: string): void {
  if (!openTransaction.getStore()?.open) return;
  const { NODE_ENV, EMBEDDED_DB } = env();
  if (NODE_ENV === "production" && !EMBEDDED_DB) return;
  throw new Error(`${what}: ${SECOND_CONNECTION_IN_TRANSACTION}`);
}

function markTransactions(client: Db): Db {
  const begin = client.$transaction.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const marked = (...args: unknown[]): Promise<unknown> => {
    if (typeof args[0] !== "function") return begin(...args); // a batch: no callback runs inside
    const marker: OpenTransaction = { open: true };
    // Closed when the transaction ends, so work the callback started and left running is free.
    return openTransaction.run(marker, () => begin(...args)).finally(() => (marker.open = false));
  };
  Object.defineProperty(client, "$transaction", { value: marked, configurable: true, writable: true });
  return client;
}

const globalForDb = globalThis as unknown as { __db?: Db; __readDb?: { replica: () => Db } | null };

/** The app's shared client (kept on globalThis so dev hot reload does not open new pools). */
export function db(): Db {
  assertNoOpenTransaction("db()");
  if (!globalForDb.__db) {
    const client = createDb(databaseUrl(), { singleConnection: env().EMBEDDED_DB });
    globalForDb.__db = client;
    registerCloser("db", "pools", async () => {
      if (globalForDb.__db === client) globalForDb.__db = undefined;
      await client.$disconnect();
    });
  }
  return globalForDb.__db;
}

/** DATABASE_READ_URL as a list (comma-separated: several read replicas). */
export function readReplicaUrls(): string[] {
  return (env().DATABASE_READ_URL ?? "")
    .split(",")
    .map((u) => u.trim())
    .filter(Boolean);
}

/**
 * Reads that may lag: list pages, dashboard figures and CSV exports. With
 * DATABASE_READ_URL set they go to a read replica (one at random when several are listed)
 * through Prisma's read-replicas extension; without it this is db(). Everything else stays on
 * the primary through db(): writes, transactions, every permission check (Ctx building, the
 * export's rights re-check), and any read that follows a write in the same request. So call
 * this only from code that answers a read and has written nothing before it in the request.
 *
 * The primary client itself is not extended, so a read is routed to a replica only where it
 * asks to be (the extension's default sends every non-transactional read to the replica).
 */
export function readDb(): Db {
  assertNoOpenTransaction("readDb()");
  if (globalForDb.__readDb === undefined) {
    const urls = readReplicaUrls();
    if (urls.length === 0 || env().EMBEDDED_DB) {
      globalForDb.__readDb = null;
    } else {
      const replicas = urls.map((url) => createDb(url));
      const routed = db().$extends(readReplicas({ replicas }));
      globalForDb.__readDb = { replica: () => routed.$replica() as unknown as Db };
      registerCloser("read-replicas", "pools", async () => {
        globalForDb.__readDb = undefined;
        await Promise.all(replicas.map((r) => r.$disconnect()));
      });
    }
  }
  return globalForDb.__readDb?.replica() ?? db();
}
