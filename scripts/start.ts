/**
 * `npm start` (run with tsx): database, migrations, demo seed, build, serve.
 *
 *   1. load `.env` if present (never overrides variables already set);
 *   2. no DATABASE_URL: serve the embedded PGlite from THIS process (tooling/embedded-db.ts, data in
 *      `.data/pglite`) and hand DATABASE_URL + EMBEDDED_DB=1 to the children;
 *   3. apply migrations;
 *   4. demo seed: embedded -> once (marker `.data/seeded`); external (DATABASE_URL) -> only with
 *      SEED_DEMO=1, and never into a database that holds other clients; NODE_ENV=production -> never;
 *   5. `next build` when `.next/BUILD_ID` is missing or older than a source file;
 *   6. scripts/serve.ts on ${PORT:-3000} (`next start` plus the socket address, see there), on
 *      the loopback 127.0.0.1 only unless HOST names another address (HOST=0.0.0.0: every
 *      interface): the demo's passwords are published, so it is not offered to the network
 *      by default.
 *
 * With the embedded database, its connection string is written to DATA_DIR/database-url while
 * it runs (for psql, and for the e2e specs' own SQL), and removed when it stops.
 * Ctrl-C / SIGTERM: stop the current child, then the embedded database, exit 0. A child that
 * fails (or Next exiting on its own) stops the database and exits with the child's code.
 * Each phase is one small function; no business logic lives here.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "../tooling/embedded-db";
import { buildIsCurrent } from "./build-freshness";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// DATA_DIR lets the e2e server keep its database apart from the developer's demo data.
const DATA_DIR = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(ROOT, ".data");
const PGLITE_DIR = path.join(DATA_DIR, "pglite");
const SEEDED_MARKER = path.join(DATA_DIR, "seeded");
const DATABASE_URL_FILE = path.join(DATA_DIR, "database-url");
/** Where the portal listens by default: this machine only (the demo's passwords are public). */
const DEFAULT_HOST = "127.0.0.1";

/**
 * true: import prisma/migrate.ts and call applyMigrations() here (it instantiates its wasm from
 * bytes, so no --experimental-wasm-modules flag is needed). false: spawn `npm run db:migrate`.
 */
const MIGRATE_IN_PROCESS = true;

let db: EmbeddedPostgres | undefined;
let child: ChildProcess | undefined;
let shuttingDown = false;

