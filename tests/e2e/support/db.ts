import pg from "pg";
import { E2E_PORT } from "../../../playwright.config";

/**
 * Read-only SQL against the e2e server's own database, for specs that check what a screen shows
 * against the rows themselves (an oracle independent of the portal's queries). The database is
 * the one scripts/e2e-server.ts made (`hp_e2e_<port>` on TEST_DATABASE_URL), or E2E_DATABASE_URL
 * when the server was started by hand. Null when the run uses the embedded PGlite.
 */
export function e2eDatabaseUrl(): string | null {
  if (process.env.E2E_DATABASE_URL) return process.env.E2E_DATABASE_URL;
  if (!process.env.TEST_DATABASE_URL) return null;
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/hp_e2e_${E2E_PORT}`;
  return url.toString();
}

export async function withDb<T>(
  run: (query: (sql: string, params?: unknown[]) => Promise<pg.QueryResultRow[]>) => Promise<T>,
): Promise<T> {
  const url = e2eDatabaseUrl();
  if (!url) throw new Error("No database URL for the e2e server (set TEST_DATABASE_URL or E2E_DATABASE_URL)");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(async (sql, params) => (await client.query(sql, params)).rows);
  } finally {
    await client.end();
  }
}
