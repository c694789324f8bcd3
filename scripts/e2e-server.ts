/**
 * The server Playwright runs against: a fresh database, migrated and seeded, and a production
 * build served on E2E_PORT (default 3100) - through scripts/start.ts, exactly as `npm start`.
 *
 * - TEST_DATABASE_URL set: the database `hp_e2e` on that server is dropped and created anew.
 * - Otherwise: the embedded PGlite, in a fresh `.data/e2e` folder (the demo data under `.data/`
 *   is left alone).
 */
import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env: NodeJS.ProcessEnv = { ...process.env, PORT: process.env.E2E_PORT ?? "3100" };

async function freshDatabase(): Promise<void> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    env.DATA_DIR = path.join(ROOT, ".data", "e2e");
    await rm(env.DATA_DIR, { recursive: true, force: true });
    return;
  }
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS "hp_e2e" WITH (FORCE)');
  await admin.query('CREATE DATABASE "hp_e2e"');
  await admin.end();
  const url = new URL(server);
  url.pathname = "/hp_e2e";
  env.DATABASE_URL = url.toString();
}

await freshDatabase();
const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/start.ts")], {
  cwd: ROOT,
  env,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 1));
