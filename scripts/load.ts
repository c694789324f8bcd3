/**
 * Load and faults: `npm run load`.
 *
 *   LOAD_DATABASE_URL=postgres://postgres@127.0.0.1:5433/postgres \
 *   LOAD_RESTART="pg_ctlcluster --skip-systemctl-redirect 15 load restart" npm run load
 *
 * Starts the portal as `npm start` does (scripts/start.ts: migrations, the demo seed, a
 * production build when stale) on a fresh database `hp_load` of LOAD_DATABASE_URL's server, then
 * runs LOAD_USERS (50) simulated plant-floor users for LOAD_SECONDS (300): each logs in, then
 * loops over the hose list, a hose's detail, recording an inspection (roles that may), and the
 * inspections list, with a think time of 0.5-1.5 s between calls and a fresh login every 25
 * rounds. Halfway (LOAD_RESTART_AT, a fraction), LOAD_RESTART restarts Postgres: use a server of
 * its own (a second cluster), never one other work depends on.
 *
 * Counted as fine: 2xx answers, and during the outage 503 answers in the error shape with
 * Retry-After (a user then waits a second and goes on). Everything else is an error: any other
 * status, a 503 outside the outage, a malformed body, a dropped connection. Prints (and writes
 * to LOAD_OUT, default docs/LOAD.md) the p50/p95 per call, the outage and the time to recover;
 * exits non-zero on any error. Recovery needs no restart of the portal.
 */
