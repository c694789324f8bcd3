/**
 * Hose import benchmark on the large data set, in process through the real route handler:
 * a fresh migrated database seeded with prisma/seed-large.ts (one client, BENCH_SCALE, default
 * 1: 500 organisations, 20,000 zones, 5,000 configurations, 200,000 hoses, 1,000,000
 * inspections), then, as manager@large1.test (Manager of distributor 1), files of 10,000 and
 * 50,000 hoses sent as they are (`POST /api/v1/hoses/import/{organisationId}`, text/csv) into
 * a new customer of distributor 1: every row with a tag, a name, a location trail (447
 * new zones, some under the customer's existing site), a configuration of the distributor's
 * library, dates, a last inspection and a note on one row in ten. Each size goes to a customer
 * of its own, imported, then imported again (every row unchanged).
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
 *     npx tsx --conditions=react-server scripts/bench-hose-import.ts [--write]
 *
 * Targets: 10,000 rows under 5 s, 50,000 under 30 s. `--write` puts the figures into
 * docs/BENCHMARKS.md and docs/BENCHMARKS-notes.md under "Hose import". Times are wall-clock on whatever else the machine is
 * doing: the load average is printed with them.
 */
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { createTestDatabase } from "../tests/setup/test-database";

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const SIZES = (process.env.BENCH_SIZES ?? "10000,50000").split(",").map(Number);
const TARGETS: Record<number, number> = { 10_000: 5, 50_000: 30 };

const database = await createTestDatabase();
process.env.DATABASE_URL = database.url;
process.env.EMBEDDED_DB = database.embedded ? "1" : "0";
process.env.TENANT_CACHE_SECONDS = "30";

const { seedLarge, LARGE_HOST, LARGE_EMAIL } = await import("../prisma/seed-large");
const { POST: importRoute } = await import("../app/api/v1/hoses/import/[organisationId]/route");
const { db } = await import("../lib/db/client");
const { signAccessToken } = await import("../lib/auth/tokens");
const { HOSE_TEMPLATE_HEADERS } = await import("../lib/hoses/import/template");
const { csvCell } = await import("../lib/csv/write-csv");
const { createOrganisation } = await import("../tests/fixtures/factories");

const out: string[] = [];
const report = (line: string) => {
  out.push(line);
  console.log(line);
};

