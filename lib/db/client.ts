import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
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
  return new PrismaClient({
    adapter: new PrismaPg({ connectionString, max: single ? 1 : env().DATABASE_POOL_MAX }),
    // With one connection a transaction queues behind the one running; give it time to wait.
    ...(single ? { transactionOptions: { maxWait: 10_000 } } : {}),
  });
}

const globalForDb = globalThis as unknown as { __db?: Db };

/** The app's shared client (kept on globalThis so dev hot reload does not open new pools). */
export function db(): Db {
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