import { exec, spawn, type ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { httpRequest, type Answer } from "./support/http-request";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SERVER_URL = process.env.LOAD_DATABASE_URL;
const RESTART = process.env.LOAD_RESTART ?? "";
const USERS = Number(process.env.LOAD_USERS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 300);
const RESTART_AT = Number(process.env.LOAD_RESTART_AT ?? 0.5);
const PORT = Number(process.env.LOAD_PORT ?? 3231);
const OUT = process.env.LOAD_OUT ?? "docs/LOAD.md";
const HOST = `demo.localhost:${PORT}`;
const PASSWORD = "Demo-password-1";
// Roles of the demo seed that work on the plant floor (SPEC §6): Admins, a Manager, a User.
const ACCOUNTS = [
  "customer@demo.test",
  "user@demo.test",
  "distributor@demo.test",
  "manager@demo.test",
  "multi@demo.test",
];
const MAY_INSPECT = new Set([0, 1, 2]);

if (!SERVER_URL)
  throw new Error(
    "npm run load needs LOAD_DATABASE_URL: a Postgres server of its own (it creates hp_load there and restarts it)",
  );
if (!RESTART) console.warn("LOAD_RESTART is not set: no Postgres restart in this run");

// ---------------------------------------------------------------------------
// HTTP
// ---------------------------------------------------------------------------

const agent = new http.Agent({ keepAlive: true, maxSockets: USERS + 4 });
function request(
  method: string,
  urlPath: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<Answer> {
  return httpRequest({
    port: PORT,
    agent,
    host: HOST,
    method,
    path: urlPath,
    headers: { accept: "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    timeoutMs: 30_000,
  });
}

// ---------------------------------------------------------------------------
// What happened
// ---------------------------------------------------------------------------

const started = performance.now();
const now = () => (performance.now() - started) / 1000;
const outage = { from: Infinity, commandDone: Infinity };
/** Clean 503s count as expected from the restart until 10 s after its command returned. */
const GRACE_SECONDS = 10;
const inOutage = (t: number) => t >= outage.from && t <= outage.commandDone + GRACE_SECONDS;
const successesSinceOutage: number[] = [];
const timings = new Map<string, number[]>();
const unavailable: number[] = [];
const errors: string[] = [];
let calls = 0;

/** A 503 the way the portal must answer it while the database is away. */
function isCleanUnavailable(a: Answer): boolean {
  if (a.status !== 503 || !a.headers["retry-after"]) return false;
  try {
    const body = JSON.parse(a.body) as { global?: unknown };
    return Array.isArray(body.global) && typeof body.global[0] === "string";
  } catch {
    return false;
  }
}

class Unavailable extends Error {}

/** One timed call: 2xx returns the body; a clean 503 in the outage throws Unavailable; else an error. */
async function call<T>(
  kind: string,
  method: string,
  urlPath: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<T> {
  const t0 = performance.now();
  calls++;
  let answer: Answer;
  try {
    answer = await request(method, urlPath, headers, body);
  } catch (error) {
    errors.push(`${now().toFixed(1)} s ${kind}: ${(error as Error).message}`);
    throw new Unavailable();
  }
  const ms = performance.now() - t0;
  if (answer.status >= 200 && answer.status < 300) {
    if (now() > outage.from) successesSinceOutage.push(now());
    (timings.get(kind) ?? timings.set(kind, []).get(kind)!).push(ms);
    return (answer.body ? JSON.parse(answer.body) : null) as T;
  }
  if (isCleanUnavailable(answer) && inOutage(now())) {
    unavailable.push(now());
    throw new Unavailable();
  }
  errors.push(`${now().toFixed(1)} s ${kind}: HTTP ${answer.status} ${answer.body.slice(0, 200)}`);
  throw new Unavailable();
}

// ---------------------------------------------------------------------------
// A simulated user
// ---------------------------------------------------------------------------

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const think = () => sleep(500 + Math.random() * 1000);
const today = () => new Date().toISOString().slice(0, 10);
type HoseItem = {
  id: string;
  status: number;
  organisationZoneId: string | null;
  installationDate: string | null;
  deletedAt: string | null;
};

async function simulatedUser(index: number, until: number): Promise<void> {
  const email = ACCOUNTS[index % ACCOUNTS.length]!;
  let headers: Record<string, string> = {};
  let role = 0;
  let round = 0;
  await sleep(Math.random() * 3000); // users arrive over the first seconds
  while (now() < until) {
    try {
      if (round % 25 === 0) {
        const { accessToken } = await call<{ accessToken: string }>(
          "POST /login",
          "POST",
          "/api/v1/login",
          {},
          { email, password: PASSWORD },
        );
        const me = await call<{ organisations: Array<{ id: string; role: number }> }>("GET /me", "GET", "/api/v1/me", {
          authorization: `Bearer ${accessToken}`,
        });
        const membership = me.organisations[index % me.organisations.length]!;
        role = membership.role;
        headers = { authorization: `Bearer ${accessToken}`, "x-organisation-id": membership.id };
        await think();
      }
      round++;
      const list = await call<{ items: HoseItem[] }>("GET /hoses", "GET", `/api/v1/hoses?page=1&limit=20`, headers);
      await think();
      const hose = list.items[Math.floor(Math.random() * list.items.length)];
      if (hose) {
        await call("GET /hoses/{id}", "GET", `/api/v1/hoses/${hose.id}`, headers);
        await think();
        const installed =
          hose.organisationZoneId &&
          hose.installationDate &&
          !hose.deletedAt &&
          hose.status !== 3 &&
          hose.installationDate.slice(0, 10) <= today();
        if (MAY_INSPECT.has(role) && installed) {
          await call("POST /hoseMeta", "POST", "/api/v1/hoseMeta", headers, {
            hoseId: hose.id,
            inspectionResult: 0,
            inspectionDate: today(),
            notes: "Load test",
          });
          await think();
        }
      }
      await call("GET /inspections", "GET", `/api/v1/inspections?page=1&limit=20`, headers);
      await think();
    } catch (error) {
      if (!(error instanceof Unavailable)) errors.push(`${now().toFixed(1)} s ${email}: ${(error as Error).message}`);
      await sleep(1000); // as a person would: wait a moment, try again
      round = 0; // and log in again
    }
  }
}

// ---------------------------------------------------------------------------
// Server and database
// ---------------------------------------------------------------------------

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS hp_load WITH (FORCE)`);
  await admin.query(`CREATE DATABASE hp_load`);
  await admin.end();
  const url = new URL(SERVER_URL!);
  url.pathname = "/hp_load";
  return url.toString();
}

async function startPortal(databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/start.ts")], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: "1",
      PORT: String(PORT),
      RATE_LIMIT_SCALE: "1000",
      COOKIE_SECURE: "0",
      NEXT_TELEMETRY_DISABLED: "1",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 15 * 60_000; // a first build takes minutes
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}`);
    const up = await request("GET", "/api/v1/clients/current").catch(() => null);
    if (up?.status === 200) return child;
    await sleep(1000);
  }
  child.kill();
  throw new Error("the portal did not answer in time");
}

function restartPostgres(): void {
  outage.from = now();
  console.log(`[load] ${outage.from.toFixed(1)} s: restarting Postgres (${RESTART})`);
  exec(RESTART, (error, _stdout, stderr) => {
    outage.commandDone = now();
    if (error) errors.push(`the restart command failed: ${stderr || error.message}`);
    console.log(`[load] ${outage.commandDone.toFixed(1)} s: Postgres restart command done`);
  });
}

// ---------------------------------------------------------------------------
// Run and report
// ---------------------------------------------------------------------------

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? NaN;
};

