/**
 * `npm run test:replicas` (not part of `npm test`): the portal as two stateless
 * replicas over one real Postgres, behind a reverse proxy that alternates requests.
 *
 *   1. a fresh database `hp_e2e_<port>` on TEST_DATABASE_URL, migrated and seeded with the demo;
 *   2. one production build (`next build`; REPLICAS_BUILD=0 reuses `.next`);
 *   3. two servers (scripts/serve.ts, as `npm start` serves) on <port>+1 and <port>+2, sharing
 *      the database, AUTH_SECRET, a STORAGE_DIR declared shared and the mail outbox;
 *   4. nginx (Debian's; `apt-get install nginx`) on <port>, round robin over the two, as one
 *      trusted proxy (TRUSTED_PROXY_HOPS=1);
 *   5. through it: the Playwright flows of login, lists, hose edit and inspection, quote and
 *      export (REPLICAS_SPECS; reused as they are, the proxy standing in for the e2e server);
 *      and, against the replicas one by one: a client's theme changed through A served by B
 *      within a second, a login rate limit reached half through each, a refresh token reused
 *      across them detected, the housekeeping job scheduled by both run once per tick, and a
 *      SIGTERM to B with a request held in flight (it completes, new connections are refused,
 *      exit 0), then to A.
 *
 * Settings: TEST_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres), REPLICAS_PORT
 * (3140), REPLICAS_BUILD, REPLICAS_E2E=0 (skip Playwright), REPLICAS_SPECS (space-separated
 * spec files), REPLICA_PG_PORT (a streaming read replica of that server, scripts/replica-pg.sh:
 * both servers then read lists, dashboard and exports from it through DATABASE_READ_URL),
 * NGINX (nginx binary, /usr/sbin/nginx), REPLICAS_BENCH_SECONDS (10; 0 skips the throughput
 * run: the hose list at 10 and 50 concurrent callers through one replica and through the proxy
 * over both, autocannon, same run).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { applyMigrations } from "../prisma/migrate";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SERVER_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const PROXY_PORT = Number(process.env.REPLICAS_PORT || 3140);
const PORTS = [PROXY_PORT + 1, PROXY_PORT + 2] as const;
const DATABASE = `hp_e2e_${PROXY_PORT}`; // the name tests/e2e/support/db.ts reads for this port
const NGINX = process.env.NGINX || "/usr/sbin/nginx";
const SPECS = (
  process.env.REPLICAS_SPECS ||
  "tests/e2e/organisations.spec.ts tests/e2e/hoses.spec.ts tests/e2e/quotes.spec.ts tests/e2e/exports.spec.ts"
)
  .split(/\s+/)
  .filter(Boolean);
const PASSWORD = "Demo-password-1";

const log = (line: string) => console.log(`replicas: ${line}`);
const results: Array<{ name: string; ok: boolean; detail: string }> = [];
const children: ChildProcess[] = [];

function withDatabase(url: string, name: string, port?: number): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  if (port) u.port = String(port);
  return u.toString();
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve, reject) => {
    const proc = spawn(command, args, { cwd: ROOT, env, stdio: "inherit" });
    proc.once("error", reject);
    proc.once("exit", (code) => resolve(code ?? 1));
  });
}

async function must(command: string, args: string[], env?: NodeJS.ProcessEnv): Promise<void> {
  const code = await run(command, args, env);
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${code}`);
}

async function waitFor(url: string, ms: number, init: RequestInit = {}): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(url, init)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > end) throw new Error(`${url} did not answer within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function check(name: string, fn: () => Promise<string>): Promise<void> {
  const started = Date.now();
  try {
    const detail = await fn();
    results.push({ name, ok: true, detail });
    log(`ok   ${name}: ${detail} (${Date.now() - started} ms)`);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    results.push({ name, ok: false, detail });
    log(`FAIL ${name}: ${detail}`);
  }
}

function expect(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

// ---------------------------------------------------------------------------------------------
// The two replicas and the proxy
// ---------------------------------------------------------------------------------------------

function replicaEnv(port: number, shared: { secret: string; storage: string; outbox: string }): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    DATABASE_URL: withDatabase(SERVER_URL, DATABASE),
    AUTH_SECRET: shared.secret,
    PORTAL_REPLICAS: "2",
    STORAGE_DIR: shared.storage,
    STORAGE_DIR_SHARED: "1",
    OUTBOX_DIR: shared.outbox,
    OUTBOX_PAGE: "1",
    TRUSTED_PROXY_HOPS: "1",
    // The browsers of the e2e flows all come from this machine, as on the e2e server.
    RATE_LIMIT_SCALE: "20",
    // The housekeeping job every minute, checked every second: its once-per-tick is visible.
    MAINTENANCE_CRON: "* * * * *",
    JOBS_CRON_SECONDS: "1",
    SHUTDOWN_GRACE_SECONDS: "10",
  };
  delete env.SMTP_URL;
  delete env.S3_BUCKET;
  if (process.env.REPLICA_PG_PORT) {
    env.DATABASE_READ_URL = withDatabase(SERVER_URL, DATABASE, Number(process.env.REPLICA_PG_PORT));
  }
  return env;
}

function startReplica(port: number, env: NodeJS.ProcessEnv): ChildProcess {
  const proc = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/serve.ts")], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split("\n")
      .filter(Boolean)
      .map((l) => `[${port}] ${l}\n`)
      .join("");
  proc.stdout!.on("data", (c: Buffer) => process.stdout.write(prefix(c)));
  proc.stderr!.on("data", (c: Buffer) => process.stderr.write(prefix(c)));
  children.push(proc);
  return proc;
}

async function startProxy(dir: string): Promise<ChildProcess> {
  const conf = path.join(dir, "nginx.conf");
  await writeFile(
    conf,
    `worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 20m;
  upstream portal {
    server 127.0.0.1:${PORTS[0]};
    server 127.0.0.1:${PORTS[1]};
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${PROXY_PORT};
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_read_timeout 120s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  const proc = spawn(NGINX, ["-p", dir, "-c", conf, "-g", "daemon off;"], { stdio: "inherit" });
  children.push(proc);
  return proc;
}

// ---------------------------------------------------------------------------------------------
// The checks
// ---------------------------------------------------------------------------------------------

type Call = { status: number; body: Record<string, unknown>; headers: Headers };

async function call(
  port: number,
  host: string,
  method: string,
  urlPath: string,
  options: {
    body?: unknown;
    token?: string;
    org?: string;
    forwardedFor?: string;
  } = {},
): Promise<Call> {
  const headers: Record<string, string> = { "x-client-host": host };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.org) headers["x-organisation-id"] = options.org;
  if (options.forwardedFor) headers["x-forwarded-for"] = options.forwardedFor;
  const res = await fetch(`http://127.0.0.1:${port}${urlPath}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  return { status: res.status, body, headers: res.headers };
}

async function login(
  port: number,
  host: string,
  email: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  const res = await call(port, host, "POST", "/api/v1/login", { body: { email, password: PASSWORD } });
  expect(res.status === 200, `login ${email} on ${port}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { accessToken: string; refreshToken: string };
}

async function proxyAlternates(): Promise<string> {
  const seen: string[] = [];
  for (let i = 0; i < 6; i++) {
    const res = await fetch(`http://127.0.0.1:${PROXY_PORT}/api/health/ready`);
    expect(res.status === 200, `ready through the proxy: ${res.status}`);
    seen.push(res.headers.get("x-upstream") ?? "?");
  }
  expect(new Set(seen).size === 2, `one upstream only: ${seen.join(" ")}`);
  return `upstreams ${seen.join(", ")}`;
}

async function themeAcrossReplicas(): Promise<string> {
  const [a, b] = PORTS;
  const { accessToken } = await login(a, "demo.localhost", "system@demo.test");
  const list = await call(a, "demo.localhost", "GET", "/api/v1/clients?limit=50", { token: accessToken, org: "admin" });
  expect(list.status === 200, `clients list: ${list.status} ${JSON.stringify(list.body)}`);
  const acme = (list.body.items as Array<{ id: string; name: string }>).find((c) => c.name === "Acme Hose Services");
  expect(!!acme, "no Acme client in the list");
  const row = await call(a, "demo.localhost", "GET", `/api/v1/clients/${acme!.id}`, {
    token: accessToken,
    org: "admin",
  });
  const before = (await call(b, "acme.localhost", "GET", "/api/v1/clients/current")).body.theme as number;
  // Read twice on B: now it is in B's cache (TENANT_CACHE_SECONDS, 30 s).
  expect((await call(b, "acme.localhost", "GET", "/api/v1/clients/current")).body.theme === before, "theme moved");
  const theme = before === 4 ? 3 : 4;
  const saved = await call(a, "demo.localhost", "PUT", "/api/v1/clients", {
    token: accessToken,
    org: "admin",
    body: { ...row.body, theme },
  });
  expect(saved.status === 200, `update through A: ${saved.status} ${JSON.stringify(saved.body)}`);
  const changedAt = Date.now();
  for (;;) {
    const current = await call(b, "acme.localhost", "GET", "/api/v1/clients/current");
    if (current.body.theme === theme)
      return `theme ${before} -> ${theme} served by B ${Date.now() - changedAt} ms after A saved it`;
    expect(Date.now() - changedAt < 1000, `B still serves theme ${String(current.body.theme)} after 1 s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function rateLimitAcrossReplicas(): Promise<string> {
  // One caller (its own address, as the proxy would forward it) fails logins on one account,
  // half of them through each replica: the shared bucket in Postgres stops it at the limit.
  const budget = 10 * 20; // LIMITS.loginAccount (10 per 10 minutes) x RATE_LIMIT_SCALE
  const forwardedFor = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
  const attempt = (port: number) =>
    call(port, "demo.localhost", "POST", "/api/v1/login", {
      body: { email: "user@demo.test", password: "Wrong-password-1" },
      forwardedFor,
    });
  const statuses: number[] = [];
  for (let i = 0; i < budget; i += 4) {
    const batch = await Promise.all([0, 1, 2, 3].map((j) => attempt(PORTS[(i + j) % 2]!)));
    statuses.push(...batch.map((r) => r.status));
  }
  expect(
    statuses.every((s) => s === 401),
    `before the limit: ${[...new Set(statuses)].join(", ")}`,
  );
  const [onA, onB] = [await attempt(PORTS[0]), await attempt(PORTS[1])];
  expect(onA.status === 429 && onB.status === 429, `after ${budget} failures: ${onA.status}, ${onB.status}`);
  // The right password is refused too while the account is locked for this address.
  return `${budget} failed logins, half on each replica; the next is 429 on both`;
}

async function refreshReuseAcrossReplicas(): Promise<string> {
  const [a, b] = PORTS;
  const first = await login(a, "demo.localhost", "user@demo.test");
  const second = await call(b, "demo.localhost", "POST", "/api/v1/refresh", {
    body: { refreshToken: first.refreshToken },
  });
  expect(second.status === 200, `rotation on B: ${second.status} ${JSON.stringify(second.body)}`);
  const reuse = await call(a, "demo.localhost", "POST", "/api/v1/refresh", {
    body: { refreshToken: first.refreshToken },
  });
  expect(reuse.status === 401, `reuse on A: ${reuse.status}`);
  const after = await call(b, "demo.localhost", "POST", "/api/v1/refresh", {
    body: { refreshToken: (second.body as { refreshToken: string }).refreshToken },
  });
  expect(after.status === 401, `family revoked, newest token on B: ${after.status}`);
  return "rotated on B, reuse of the old token on A is 401 and revokes the family (the new token is 401 on B)";
}

async function scheduledJobOnce(): Promise<string> {
  const client = new pg.Client({ connectionString: withDatabase(SERVER_URL, DATABASE) });
  await client.connect();
  try {
    const end = Date.now() + 90_000;
    for (;;) {
      // pg-boss installs its schema when the first replica starts its queue.
      const { rows: installed } = await client.query(`SELECT to_regclass('pgboss.job') AS t`);
      if (!installed[0].t) {
        expect(Date.now() < end, "pg-boss never started (no pgboss.job table)");
        await new Promise((r) => setTimeout(r, 1000));
        continue;
      }
      const { rows } = await client.query<{ minute: string; runs: number }>(
        `SELECT date_trunc('minute', created_on)::text AS minute, count(*)::int AS runs
           FROM pgboss.job WHERE name = 'prune-expired' AND state = 'completed'
          GROUP BY 1 ORDER BY 1`,
      );
      const { rows: all } = await client.query<{ minute: string; runs: number }>(
        `SELECT date_trunc('minute', created_on)::text AS minute, count(*)::int AS runs
           FROM pgboss.job WHERE name = 'prune-expired' GROUP BY 1 ORDER BY 1`,
      );
      expect(
        all.every((r) => r.runs === 1),
        `a tick queued more than once: ${JSON.stringify(all)}`,
      );
      if (rows.length >= 2 || (rows.length >= 1 && Date.now() > end - 60_000)) {
        return `${rows.length} tick(s) so far, each run once by one of the two replicas (${rows.map((r) => r.minute.slice(11, 16)).join(", ")})`;
      }
      expect(Date.now() < end, `no completed run within 90 s: ${JSON.stringify(all)}`);
      await new Promise((r) => setTimeout(r, 1000));
    }
  } finally {
    await client.end();
  }
}

async function readReplicaInUse(): Promise<string> {
  const port = process.env.REPLICA_PG_PORT;
  if (!port) return "skipped (REPLICA_PG_PORT not set)";
  const client = new pg.Client({ connectionString: withDatabase(SERVER_URL, DATABASE, Number(port)) });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend'`,
      [DATABASE],
    );
    expect(rows[0]!.n > 1, "no portal connection on the read replica");
    return `${rows[0]!.n - 1} portal connection(s) on the read replica`;
  } finally {
    await client.end();
  }
}

type Throughput = { label: string; rps: number; p50: number; p95: number; errors: number };

async function hoseListThroughput(): Promise<Throughput[]> {
  const seconds = Number(process.env.REPLICAS_BENCH_SECONDS ?? 10);
  if (seconds <= 0) return [];
  // A client admin's hose list (every hose of the client, first page): the portal's busiest read.
  const { accessToken } = await login(PORTS[0], "demo.localhost", "admin@demo.test");
  const headers = {
    "x-client-host": "demo.localhost",
    authorization: `Bearer ${accessToken}`,
    "x-organisation-id": "admin",
  };
  // Warm both replicas (JIT, pools, the tenant and total caches) so the first figure is not a cold start.
  await autocannon({ url: `http://127.0.0.1:${PROXY_PORT}/api/v1/hoses`, connections: 10, duration: 3, headers });
  const out: Throughput[] = [];
  for (const connections of [10, 50]) {
    for (const [label, port] of [
      ["one replica", PORTS[0]],
      ["two replicas (nginx)", PROXY_PORT],
    ] as const) {
      const latencies: number[] = [];
      let errors = 0;
      const instance = autocannon({
        url: `http://127.0.0.1:${port}/api/v1/hoses`,
        connections,
        duration: seconds,
        headers: {
          "x-client-host": "demo.localhost",
          authorization: `Bearer ${accessToken}`,
          "x-organisation-id": "admin",
        },
      });
      instance.on("response", (_c, status, _b, t) => {
        if (status >= 300) errors++;
        latencies.push(t);
      });
      await instance;
      latencies.sort((a, b) => a - b);
      const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
      const row = {
        label: `${connections} callers, ${label}`,
        rps: latencies.length / seconds,
        p50: at(0.5),
        p95: at(0.95),
        errors,
      };
      out.push(row);
      log(
        `throughput ${row.label}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50.toFixed(0)} ms, p95 ${row.p95.toFixed(0)} ms, ${errors} errors`,
      );
    }
  }
  return out;
}

/**
 * SIGTERM with a request in flight on replica B: the database is made slow legitimately (another
 * session holds an exclusive lock on "User", which the bearer check reads), so the hose-list
 * call waits there while B is told to stop. New connections must be refused at once, the call
 * must complete once the lock goes, and B must exit 0.
 */
