import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

/**
 * SIGTERM with a request in flight: the request completes, new connections are
 * refused, the queue and the pools are closed, the process exits 0. The server is a real
 * process running the production server's shutdown code (tests/fixtures/slow-server.ts).
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
let child: ChildProcess | undefined;

afterEach(() => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
});

function startServer(
  env: Record<string, string>,
): Promise<{ port: number; output: () => string; exited: Promise<number | null> }> {
  const proc = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=react-server", path.join(ROOT, "tests/fixtures/slow-server.ts")],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] },
  );
  child = proc;
  let output = "";
  proc.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  proc.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => proc.once("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const port = /ready on port (\d+)/.exec(output)?.[1];
      if (port) {
        clearInterval(timer);
        resolve({ port: Number(port), output: () => output, exited });
      } else if (proc.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`server exited early:\n${output}`));
      }
    }, 50);
  });
}

function get(port: number, urlPath: string): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: urlPath, agent: false }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
      })
      .on("error", reject);
  });
}

function connect(port: number): Promise<"connected" | string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
};

// A second process on the same database: a Postgres server (the embedded PGlite serves one).
describe.runIf(!!process.env.TEST_DATABASE_URL)("graceful shutdown", () => {
  it("finishes the request in flight, refuses new connections, closes the pools and exits 0", async () => {
    const server = await startServer({ SLOW_SECONDS: "2", SHUTDOWN_GRACE_SECONDS: "20" });
    expect(await connect(server.port)).toBe("connected");

    const slow = get(server.port, "/slow");
    await new Promise((r) => setTimeout(r, 500)); // the request is in the database now
    const sentAt = Date.now();
    child!.kill("SIGTERM");
    await until(() => server.output().includes("no new connections"));

    expect(await connect(server.port)).toBe("ECONNREFUSED");
    const answer = await slow;
    expect(answer).toMatchObject({ status: 200, body: "slow done", connection: "close" });
    expect(await server.exited).toBe(0);
    // It waited for the request rather than exiting at once.
    expect(Date.now() - sentAt).toBeGreaterThan(1000);
    expect(server.output()).toMatch(/closed: .*jobs/);
    expect(server.output()).toMatch(/closed: .*\bdb\b/);
  });

  it("cuts a request that outlasts the grace period and still exits 0", async () => {
    const server = await startServer({ SLOW_SECONDS: "10", SHUTDOWN_GRACE_SECONDS: "1" });
    const slow = get(server.port, "/slow").catch((error: Error) => error);
    await new Promise((r) => setTimeout(r, 300));
    const sentAt = Date.now();
    child!.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(Date.now() - sentAt).toBeLessThan(8000);
    expect(await slow).toBeInstanceOf(Error);
    expect(server.output()).toContain("grace period over");
  });
});
