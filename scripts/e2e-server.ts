/**
 * The server Playwright runs against: a fresh database, migrated and seeded, and a production
 * build served on E2E_PORT (default 3100) - through scripts/start.ts, exactly as `npm start`.
 *
 * - Its own folder `.data/e2e-<port>` (DATA_DIR), emptied at each start (the demo data under
 *   `.data/` is left alone): the auth secret, the embedded database, the sessions the specs reuse.
 * - TEST_DATABASE_URL set: the database `hp_e2e_<port>` on that server is dropped and created anew.
 * - Otherwise: the embedded PGlite (the README's default), fresh in that folder.
 * - Either way `.data/e2e-<port>/database-url` names the database served, for the specs' own
 *   SQL (tests/e2e/support/db.ts); scripts/start.ts writes it for the embedded one.
 * - Emails: a fresh file outbox in `.data/e2e-outbox-<port>` (E2E_OUTBOX_DIR), with the /outbox page on.
 */
import { spawn } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PORT = process.env.E2E_PORT ?? "3100";
// One database per port, so two e2e runs (e.g. two work trees) never share or drop each other's.
const DATABASE = `hp_e2e_${PORT}`;
// Every browser of the run comes from 127.0.0.1: scale the per-address rate limits up.
// The demo seed is opt-in on a given DATABASE_URL (npm start seeds the embedded one by itself).
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT,
  RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? "20",
  // Many specs wait for an email (a registration link, an invitation, a digest): the queue's
  // worker looks for new mail every half second rather than every two, so a spec waits for
  // the email, not for the next poll.
  EMAIL_POLL_SECONDS: process.env.EMAIL_POLL_SECONDS ?? "0.5",
  SEED_DEMO: "1",
};

async function freshDatabase(): Promise<void> {
  const dataDir = path.join(ROOT, ".data", `e2e-${PORT}`);
  env.DATA_DIR = dataDir;
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${DATABASE}"`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${DATABASE}`;
  env.DATABASE_URL = url.toString();
  await writeFile(path.join(dataDir, "database-url"), `${env.DATABASE_URL}\n`);
}

/**
 * Account emails go to a fresh file outbox (never SMTP), readable by the specs as JSON files
 * (tests/e2e/support/outbox.ts) and on the /outbox page.
 */
async function freshOutbox(): Promise<void> {
  const dir = path.resolve(process.env.E2E_OUTBOX_DIR ?? path.join(ROOT, ".data", `e2e-outbox-${PORT}`));
  await rm(dir, { recursive: true, force: true });
  delete env.SMTP_URL;
  env.OUTBOX_DIR = dir;
  env.OUTBOX_PAGE = "1";
}

await freshDatabase();
await freshOutbox();
const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/start.ts")], {
  cwd: ROOT,
  env,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 1));