async function sigtermWithRequestInFlight(replica: ChildProcess): Promise<string> {
  const port = PORTS[1];
  const { accessToken } = await login(port, "demo.localhost", "admin@demo.test");
  const locker = new pg.Client({ connectionString: withDatabase(SERVER_URL, DATABASE) });
  await locker.connect();
  try {
    await locker.query("BEGIN");
    await locker.query(`LOCK TABLE "User" IN ACCESS EXCLUSIVE MODE`);
    const inFlight = call(port, "demo.localhost", "GET", "/api/v1/hoses", { token: accessToken, org: "admin" });
    await new Promise((r) => setTimeout(r, 500));
    const exited = new Promise<number | null>((resolve) => replica.once("exit", (code) => resolve(code)));
    replica.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    const refused = await fetch(`http://127.0.0.1:${port}/api/health/live`).then(
      (r) => `answered ${r.status}`,
      (error: { cause?: { code?: string } }) => error.cause?.code ?? "failed",
    );
    expect(refused === "ECONNREFUSED", `a new connection during the drain: ${refused}`);
    expect(replica.exitCode === null, "B exited with a request in flight");
    await locker.query("COMMIT");
    const answer = await inFlight;
    expect(answer.status === 200, `the request in flight: ${answer.status} ${JSON.stringify(answer.body)}`);
    const code = await exited;
    expect(code === 0, `B exited with ${code}`);
    return "the held request answered 200 after SIGTERM, new connections were refused, B exited 0";
  } finally {
    await locker.end().catch(() => {});
  }
}

