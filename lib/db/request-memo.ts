import { AsyncLocalStorage } from "node:async_hooks";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * Values that live for one request, and extra columns that ride along with the request's first
 * statement. A transport opens the memo around a request; any layer may keep a value in it, and
 * a later read in the same request finds it. Nothing survives the request, and outside a memo
 * every call here is a no-op, so code that uses it works the same without one.
 *
 * A rider saves a round trip: a list route asks for the tenant's data stamp (lib/lists) to be
 * read in the same statement that loads the session (lib/auth/load-user.ts), without the session
 * loader knowing what the columns are for.
 */
export type Rider = {
  /** Extra SELECT columns: scalar subqueries, each with an alias of its own. */
  columns: Prisma.Sql;
  /** Reads the columns back from the statement's first row. */
  read(row: Record<string, unknown>): void;
};

type Memo = { values: Map<string, unknown>; riders: Rider[] };

const storage = new AsyncLocalStorage<Memo>();

/** Runs `fn` with a memo of its own (one per request). */
export function withRequestMemo<T>(fn: () => T): T {
  return storage.run({ values: new Map(), riders: [] }, fn);
}

export function memoGet<T>(key: string): T | undefined {
  return storage.getStore()?.values.get(key) as T | undefined;
}

export function memoSet(key: string, value: unknown): void {
  storage.getStore()?.values.set(key, value);
}

/** Asks the request's next statement that takes riders to carry these columns too. */
export function addRider(rider: Rider): void {
  storage.getStore()?.riders.push(rider);
}

/** The waiting riders, handed over once: a later statement of the same request carries none. */
export function takeRiders(): { columns: Prisma.Sql; read(row: Record<string, unknown> | undefined): void } {
  const memo = storage.getStore();
  const riders = memo?.riders.splice(0) ?? [];
  if (!riders.length) return { columns: Prisma.empty, read: () => {} };
  return {
    columns: Prisma.sql`, ${Prisma.join(
      riders.map((r) => r.columns),
      ", ",
    )}`,
    read: (row) => {
      if (row) for (const rider of riders) rider.read(row);
    },
  };
}
