import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import { afterAll, describe, expect, it } from "vitest";
import { invalidateCatalogue } from "@/lib/catalogue/get-catalogue";
import { db } from "@/lib/db/client";
import { forgetClientCache } from "@/lib/tenant/resolve-client";
import { createClient } from "@/tests/fixtures/factories";

/**
 * Two processes over one database, as two replicas (the full run through two
 * production servers is `npm run test:replicas`): a change made in this process empties the
 * other process's caches within a second, also after its listener connection was cut; and a
 * job scheduled by both runs once per tick.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const children: ChildProcess[] = [];

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
});

type Replica = { lines: unknown[]; ask(line: string): Promise<Record<string, unknown>>; proc: ChildProcess };

async function startFixture(file: string, env: Record<string, string> = {}): Promise<Replica> {
  const proc = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", path.join(ROOT, file)], {
    cwd: ROOT,
    env: { ...process.env, JOBS_CRON_SECONDS: "1", ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  children.push(proc);
  let stderr = "";
  proc.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const lines: unknown[] = [];
  const waiting: Array<{ resolve: (line: Record<string, unknown>) => void; reject: (error: Error) => void }> = [];
  proc.once("exit", () => {
    for (const w of waiting.splice(0)) w.reject(new Error(`${file} exited:\n${stderr}`));
  });
  readline.createInterface({ input: proc.stdout! }).on("line", (line) => {
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(line);
    } catch {
      return;
    }
    lines.push(parsed);
    if (!("ran" in parsed)) waiting.shift()?.resolve(parsed);
  });
  const next = () =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      waiting.push({ resolve, reject });
    });
  expect(await next()).toEqual({ ready: true });
  return {
    lines,
    proc,
    ask: (line) => {
      const answer = next();
      proc.stdin!.write(`${line}\n`);
      return answer;
    },
  };
}

/** Asks until `expected` comes back; returns how long that took. */
async function seenWithin(replica: Replica, line: string, expected: unknown, ms: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const answer = await replica.ask(line);
    try {
      expect(answer).toEqual(expected);
      return Date.now() - started;
    } catch (error) {
      if (Date.now() - started > ms) throw error;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

// Several processes over one database need a Postgres server; the embedded PGlite is one
// session that a single process serves (README, "Embedded database").
const server = !!process.env.TEST_DATABASE_URL;

describe.runIf(server)("caches across replicas", () => {
  it("a client's theme changed here is served by the other process within a second", async () => {
    const client = await createClient({ theme: 1 });
    const host = client.hostnames[0]!.hostname;
    const other = await startFixture("tests/fixtures/cache-replica.ts");
    expect(await other.ask(`client ${host}`)).toEqual({ theme: 1 }); // now cached there for 10 minutes

    await db().client.update({ where: { id: client.id }, data: { theme: 3 } });
    // Without the notice the other process keeps its cached theme for its whole TTL.
    expect(await other.ask(`client ${host}`)).toEqual({ theme: 1 });
    await forgetClientCache();
    expect(await seenWithin(other, `client ${host}`, { theme: 3 }, 1000)).toBeLessThan(1000);

    // The catalogue, per client.
    const catalogue = await other.ask(`catalogue ${client.id}`);
    expect(catalogue).toEqual({ manufacturers: [] });
    await db().manufacturer.create({ data: { clientId: client.id, name: "Parker" } });
    await invalidateCatalogue(client.id);
    await seenWithin(other, `catalogue ${client.id}`, { manufacturers: ["Parker"] }, 1000);

    // Its listener connection is cut (a database restart, a failover): it reconnects, and
    // forgets what it cached meanwhile.
    const database = new URL(process.env.DATABASE_URL!).pathname.slice(1);
    const cut = await db().$queryRaw<Array<{ n: bigint }>>`
      SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity
      WHERE datname = ${database} AND application_name = 'hose-portal-cache-listener'`;
    expect(Number(cut[0]!.n)).toBe(1);
    await db().client.update({ where: { id: client.id }, data: { theme: 2 } });
    await seenWithin(other, `client ${host}`, { theme: 2 }, 5000);
    await new Promise((r) => setTimeout(r, 300));
    await db().client.update({ where: { id: client.id }, data: { theme: 4 } });
    await forgetClientCache();
    await seenWithin(other, `client ${host}`, { theme: 4 }, 1000);
    other.proc.kill("SIGKILL");
  });
});

describe.runIf(server)("scheduled jobs across replicas", () => {
  it("a job both processes schedule runs once per tick", async () => {
    // Stay inside one minute (one cron tick) from scheduling to the last check.
    const second = new Date().getUTCSeconds();
    if (second > 38) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
    const env = { JOB_NAME: `replica-check-${Date.now()}` };
    const [a, b] = await Promise.all([
      startFixture("tests/fixtures/job-replica.ts", env),
      startFixture("tests/fixtures/job-replica.ts", env),
    ]);
    const runs = () => [...a.lines, ...b.lines].filter((l) => (l as { ran?: string }).ran === env.JOB_NAME);
    const deadline = Date.now() + 15_000;
    while (runs().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(runs().length).toBe(1);
    await new Promise((r) => setTimeout(r, 4000)); // both keep checking every second
    expect(runs()).toHaveLength(1);
    a.proc.kill("SIGKILL");
    b.proc.kill("SIGKILL");
  }, 90_000);
});