const log = (line: string) => console.log(`start: ${line}`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const relative = (p: string) => path.relative(ROOT, p) || ".";

/** Runs a phase, printing its duration after its own summary line. */
async function phase<T>(name: string, fn: () => Promise<T>, summary: (result: T) => string): Promise<T> {
  const started = performance.now();
  const result = await fn();
  log(`${summary(result)} (${name} ${seconds(started)})`);
  return result;
}

function loadDotEnv(): void {
  const file = path.join(ROOT, ".env");
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

/**
 * `next start` runs in production mode, where AUTH_SECRET is required. When none is configured,
 * this installation gets its own random secret, kept in DATA_DIR so sessions survive restarts.
 */
function ensureAuthSecret(): void {
  if (process.env.AUTH_SECRET) return;
  const file = path.join(DATA_DIR, "auth-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(DATA_DIR, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600 });
    log(`generated AUTH_SECRET in ${relative(file)}`);
  }
  process.env.AUTH_SECRET = fs.readFileSync(file, "utf8").trim();
}

/** The embedded server when DATABASE_URL is unset; its URL goes to every child through env. */
async function ensureDatabase(): Promise<void> {
  if (process.env.DATABASE_URL) {
    log(`using DATABASE_URL (${new URL(process.env.DATABASE_URL).host})`);
    return;
  }
  // A fresh data directory has not been seeded, whatever an old marker says.
  if (!fs.existsSync(path.join(PGLITE_DIR, "PG_VERSION"))) fs.rmSync(SEEDED_MARKER, { force: true });
  db = await phase(
    "db",
    () => startEmbeddedPostgres({ dataDir: PGLITE_DIR }),
    (started) => `embedded Postgres on 127.0.0.1:${started.port} (${relative(PGLITE_DIR)})`,
  );
  process.env.DATABASE_URL = db.url;
  fs.writeFileSync(DATABASE_URL_FILE, `${db.url}\n`);
  process.env.EMBEDDED_DB = "1"; // lib/db/client.ts: a pool of ONE connection (see tooling/embedded-db.ts)
  if (!process.env.SMTP_URL) process.env.OUTBOX_PAGE ??= "1"; // demo: account emails readable at /outbox
}

async function migrate(url: string): Promise<void> {
  if (MIGRATE_IN_PROCESS) {
    const { applyMigrations } = await import("../prisma/migrate");
    await phase(
      "migrate",
      () => applyMigrations(url),
      (applied) => `migrations: ${applied.length} applied${applied.length ? ` (${applied.join(", ")})` : ""}`,
    );
  } else {
    await phase(
      "migrate",
      () => run("npm", ["run", "--silent", "db:migrate"]),
      () => "migrations: done",
    );
  }
}

async function seed(): Promise<void> {
  if (process.env.NODE_ENV === "production") return log("demo seed skipped (NODE_ENV=production)");
  // Opt-in on a server you gave us: the demo has a published system-admin password.
  if (!db && process.env.SEED_DEMO !== "1") return log("demo seed skipped (DATABASE_URL given; SEED_DEMO=1 seeds it)");
  if (db && fs.existsSync(SEEDED_MARKER)) return log(`demo seed skipped (${relative(SEEDED_MARKER)} exists)`);
  await phase(
    "seed",
    () => run("npm", ["run", "--silent", "db:seed"]),
    () => "demo seed done",
  );
  if (db) fs.writeFileSync(SEEDED_MARKER, `${new Date().toISOString()}\n`);
}

async function build(): Promise<void> {
  if (buildIsCurrent(ROOT)) return log("build up to date");
  await phase(
    "build",
    () => run(process.execPath, [nextBin(), "build"]),
    () => "next build done",
  );
}

/** Next serves until it exits or we are stopped; resolves with its exit code. */
function serve(): Promise<number> {
  const port = process.env.PORT || "3000";
  process.env.PORT = port;
  // HOSTNAME is what scripts/serve.ts binds; a shell or container may have set it to the
  // machine's name, so it is decided here from HOST alone.
  const host = process.env.HOST || DEFAULT_HOST;
  process.env.HOSTNAME = host;
  (process.env as Record<string, string>).NODE_ENV = "production";
  // scripts/serve.ts = `next start` that also hands the socket address to the rate limits.
  log(
    host === DEFAULT_HOST
      ? `serving the build on http://localhost:${port} (this machine only; HOST=0.0.0.0 offers it to the network)`
      : `serving the build on ${host}, port ${port}`,
  );
  return spawnChild(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/serve.ts")]);
}

function nextBin(): string {
  return createRequire(import.meta.url).resolve("next/dist/bin/next");
}

/** A child with inherited stdio and our env; rejects on a non-zero exit. */
async function run(command: string, args: string[]): Promise<void> {
  const code = await spawnChild(command, args);
  if (code !== 0) throw new ExitError(`${[path.basename(command), ...args].join(" ")} exited with ${code}`, code);
}

function spawnChild(command: string, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const proc = spawn(command, args, {
      cwd: ROOT,
      env: process.env,
      stdio: "inherit",
      shell: process.platform === "win32", // npm is npm.cmd there
    });
    child = proc;
    proc.once("error", reject);
    proc.once("exit", (code, signal) => {
      child = undefined;
      resolve(code ?? (signal ? 128 + (signalNumber(signal) ?? 0) : 1));
    });
  });
}

function signalNumber(signal: NodeJS.Signals): number | undefined {
  return { SIGINT: 2, SIGTERM: 15, SIGKILL: 9 }[signal as string];
}

class ExitError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

/** Stops the child (if any), then the embedded database; exits with `code`. Idempotent. */
async function shutdown(code: number): Promise<never> {
  shuttingDown = true;
  const running = child;
  if (running && running.exitCode === null && running.signalCode === null) {
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGTERM");
    // The server drains its requests for up to SHUTDOWN_GRACE_SECONDS (scripts/serve.ts) first.
    const graceMs = Number(process.env.SHUTDOWN_GRACE_SECONDS || 25) * 1000;
    const force = setTimeout(() => running.kill("SIGKILL"), graceMs + 10_000).unref();
    await exited;
    clearTimeout(force);
  }
  if (db) {
    const started = performance.now();
    fs.rmSync(DATABASE_URL_FILE, { force: true });
    await db.stop();
    log(`embedded Postgres stopped (${seconds(started)})`);
  }
  process.exit(code);
}

function onSignal(signal: NodeJS.Signals): void {
  if (shuttingDown) {
    // Second Ctrl-C: leave now. The lock file is released by an exit handler; PGlite replays
    // its WAL on the next start, as after any crash.
    process.exit(130);
  }
  log(`${signal}: stopping`);
  void shutdown(0);
}

async function main(): Promise<void> {
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  loadDotEnv();
  ensureAuthSecret();
  await ensureDatabase();
  await migrate(process.env.DATABASE_URL!);
  await seed();
  await build();
  const code = await serve();
  if (!shuttingDown) {
    log(`next exited with ${code}`);
    await shutdown(code);
  }
}

main().catch(async (error: unknown) => {
  if (shuttingDown) return; // a child killed by our own shutdown
  console.error(`start: ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(error instanceof ExitError ? error.code : 1);
});
