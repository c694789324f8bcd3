/**
 * Compliance pack benchmark: in process, against a fresh migrated database, one
 * customer with BENCH_HOSES hoses (default 5,000) in 50 sites of 4 zones, each hose with
 * BENCH_INSPECTIONS inspections (default 5), each with a 12-answer checklist, a competence and a
 * signature, generated set-based (INSERT ... SELECT
 * generate_series, as prisma/seed-large.ts does), and the client's logo set. The pack is asked for
 * through the real route (POST /api/v1/compliance-packs), then the job runs here
 * (buildCompliancePack, what the pg-boss worker calls), writing the PDF to a local storage folder.
 * Reported: wall time of the job, pages and size of the PDF, the process's peak RSS and peak heap
 * (+ array buffers) while it runs, and the heap left after a full GC at each progress step (what
 * the job holds: flat when rendering streams).
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:compliance
 *   (BENCH_HOSES=20000 to see that memory does not grow with the hoses; BENCH_KEEP_PDF=<file>
 *   keeps a copy of the PDF to look at)
 *
 * Target: 5,000 hoses in under 30 s with flat memory. Times are wall-clock on whatever else the
 * machine is doing: note its load with the figures.
 */
import { spawnSync } from "node:child_process";
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import v8 from "node:v8";
import vm from "node:vm";
import sharp from "sharp";
import { createTestDatabase } from "../tests/setup/test-database";

const HOSES = Number(process.env.BENCH_HOSES ?? 5000);
const INSPECTIONS = Number(process.env.BENCH_INSPECTIONS ?? 5);
const database = await createTestDatabase();
const scratch = await mkdtemp(path.join(os.tmpdir(), "bench-compliance-"));
process.env.DATABASE_URL = database.url;
process.env.EMBEDDED_DB = database.embedded ? "1" : "0";
process.env.STORAGE_DIR = path.join(scratch, "storage");

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

const { POST: createPackRoute } = await import("../app/api/v1/compliance-packs/route");
const { buildCompliancePack } = await import("../lib/compliance/build-compliance-pack");
const { db } = await import("../lib/db/client");
const { recomputeSchedules } = await import("../lib/hoses/schedule");
const { Prisma } = await import("../lib/generated/prisma/client");
const { storage } = await import("../lib/storage");
const { stopJobs } = await import("../lib/jobs/boss");
const { signAccessToken } = await import("../lib/auth/tokens");
const factories = await import("../tests/fixtures/factories");

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

