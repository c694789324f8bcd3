import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

export type Db = PrismaClient;

/**
 * Build a Prisma client for a connection string. In embedded mode (PGlite behind a socket)
 * the server has a single session, so the pool is one connection: transactions then run one
 * after another instead of sharing a session (see README, "Embedded database").
 */
export function createDb(connectionString: string, opts: { singleConnection?: boolean } = {}): Db {
  const max = opts.singleConnection ? 1 : env().DATABASE_POOL_MAX;
  return new PrismaClient({ adapter: new PrismaPg({ connectionString, max }) });
}

const globalForDb = globalThis as unknown as { __db?: Db };

/** The app's shared client (kept on globalThis so dev hot reload does not open new pools). */
export function db(): Db {
  globalForDb.__db ??= createDb(env().DATABASE_URL, { singleConnection: env().EMBEDDED_DB });
  return globalForDb.__db;
}
