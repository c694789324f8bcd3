/**
 * Hose list latency on the demo seed, in process: the real GET /api/v1/hoses route handler (and
 * the hose page and inspection list calls) against a fresh migrated and seeded database, N
 * sequential calls per case with a bearer token, printing p50/p95.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
 *     npx tsx --conditions=react-server scripts/bench-hoses.ts [calls=100]
 *
 * (Without TEST_DATABASE_URL an embedded PGlite is used, which is slower per query.)
 * The large-tenant data set and the full benchmark belong to the performance work; this one
 * measures the demo seed as a user first meets it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createTestDatabase } from "../tests/setup/test-database";

const CALLS = Number(process.argv[2] ?? 100);

const database = await createTestDatabase();
process.env.DATABASE_URL = database.url;
process.env.EMBEDDED_DB = database.embedded ? "1" : "0";
process.env.TENANT_CACHE_SECONDS = "30";
const storageDir = mkdtempSync(path.join(tmpdir(), "bench-hoses-"));

const { GET: listHoses } = await import("../app/api/v1/hoses/route");
const { GET: getHose } = await import("../app/api/v1/hoses/[id]/route");
const { GET: listInspections } = await import("../app/api/v1/inspections/route");
const { db } = await import("../lib/db/client");
const { seedDemo } = await import("../prisma/seed");
const { createLocalStorage } = await import("../lib/storage");
const { signAccessToken } = await import("../lib/auth/tokens");

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

function stats(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return `${label.padEnd(52)} n=${samples.length}  p50=${at(0.5).toFixed(1)} ms  p95=${at(0.95).toFixed(1)} ms`;
}

try {
  await seedDemo(db(), { storage: createLocalStorage(storageDir) });
  const user = async (email: string) =>
    db().user.findFirstOrThrow({ where: { email }, include: { memberships: true } });
  const callers = {
    customer: await user("customer@demo.test"),
    distributor: await user("distributor@demo.test"),
    clientAdmin: await user("admin@demo.test"),
  };
  const headers = async (u: (typeof callers)[keyof typeof callers], org: string) => ({
    host: "demo.localhost",
    authorization: `Bearer ${await signAccessToken({ userId: u.id, clientId: u.clientId, sessionVersion: u.sessionVersion })}`,
    "x-organisation-id": org,
  });
  const run = async (
    label: string,
    handler: Handler,
    url: string,
    h: Record<string, string>,
    params: Record<string, string> = {},
  ) => {
    const samples: number[] = [];
    for (let i = 0; i < CALLS + 5; i++) {
      const started = performance.now();
      const response = await handler(new Request(`http://demo.localhost${url}`, { headers: h }), {
        params: Promise.resolve(params),
      });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`${label}: ${response.status} ${body}`);
      if (i >= 5) samples.push(performance.now() - started); // 5 warm-up calls
    }
    return stats(label, samples);
  };
  const filters = (f: object) => `filters=${encodeURIComponent(JSON.stringify(f))}`;
  const customerH = await headers(callers.customer, callers.customer.memberships[0]!.organisationId);
  const distributorH = await headers(callers.distributor, callers.distributor.memberships[0]!.organisationId);
  const adminH = await headers(callers.clientAdmin, "admin");
  const hose = await db().hose.findFirstOrThrow({ where: { name: "QU-0001" } });
  const lines = [
    await run("GET /hoses (customer, page 1 of 15)", listHoses as Handler, "/api/v1/hoses", customerH),
    await run("GET /hoses (distributor, page 1)", listHoses as Handler, "/api/v1/hoses", distributorH),
    await run("GET /hoses (client admin, page 1)", listHoses as Handler, "/api/v1/hoses", adminH),
    await run(
      "GET /hoses (customer, to replace)",
      listHoses as Handler,
      `/api/v1/hoses?${filters({ status: ["2"] })}`,
      customerH,
    ),
    await run(
      "GET /hoses (customer, due inspection)",
      listHoses as Handler,
      `/api/v1/hoses?${filters({ inspectionRequired: "2" })}`,
      customerH,
    ),
    await run(
      "GET /hoses (distributor, search 'crusher')",
      listHoses as Handler,
      `/api/v1/hoses?${filters({ search: "crusher" })}`,
      distributorH,
    ),
    await run("GET /hoses/{id} (customer, with timeline)", getHose as Handler, `/api/v1/hoses/${hose.id}`, customerH, {
      id: hose.id,
    }),
    await run(
      "GET /inspections (distributor, page 1)",
      listInspections as Handler,
      "/api/v1/inspections",
      distributorH,
    ),
  ];
  const hoses = await db().hose.count();
  console.log(
    `database: ${database.embedded ? "embedded PGlite" : "Postgres server"}; node ${process.version}; demo seed: ${hoses} hoses in 2 clients`,
  );
  for (const line of lines) console.log(line);
} finally {
  await db().$disconnect();
  await database.drop();
  rmSync(storageDir, { recursive: true, force: true });
}