try {
  const host = "bench-compliance.localhost";
  const client = await factories.createClient({ hostnames: [host], name: "Bench Hydraulics", theme: 2 });
  const clientId = client.id;
  const logo = await sharp({ create: { width: 600, height: 200, channels: 4, background: "#c2410c" } })
    .png()
    .toBuffer();
  await (await storage()).put(`${clientId}/logo-bench`, logo, "image/png");
  await db().client.update({ where: { id: clientId }, data: { logoKey: `${clientId}/logo-bench` } });
  const dist = await factories.createOrganisation(clientId, { isDistributor: true, name: "Bench Distributor" });
  const customer = await factories.createOrganisation(clientId, {
    distributorId: dist.id,
    name: "Bench Quarries Ltd",
  });
  const admin = await factories.createUser(clientId, {
    firstName: "Bench",
    lastName: "Admin",
    memberships: [{ organisationId: dist.id, role: 2 }],
  });

  let started = performance.now();
  const cid = Prisma.sql`${clientId}::uuid`;
  const oid = Prisma.sql`${customer.id}::uuid`;
  await db().$transaction(
    async (tx) => {
      // 50 sites, 4 zones each: paths and trails as lib/sites keeps them.
      await tx.$executeRaw`INSERT INTO "OrganisationZone" (id, "clientId", "organisationId", name, path, "trailName", "updatedAt")
        SELECT g.id, ${cid}, ${oid}, 'Site ' || lpad(g.i::text, 2, '0'), g.id::text, 'Site ' || lpad(g.i::text, 2, '0'), now()
        FROM (SELECT gen_random_uuid() AS id, i FROM generate_series(1, 50) i) g`;
      await tx.$executeRaw`INSERT INTO "OrganisationZone" (id, "clientId", "organisationId", "parentId", name, path, "trailName", "updatedAt")
        SELECT g.id, ${cid}, ${oid}, s.id, 'Zone ' || g.k, s.path || '/' || g.id, s."trailName" || ' > Zone ' || g.k, now()
        FROM "OrganisationZone" s, LATERAL (SELECT gen_random_uuid() AS id, k FROM generate_series(1, 4) k) g
        WHERE s."organisationId" = ${oid} AND s."parentId" IS NULL`;
      await tx.$executeRaw`INSERT INTO "HoseConfiguration" (id, "clientId", "organisationId", name, type, "boreSize", length, "updatedAt")
        SELECT gen_random_uuid(), ${cid}, ${dist.id}::uuid, '2SN ' || i || '/8" JIC F x BSP M 90 ' || (500 + i * 50) || 'mm',
          '2SN', i || '/8"', 500 + i * 50, now()
        FROM generate_series(1, 20) i`;
      await tx.$executeRaw`INSERT INTO "Hose" (id, "clientId", "tagId", name, "customerOrganisationId", "distributorOrganisationId",
          "organisationZoneId", "hoseConfigurationId", "installationDate", "updatedAt")
        SELECT gen_random_uuid(), ${cid}, 'BC' || lpad(h::text, 7, '0'), 'Press line hose ' || lpad(h::text, 5, '0'), ${oid},
          ${dist.id}::uuid,
          -- one in 40 uninstalled
          CASE WHEN h % 40 = 0 THEN NULL ELSE (SELECT id FROM "OrganisationZone" WHERE "organisationId" = ${oid} AND "parentId" IS NOT NULL
            ORDER BY id OFFSET (h % 200) LIMIT 1) END,
          (SELECT id FROM "HoseConfiguration" WHERE "organisationId" = ${dist.id}::uuid ORDER BY id OFFSET (h % 20) LIMIT 1),
          (current_date - (200 + h % 1500))::date, now()
        FROM generate_series(1, ${HOSES}) h`;
      // Inspections every ~6 months since installation, newest last; one in 5 with a note.
      await tx.$executeRaw`INSERT INTO "HoseMeta" (id, "clientId", "hoseId", kind, "inspectionResult", "inspectionName", "inspectionDate",
          "nextInspectionDate", notes, "createdAt")
        SELECT gen_random_uuid(), ${cid}, h.id, 'INSPECTION', (abs(hashtext(h.id::text || k)) % 10 / 7)::int,
          'Inspector ' || (abs(hashtext(h.id::text)) % 30), d, (d + interval '6 months')::date,
          CASE WHEN k % 5 = 0 THEN 'Outer cover worn near the fitting on the press side; re-routed away from the guard and clamped. Check again at the next visit.' END,
          d::timestamptz
        FROM "Hose" h, LATERAL (SELECT k, (h."installationDate" + k * 180)::date AS d FROM generate_series(1, ${INSPECTIONS}) k) i
        WHERE h."customerOrganisationId" = ${oid} AND h."organisationZoneId" IS NOT NULL AND d <= current_date`;
      await tx.$executeRaw`UPDATE "Hose" h SET "lastInspectionDate" = m."inspectionDate", "lastInspectionResult" = m."inspectionResult",
          "lastInspectionName" = m."inspectionName"
        FROM (SELECT DISTINCT ON ("hoseId") "hoseId", "inspectionDate", "inspectionResult", "inspectionName"
              FROM "HoseMeta" WHERE "clientId" = ${cid} ORDER BY "hoseId", "inspectionDate" DESC) m
        WHERE m."hoseId" = h.id`;
      // Every inspection answers a 12-criterion checklist and keeps a competence and a signature,
      // as a customer that requires all three would have them.
      await tx.$executeRaw`INSERT INTO "ChecklistTemplate" (id, "clientId", "familyId", version, name, criteria)
        SELECT t, ${cid}, t, 1, 'Visual inspection (bench)',
          (SELECT jsonb_agg(jsonb_build_object('id', 'c' || k, 'text', 'Criterion ' || k || ': cover, reinforcement and fittings free of the damage it names', 'critical', k <= 4))
           FROM generate_series(1, 12) k)
        FROM (SELECT gen_random_uuid() AS t) x`;
      await tx.$executeRaw`UPDATE "HoseMeta" m SET "checklistId" = t.id, "inspectionType" = 'periodic',
          "checklistResults" = (SELECT jsonb_agg(jsonb_build_object('criterionId', c->>'id', 'text', c->>'text',
            'critical', (c->>'critical')::boolean, 'result', CASE WHEN m."inspectionResult" = 2 AND c->>'id' = 'c1' THEN 'fail' ELSE 'pass' END,
            'note', NULL)) FROM jsonb_array_elements(t.criteria) c)
        FROM "ChecklistTemplate" t WHERE t."clientId" = ${cid} AND m."clientId" = ${cid}`;
      await tx.$executeRaw`INSERT INTO "InspectionAttestation" ("hoseMetaId", "clientId", competence, "signatureMethod", "signedAt", "signerName")
        SELECT m.id, ${cid}, 'Hose inspector (issued by Bench Academy, valid until 2030-12-31)', 'password',
          m."inspectionDate"::timestamptz + interval '10 hours', m."inspectionName"
        FROM "HoseMeta" m WHERE m."clientId" = ${cid} AND m.kind = 'INSPECTION'`;
      await recomputeSchedules(tx, clientId, Prisma.sql`h."customerOrganisationId" = ${oid}`);
    },
    { timeout: 300_000 },
  );
  const inspections = await db().hoseMeta.count({ where: { clientId } });
  console.log(
    `seeded ${HOSES.toLocaleString("en-GB")} hoses, ${inspections.toLocaleString("en-GB")} inspections in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const token = await signAccessToken({ userId: admin.id, clientId, sessionVersion: admin.sessionVersion });
  const res = await createPackRoute(
    new Request(`http://${host}/api/v1/compliance-packs`, {
      method: "POST",
      headers: {
        host,
        authorization: `Bearer ${token}`,
        "x-organisation-id": dist.id,
        "content-type": "application/json",
      },
      // Every inspection ever recorded: the whole history is in the pack.
      body: JSON.stringify({ organisationId: customer.id, from: "2000-01-01" }),
    }),
    { params: Promise.resolve({}) },
  );
  const pack = (await res.json()) as { id: string; hosesTotal: number };
  if (res.status !== 201) throw new Error(`POST /compliance-packs answered ${res.status}: ${JSON.stringify(pack)}`);

  gc();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed + base.arrayBuffers;
  const retained: number[] = [];
  const sample = () => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed + m.arrayBuffers);
  };
  const timer = setInterval(sample, 5);
  started = performance.now();
  await buildCompliancePack(pack.id, {
    onProgress: () => {
      sample();
      gc();
      const m = process.memoryUsage();
      retained.push(m.heapUsed + m.arrayBuffers - base.heapUsed - base.arrayBuffers);
    },
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  sample();

  const row = await db().compliancePack.findUniqueOrThrow({ where: { id: pack.id } });
  if (row.status !== "DONE") throw new Error(`the pack ended ${row.status}`);
  const file = path.join(process.env.STORAGE_DIR, row.storageKey!);
  if (process.env.BENCH_KEEP_PDF) await copyFile(file, process.env.BENCH_KEEP_PDF);
  const info = spawnSync("pdfinfo", [file]).stdout?.toString() ?? "";
  const pages = /Pages:\s+(\d+)/.exec(info)?.[1] ?? "?";
  const third = Math.max(1, Math.floor(retained.length / 3));
  const early = Math.max(...retained.slice(0, third));
  const late = Math.max(...retained.slice(-third));
  console.log(
    [
      `compliance pack of ${row.hosesTotal.toLocaleString("en-GB")} hoses (${inspections.toLocaleString("en-GB")} inspections):`,
      `${seconds.toFixed(1)} s, ${pages} pages, ${(row.size! / 1024 / 1024).toFixed(1)} MB;`,
      `peak RSS ${mb(peakRss)} (${mb(base.rss)} before, +${mb(peakRss - base.rss)}),`,
      `peak heap + buffers ${mb(peakHeap)} (+${mb(peakHeap - base.heapUsed - base.arrayBuffers)}),`,
      `held after GC: first third ${mb(early)}, last third ${mb(late)} (${retained.length} steps)`,
    ].join(" "),
  );
  if (seconds > 30) process.exitCode = 1;
} finally {
  await stopJobs();
  await db().$disconnect();
  await database.drop();
  await rm(scratch, { recursive: true, force: true });
  // The bulk pool's idle connections would keep the process alive.
  process.exit();
}
