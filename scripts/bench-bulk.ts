/**
 * Bulk data benchmarks, in process against a fresh migrated database, through the
 * real route handlers:
 *  1. POST /hose-configurations/import/{id} with the 5,000-row file (target: under 2 s);
 *  2. POST /tag-upload with 100,000 tags in one file (target: under 5 s);
 *  3. the CSV download of GET /hoses/export over 100,000 hoses: first byte (target: under
 *     100 ms), rows/s, and the process's RSS and heap growth while it streams (target: under
 *     50 MB).
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test NODE_OPTIONS=--expose-gc \
 *     npx tsx --conditions=react-server scripts/bench-bulk.ts
 *
 * Times are wall-clock on whatever else the machine is doing: note its load with the figures.
 */
import { performance } from "node:perf_hooks";
import { createTestDatabase } from "../tests/setup/test-database";

const database = await createTestDatabase();
process.env.DATABASE_URL = database.url;
process.env.EMBEDDED_DB = database.embedded ? "1" : "0";
process.env.TENANT_CACHE_SECONDS = "30";

const { POST: importRoute } = await import("../app/api/v1/hose-configurations/import/[id]/route");
const { POST: tagUploadRoute } = await import("../app/api/v1/tag-upload/route");
const { GET: hoseExportRoute } = await import("../app/api/v1/hoses/export/route");
const { GET: downloadRoute } = await import("../app/api/v1/exports/[token]/route");
const { db } = await import("../lib/db/client");
const { signAccessToken } = await import("../lib/auth/tokens");
const { parseImportFile } = await import("../lib/hose-configurations/import/template");
const { IMPORT_CATALOGUE, largeImportCsv } = await import("../tests/fixtures/csv/generate");
const factories = await import("../tests/fixtures/factories");

/** Hoses in the export (BENCH_EXPORT_ROWS): run two sizes to see that memory does not grow with the rows. */
const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (t: number) => `${t.toFixed(0)} ms`;
const out: string[] = [];
const report = (line: string) => {
  out.push(line);
  console.log(line);
};

try {
  const client = await factories.createClient({ hostnames: ["bench.localhost"] });
  const host = "bench.localhost";
  const clientId = client.id;
  await db().hoseType.createMany({ data: IMPORT_CATALOGUE.hoseTypes.map((name) => ({ clientId, name })) });
  await db().boreSize.createMany({ data: IMPORT_CATALOGUE.boreSizes.map((name) => ({ clientId, name })) });
  await db().connection.createMany({ data: IMPORT_CATALOGUE.connections.map((name) => ({ clientId, name })) });
  await db().connectionType.createMany({ data: IMPORT_CATALOGUE.connectionTypes.map((name) => ({ clientId, name })) });
  await db().manufacturer.createMany({ data: IMPORT_CATALOGUE.manufacturers.map((name) => ({ clientId, name })) });
  const dist = await factories.createOrganisation(clientId, { isDistributor: true });
  const customer = await factories.createOrganisation(clientId, { distributorId: dist.id });
  const distAdmin = await factories.createUser(clientId, { memberships: [{ organisationId: dist.id, role: 2 }] });
  const system = await factories.createUser(clientId, { systemAdmin: true });
  const bearer = async (u: { id: string; sessionVersion: number }, org: string) => ({
    host,
    authorization: `Bearer ${await signAccessToken({ userId: u.id, clientId, sessionVersion: u.sessionVersion })}`,
    "x-organisation-id": org,
  });

  // 1. Import of the 5,000-row file.
  const rows = parseImportFile(largeImportCsv(5000)).rows.map((r) => r.raw);
  const body = JSON.stringify({ configurations: rows });
  let started = performance.now();
  let res = await importRoute(
    new Request(`http://${host}/api/v1/hose-configurations/import/${dist.id}`, {
      method: "POST",
      headers: { ...(await bearer(distAdmin, dist.id)), "content-type": "application/json" },
      body,
    }),
    { params: Promise.resolve({ id: dist.id }) },
  );
  const importMs = performance.now() - started;
  report(
    `import 5,000 configurations: ${ms(importMs)} (HTTP ${res.status}, ${mb(body.length)} of JSON, ${await res.text()})`,
  );

  // 2. Upload of 100,000 tags.
  const codes = Array.from({ length: 100_000 }, (_, i) => `BENCH${String(i).padStart(6, "0")}`);
  const form = new FormData();
  form.set("file", new File([codes.join("\r\n")], "tags.csv", { type: "text/csv" }));
  form.set("batchName", "Bench");
  form.set("maxChecks", "5");
  started = performance.now();
  res = await tagUploadRoute(
    new Request(`http://${host}/api/v1/tag-upload`, {
      method: "POST",
      headers: await bearer(system, "admin"),
      body: form,
    }),
    {
      params: Promise.resolve({}),
    },
  );
  report(`upload 100,000 tags: ${ms(performance.now() - started)} (HTTP ${res.status}, ${await res.text()})`);

  // 3. Export of 100,000 hoses (BENCH_EXPORT_ROWS).
  await db().$executeRaw`
    INSERT INTO "Hose" (id, "clientId", "customerOrganisationId", "distributorOrganisationId", name, "tagId", status, "updatedAt", "installationDate", "nextInspectionDate")
    SELECT gen_random_uuid(), ${clientId}::uuid, ${customer.id}::uuid, ${dist.id}::uuid, 'Hose ' || n, 'HX' || n, 0, now(), current_date - 100, current_date + (n % 400)
    FROM generate_series(1, ${EXPORT_ROWS}::int) AS n`;
  await db().$executeRaw`ANALYZE "Hose"`;
  const link = await hoseExportRoute(
    new Request(`http://${host}/api/v1/hoses/export`, { headers: await bearer(distAdmin, dist.id) }),
    {
      params: Promise.resolve({}),
    },
  );
  const { url } = (await link.json()) as { url: string };
  global.gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  started = performance.now();
  const download = await downloadRoute(new Request(`http://${host}${url}`, { headers: { host } }), {
    params: Promise.resolve({ token: url.replace("/api/v1/exports/", "") }),
  });
  const reader = download.body!.getReader();
  let first: number | null = null;
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    first ??= performance.now() - started;
    bytes += value.length;
    for (const b of value) if (b === 10) lines++;
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }
  const total = performance.now() - started;
  const rowsOut = lines - 1;
  global.gc?.();
  const retained = process.memoryUsage().heapUsed - base.heapUsed;
  report(
    `export ${EXPORT_ROWS.toLocaleString("en-GB")} hoses: first byte ${ms(first ?? total)}, all ${rowsOut.toLocaleString("en-GB")} rows in ${ms(total)} ` +
      `(${Math.round(rowsOut / (total / 1000)).toLocaleString("en-GB")} rows/s, ${mb(bytes)}); ` +
      `peak RSS growth ${mb(peakRss - base.rss)}, peak heap growth ${mb(peakHeap - base.heapUsed)}` +
      `${global.gc ? `, heap retained after GC ${mb(retained)}` : " (run with NODE_OPTIONS=--expose-gc for the retained heap)"} (HTTP ${download.status})`,
  );
} finally {
  await db().$disconnect();
  await database.drop();
}