const portal = await startPortal(await freshDatabase());
let exitCode = 1;
try {
  const t0 = now();
  const until = t0 + SECONDS;
  console.log(`[load] ${USERS} users for ${SECONDS} s`);
  const restartTimer = RESTART ? setTimeout(restartPostgres, SECONDS * RESTART_AT * 1000) : undefined;
  await Promise.all(Array.from({ length: USERS }, (_, i) => simulatedUser(i, until)));
  clearTimeout(restartTimer);
  const duration = now() - t0;

  const all = [...timings.values()].flat();
  const rows = [...timings.entries()].map(
    ([kind, xs]) =>
      `| ${kind} | ${xs.length} | ${quantile(xs, 0.5).toFixed(1)} | ${quantile(xs, 0.95).toFixed(1)} | ${Math.max(...xs).toFixed(0)} |`,
  );
  const lastUnavailable = unavailable.length ? Math.max(...unavailable) : outage.from;
  const recovered = successesSinceOutage.find((t) => t > lastUnavailable);
  const recovery =
    recovered === undefined ? "never" : `${(recovered - outage.from).toFixed(1)} s after the restart began`;
  const report = [
    `# Load and faults (npm run load)`,
    ``,
    `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), load average at the end ${os.loadavg()[0]!.toFixed(1)}; ` +
      `${USERS} simulated users for ${duration.toFixed(0)} s, think time 0.5-1.5 s, a fresh login every 25 rounds.`,
    ``,
    `- Calls: ${calls} (${(calls / duration).toFixed(1)}/s); answered 2xx: ${all.length}; p50 ${quantile(all, 0.5).toFixed(1)} ms, p95 ${quantile(all, 0.95).toFixed(1)} ms.`,
    RESTART
      ? `- Postgres restart ${(outage.from - t0).toFixed(1)} s into the run (command done ${(outage.commandDone - outage.from).toFixed(1)} s later): ` +
        `${unavailable.length} clean 503 answers (error shape, Retry-After), between ${unavailable.length ? (Math.min(...unavailable) - outage.from).toFixed(1) : "-"} s and ${unavailable.length ? (Math.max(...unavailable) - outage.from).toFixed(1) : "-"} s after it began; first success ${recovery}; the portal was not restarted.`
      : `- No Postgres restart in this run.`,
    `- Errors: ${errors.length}${errors.length ? ` (first: ${errors.slice(0, 5).join("; ")})` : ""}.`,
    ``,
    `| Call | Answered 2xx | p50 ms | p95 ms | max ms |`,
    `| --- | ---: | ---: | ---: | ---: |`,
    ...rows,
    ``,
  ].join("\n");
  console.log(report);
  writeFileSync(OUT, report);
  exitCode = errors.length === 0 ? 0 : 1;
} finally {
  portal.kill("SIGTERM");
  agent.destroy();
}
process.exit(exitCode);
