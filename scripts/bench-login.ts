/**
 * Login latency, in process: the real POST /api/v1/login route handler against a fresh migrated
 * database, N sequential calls for one seeded user, printing p50/p95. For comparison it also
 * times the argon2id verification alone and the same route with a wrong password.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
 *     npx tsx --conditions=react-server scripts/bench-login.ts [calls=50]
 *
 * (Without TEST_DATABASE_URL an embedded PGlite is used, which is slower per query.) The rate
 * limits would refuse the 11th login of one account, so their counters are cleared between
 * calls, outside the timed part.
 */
import { performance } from "node:perf_hooks";
import { createTestDatabase } from "../tests/setup/test-database";

const CALLS = Number(process.argv[2] ?? 50);
const PASSWORD = "Bench-password-1";

const database = await createTestDatabase();
process.env.DATABASE_URL = database.url;
process.env.EMBEDDED_DB = database.embedded ? "1" : "0";
process.env.TENANT_CACHE_SECONDS = "30";

// Imported after the environment is set: lib/env reads it on first use.
const { POST: login } = await import("../app/api/v1/login/route");
const { GET: currentClient } = await import("../app/api/v1/clients/current/route");
const { db } = await import("../lib/db/client");
const { hashPassword, verifyPassword } = await import("../lib/auth/password");
const { verifyLogin } = await import("../lib/auth/login");
const { issueTokenPair } = await import("../lib/auth/tokens");
const { consumeRateLimit } = await import("../lib/auth/rate-limit");
const { loadSessionUser } = await import("../lib/auth/load-user");

function stats(label: string, samples: number[]): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  console.log(
    `${label.padEnd(34)} n=${samples.length}  p50=${at(0.5).toFixed(1)} ms  p95=${at(0.95).toFixed(1)} ms  mean=${mean.toFixed(1)} ms  min=${sorted[0]!.toFixed(1)} ms`,
  );
}

async function time(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

try {
  const client = await db().client.create({
    data: {
      name: "Bench",
      primaryUrl: "http://bench.localhost:3000",
      hostnames: { create: [{ hostname: "bench.localhost" }] },
    },
  });
  const org = await db().organisation.create({
    data: {
      clientId: client.id,
      name: "Bench Org",
      accountCode: "BENCH1",
      contactName: "B",
      contactEmail: "b@bench.test",
      addressLine1: "1",
      town: "T",
      postCode: "P",
    },
  });
  const passwordHash = await hashPassword(PASSWORD);
  const user = await db().user.create({
    data: {
      clientId: client.id,
      email: "bench@bench.test",
      firstName: "Bench",
      lastName: "User",
      passwordHash,
      memberships: { create: [{ clientId: client.id, organisationId: org.id, role: 2 }] },
    },
  });

  const request = (password: string) =>
    new Request("http://bench.localhost/api/v1/login", {
      method: "POST",
      headers: { host: "bench.localhost", "content-type": "application/json", "x-forwarded-for": "198.51.100.7" },
      body: JSON.stringify({ email: user.email, password }),
    });
  const context = { params: Promise.resolve({}) };

  const run = async (password: string, expected: number): Promise<number[]> => {
    const samples: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      await db().rateLimitBucket.deleteMany({});
      let status = 0;
      samples.push(await time(async () => (status = (await login(request(password), context)).status)));
      if (status !== expected) throw new Error(`login answered ${status}, expected ${expected}`);
    }
    return samples;
  };

  // Warm-up: JIT, connection pool, tenant cache, the dummy hash of unknown emails.
  for (let i = 0; i < 20; i++) {
    await db().rateLimitBucket.deleteMany({});
    await login(request(PASSWORD), context);
  }

  const ok = await run(PASSWORD, 200);
  const wrong = await run("Wrong-password-1", 401);
  // The two services the route calls, timed apart.
  const verifying: number[] = [];
  const issuing: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    await db().rateLimitBucket.deleteMany({});
    verifying.push(await time(() => verifyLogin(client, { email: user.email, password: PASSWORD }, "198.51.100.8")));
    issuing.push(await time(() => issueTokenPair({ userId: user.id, clientId: client.id, sessionVersion: 0 })));
  }
  const limiting: number[] = [];
  const loading: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    limiting.push(await time(() => consumeRateLimit(`bench:${i % 2}`, { limit: 1e9, windowSeconds: 600 })));
    loading.push(await time(() => loadSessionUser(client.id, user.id)));
  }
  // The wrapper alone (tenant from the in-memory cache, no session, no query of its own).
  const wrapper: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const get = new Request("http://bench.localhost/api/v1/clients/current", { headers: { host: "bench.localhost" } });
    wrapper.push(await time(async () => (await currentClient(get, context)).text()));
  }
  const argon: number[] = [];
  for (let i = 0; i < CALLS; i++) argon.push(await time(() => verifyPassword(passwordHash, PASSWORD)));
  const hashing: number[] = [];
  for (let i = 0; i < 10; i++) hashing.push(await time(() => hashPassword(PASSWORD)));

  console.log(`database: ${database.embedded ? "embedded PGlite" : "Postgres server"}; node ${process.version}`);
  stats("POST /login (200, token pair)", ok);
  stats("POST /login (401, wrong password)", wrong);
  stats("  verifyLogin (limits, user, argon2)", verifying);
  stats("  issueTokenPair (insert, JWT)", issuing);
  stats("  one rate-limit upsert (2 per login)", limiting);
  stats("  loadSessionUser (user + memberships)", loading);
  stats("route() wrapper (GET /clients/current)", wrapper);
  stats("argon2id verify alone", argon);
  stats("argon2id hash (password change)", hashing);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(`argon2id share of the median login: ${((median(argon) / median(ok)) * 100).toFixed(0)}%`);
} finally {
  await db().$disconnect();
  await database.drop();
}
