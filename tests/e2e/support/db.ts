import { readFileSync } from "node:fs";
import pg from "pg";
import { DATABASE_URL_FILE } from "./server";

/**
 * Read-only SQL against the e2e server's own database, for specs that check what a screen shows
 * against the rows themselves (an oracle independent of the portal's queries). The database is
 * the one the e2e server serves, whichever it is (`hp_e2e_<port>` on TEST_DATABASE_URL, or its
 * embedded PGlite): scripts/e2e-server.ts writes its connection string to DATABASE_URL_FILE.
 * E2E_DATABASE_URL names it when the server was started by hand.
 *
 * On the embedded database a query here waits while the portal is inside a transaction (one
 * session): keep each use short, and never hold it open across a step that writes.
 */
export function e2eDatabaseUrl(): string {
  if (process.env.E2E_DATABASE_URL) return process.env.E2E_DATABASE_URL;
  try {
    return readFileSync(DATABASE_URL_FILE, "utf8").trim();
  } catch {
    throw new Error(
      `No database URL for the e2e server: ${DATABASE_URL_FILE} is missing (is the server scripts/e2e-server.ts? else set E2E_DATABASE_URL)`,
    );
  }
}

export async function withDb<T>(
  run: (query: (sql: string, params?: unknown[]) => Promise<pg.QueryResultRow[]>) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return await run(async (sql, params) => (await client.query(sql, params)).rows);
  } finally {
    await client.end();
  }
}