/** A file of `n` hoses as a customer's spreadsheet would hold them. */
function fleetCsv(n: number, run: string, site: string, configurations: string[]): string {
  const lines = [HOSE_TEMPLATE_HEADERS.map(csvCell).join(",")];
  for (let i = 0; i < n; i++) {
    const area = `Area ${i % 20}`;
    const trail = i % 3 === 0 ? `${site} > ${area}` : `Bench site ${i % 7} > ${area} > Bay ${i % 3}`;
    const inspected = i % 2 === 0;
    lines.push(
      [
        `B${run}-${i}`,
        `Hose ${i}`,
        trail,
        configurations[i % configurations.length],
        "Parker",
        "2023-01-15",
        "2023-02-01",
        "2023-03-01",
        inspected ? "2025-06-01" : "",
        inspected ? ["Good", "Monitor", "Replace"][i % 3] : "",
        inspected ? "Bench Inspector" : "",
        i % 5 === 0 ? 6 : "",
        i % 5 === 0 ? 48 : "",
        i % 2,
        "",
        1,
        i % 10 === 0 ? `Note for hose ${i}, with "quotes"` : "",
      ]
        .map(csvCell)
        .join(","),
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

const loadAtStart = os.loadavg();

try {
  const seedStarted = performance.now();
  const seed = await seedLarge(database.url, { scale: SCALE, clients: 1 });
  report(
    `Seeded the large data set (scale ${SCALE}, one client) in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`,
  );
  const host = LARGE_HOST(1);
  const manager = await db().user.findFirstOrThrow({
    where: { email: LARGE_EMAIL("manager", 1) },
    include: { memberships: true },
  });
  const distributorId = manager.memberships[0]!.organisationId;
  const configurations = (
    await db().hoseConfiguration.findMany({
      where: { organisationId: distributorId, hidden: false },
      select: { name: true },
      take: 50,
    })
  ).map((c) => c.name);
  const headers = {
    host,
    "content-type": "text/csv",
    authorization: `Bearer ${await signAccessToken({ userId: manager.id, clientId: manager.clientId, sessionVersion: manager.sessionVersion })}`,
    "x-organisation-id": distributorId,
  };
  const rows: string[] = [];
  for (const size of SIZES) {
    const customer = await createOrganisation(manager.clientId, {
      name: `Bench import ${size}`,
      distributorId,
      distributorConfigurationsVisible: true,
    });
    const site = await db().organisationZone.create({
      data: { id: crypto.randomUUID(), clientId: manager.clientId, organisationId: customer.id, name: "Existing site" },
    });
    await db().organisationZone.update({ where: { id: site.id }, data: { path: site.id, trailName: site.name } });
    const file = new TextEncoder().encode(fleetCsv(size, String(size), "Existing site", configurations));
    const post = async () => {
      const started = performance.now();
      const res = await importRoute(
        new Request(`http://${host}/api/v1/hoses/import/${customer.id}`, { method: "POST", headers, body: file }),
        { params: Promise.resolve({ organisationId: customer.id }) },
      );
      const body = (await res.json()) as Record<string, unknown>;
      const seconds = (performance.now() - started) / 1000;
      if (res.status !== 200) throw new Error(`${size} rows: ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
      return { seconds, body };
    };
    const first = await post();
    const again = await post();
    const stored = await db().hose.count({ where: { customerOrganisationId: customer.id } });
    if (stored !== size) throw new Error(`${size} rows: ${stored} hoses stored`);
    const target = TARGETS[size];
    const met = target === undefined ? "" : first.seconds < target ? " (met)" : " (**not met**)";
    rows.push(
      `| ${size.toLocaleString("en-GB")} | ${(file.length / 1024 / 1024).toFixed(1)} | ${first.seconds.toFixed(2)}${met} | ${target ?? ""} | ${JSON.stringify(first.body)} | ${again.seconds.toFixed(2)} | ${JSON.stringify(again.body)} |`,
    );
    report(rows.at(-1)!);
  }
  const section = [
    "## Hose import",
    "",
    `Measured by scripts/bench-hose-import.ts on ${new Date().toISOString()} (load average at the start: ${loadAtStart
      .map((l) => l.toFixed(2))
      .join(" / ")}): in process through the real route handler, on a fresh database seeded with`,
    `prisma/seed-large.ts (scale ${SCALE}, one client: ${seed.sizes.hoses.toLocaleString("en-GB")} hoses, ${seed.sizes.zones.toLocaleString("en-GB")} zones, ${seed.sizes.inspections.toLocaleString("en-GB")} inspections),`,
    "as manager@large1.test, a file sent as it is (`Content-Type: text/csv`) into a new customer of distributor 1:",
    "every row tagged, located (447 new zones), built to a configuration of the distributor's library,",
    "half of them inspected, a note on one in ten. Then the same file again (every row unchanged).",
    "",
    "| rows | file MB | import s | target s | answer | re-import s | answer |",
    "|---:|---:|---:|---:|---|---:|---|",
    ...rows,
    "",
  ].join("\n");
  // Into the report and into its hand-written notes, which `npm run bench` copies into the report
  // it writes (a section only in the report would be lost at the next run).
  if (process.argv.includes("--write"))
    for (const file of ["docs/BENCHMARKS.md", "docs/BENCHMARKS-notes.md"]) {
      const doc = readFileSync(file, "utf8");
      const start = doc.indexOf("## Hose import");
      const next = start === -1 ? -1 : doc.indexOf("\n## ", start + 1);
      const updated =
        start === -1
          ? `${doc.trimEnd()}\n\n${section}`
          : `${doc.slice(0, start)}${section}${next === -1 ? "" : doc.slice(next + 1)}`;
      writeFileSync(file, updated);
      console.log(`${file}: Hose import written`);
    }
} finally {
  await db().$disconnect();
  await database.drop();
}