function stopReplica(proc: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (proc.exitCode !== null) return resolve(proc.exitCode);
    proc.once("exit", (code) => resolve(code));
    proc.kill("SIGTERM");
  });
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), "hp-replicas-"));
  const shared = {
    secret: randomBytes(48).toString("base64url"),
    storage: path.join(scratch, "storage"),
    outbox: path.join(ROOT, ".data", `e2e-outbox-${PROXY_PORT}`),
  };
  await rm(shared.outbox, { recursive: true, force: true });

  log(`fresh database ${DATABASE}`);
  await admin(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${DATABASE}"`);
  const databaseUrl = withDatabase(SERVER_URL, DATABASE);
  await applyMigrations(databaseUrl);
  await must("npm", ["run", "--silent", "db:seed"], {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NODE_ENV: "development",
  });

  if (process.env.REPLICAS_BUILD !== "0") {
    log("next build");
    await must(process.execPath, [path.join(ROOT, "node_modules/next/dist/bin/next"), "build"]);
  }

  const replicas = PORTS.map((port) => startReplica(port, replicaEnv(port, shared)));
  await Promise.all(PORTS.map((port) => waitFor(`http://127.0.0.1:${port}/api/health/ready`, 120_000)));
  await startProxy(scratch);
  await waitFor(`http://127.0.0.1:${PROXY_PORT}/api/health/live`, 10_000);
  log(`proxy on ${PROXY_PORT} over ${PORTS.join(" and ")}`);

  await check("the proxy alternates between the replicas", proxyAlternates);
  await check("a client's theme changed through A is served by B within 1 s", themeAcrossReplicas);
  await check("a refresh token reused across replicas revokes its family", refreshReuseAcrossReplicas);
  await check("a login rate limit reached half through each replica", rateLimitAcrossReplicas);

  if (process.env.REPLICAS_E2E !== "0") {
    await check("e2e flows through the proxy (login, lists, hose edit, inspection, quote, export)", async () => {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        E2E_PORT: String(PROXY_PORT),
        TEST_DATABASE_URL: SERVER_URL,
        E2E_OUTBOX_DIR: shared.outbox,
      };
      delete env.CI; // reuse the running proxy as the e2e server (playwright.config.ts)
      const code = await run("npx", ["playwright", "test", ...SPECS, "--reporter=list", "--retries=1"], env);
      expect(code === 0, `playwright exited with ${code}`);
      return `${SPECS.length} spec files passed`;
    });
  }

  await check("a scheduled job runs once per tick with two replicas", scheduledJobOnce);
  await check("reads that may lag use the read replica", readReplicaInUse);

  let throughput: Throughput[] = [];
  await check("hose list throughput, one replica and two", async () => {
    throughput = await hoseListThroughput();
    expect(
      throughput.every((t) => t.errors === 0),
      "some calls failed",
    );
    return throughput.length ? `${throughput.length} runs, no errors` : "skipped";
  });
  if (throughput.length) {
    console.log(
      "\n| hose list (client admin, 15 rows) | requests/s | p50 ms | p95 ms | errors |\n|---|---:|---:|---:|---:|",
    );
    for (const t of throughput) {
      console.log(`| ${t.label} | ${t.rps.toFixed(0)} | ${t.p50.toFixed(0)} | ${t.p95.toFixed(0)} | ${t.errors} |`);
    }
    console.log(`\n(${os.cpus().length} cores; the servers, nginx, Postgres and autocannon share them)\n`);
  }

  await check("SIGTERM with a request in flight: it completes, new connections are refused, exit 0", () =>
    sigtermWithRequestInFlight(replicas[1]!),
  );
  const code = await stopReplica(replicas[0]!);
  await check("SIGTERM: the other replica exits 0", async () => {
    expect(code === 0, `exit code ${code}`);
    return `exit code ${code}`;
  });

  const failed = results.filter((r) => !r.ok);
  log(`${results.length - failed.length} passed, ${failed.length} failed`);
  return failed.length === 0 ? 0 : 1;
}

async function cleanUp(): Promise<void> {
  for (const proc of children) if (proc.exitCode === null && proc.signalCode === null) proc.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
}

main()
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  });
