/**
 * The first-load JavaScript case of `npm run bench` alone (scripts/support/page-scripts.ts: the
 * same pages, the same counting), on any database the portal has been seeded into:
 *
 *   npx next build
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db> npx tsx scripts/bench-js.ts
 *
 * The script weight of a page does not depend on the size of the data set, so the demo seed
 * (`npm run db:seed`) is enough; the full bench needs `npm run db:seed:large`.
 *
 *   BENCH_JS_HOST   the tenant (default large1.localhost when the database has it, else
 *                   demo.localhost); its client admin admin@<first label>.test is signed in
 *   BENCH_JS_PORT   where the production server is started (default 3221, the bench's)
 *   BENCH_JS_FILES  list the N largest script files of each page (default 0)
 *   BENCH_JS_OUT    also write the figures as JSON to this file
 *   BENCH_CHROMIUM  the browser (default /usr/bin/chromium when it exists)
 *
 * Serves the existing `.next` (scripts/serve.ts, one worker) and says so when a source file is
 * newer than the build.
 */
import { spawn } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import pg from "pg";
import { buildIsCurrent } from "./build-freshness";
import { httpRequest } from "./support/http-request";
import { firstLoadPages, pageScripts } from "./support/page-scripts";

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL || !/^postgres(ql)?:\/\//.test(DATABASE_URL))
  throw new Error("bench-js needs DATABASE_URL of a seeded Postgres database");
const PORT = Number(process.env.BENCH_JS_PORT ?? 3221);
const FILES = Number(process.env.BENCH_JS_FILES ?? 0);
const TARGET_KB = 130;
const CHROMIUM = process.env.BENCH_CHROMIUM ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const AUTH_SECRET = process.env.AUTH_SECRET ?? "benchmark-only-secret-0123456789-0123456789";
// The server and this script share the secret, so a browser session cookie can be minted here.
process.env.AUTH_SECRET = AUTH_SECRET;

const ROOT = path.resolve(import.meta.dirname, "..");
if (!existsSync(path.join(ROOT, ".next", "BUILD_ID"))) throw new Error("no production build: run `npx next build`");
if (!buildIsCurrent(ROOT))
  console.warn("bench-js: a source file is newer than the build; measuring the build as it is");

const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });

async function tenant(): Promise<{ host: string; clientId: string }> {
  const hosts = process.env.BENCH_JS_HOST ? [process.env.BENCH_JS_HOST] : ["large1.localhost", "demo.localhost"];
  for (const host of hosts) {
    const row = await pool.query(`SELECT "clientId" FROM "ClientHostname" WHERE hostname = $1`, [host]);
    if (row.rowCount) return { host, clientId: row.rows[0].clientId as string };
  }
  throw new Error(`none of ${hosts.join(", ")} is a client of ${DATABASE_URL}`);
}

const { host, clientId } = await tenant();
const email = `admin@${host.split(".")[0]}.test`;
const admin = (
  await pool.query(`SELECT id, "sessionVersion" FROM "User" WHERE email = $1 AND "clientId" = $2`, [email, clientId])
).rows[0] as { id: string; sessionVersion: number } | undefined;
if (!admin) throw new Error(`${email} is not a user of ${host}`);
const hose = (
  await pool.query(
    `SELECT id FROM "Hose" WHERE "clientId" = $1 AND "deletedAt" IS NULL AND "organisationZoneId" IS NOT NULL ORDER BY id LIMIT 1`,
    [clientId],
  )
).rows[0]?.id as string | undefined;
if (!hose) throw new Error(`${host} has no installed hose`);
await pool.end();

const { signPortalJwt } = await import("../lib/auth/jwt");
const cookie = `hp_session=${await signPortalJwt("session", { sub: admin.id, cid: clientId, sv: admin.sessionVersion }, 3600)}`;

const server = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts", "serve.ts")], {
  cwd: ROOT,
  env: {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL,
    AUTH_SECRET,
    COOKIE_SECURE: "0",
    DIGEST_SCHEDULE: "off",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(PORT),
    HOSTNAME: "127.0.0.1",
    PORTAL_WORKERS: "1",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const errors: string[] = [];
try {
  const agent = new http.Agent({ keepAlive: false });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = await httpRequest({
      port: PORT,
      agent,
      host: `${host}:${PORT}`,
      method: "GET",
      path: "/api/v1/clients/current/",
    }).then(
      (a) => a.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline || server.exitCode !== null)
      throw new Error(`the production server did not answer on port ${PORT}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  const weights = await pageScripts({
    origin: `http://${host}:${PORT}`,
    paths: firstLoadPages(hose),
    cookie,
    chromiumPath: CHROMIUM,
    onError: (message) => errors.push(message),
  });
  console.log(`\n${host}, ${new Date().toISOString()}\n`);
  console.log(`| page | scripts | wire KB | gzip KB | <= ${TARGET_KB} KB |`);
  console.log(`|---|---:|---:|---:|---|`);
  for (const w of weights)
    console.log(
      `| ${w.page} | ${w.scripts} | ${w.wireKb.toFixed(1)} | ${w.gzipKb.toFixed(1)} | ${w.gzipKb <= TARGET_KB ? "met" : "not met"} |`,
    );
  if (FILES > 0)
    for (const w of weights) {
      console.log(`\n${w.page}`);
      for (const f of w.files.slice(0, FILES)) console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(6)} KB  ${f.url}`);
    }
  if (process.env.BENCH_JS_OUT)
    writeFileSync(process.env.BENCH_JS_OUT, JSON.stringify({ host, at: new Date().toISOString(), weights }, null, 2));
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
}
if (errors.length) {
  console.error(errors.join("\n"));
  process.exit(1);
}
