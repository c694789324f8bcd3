/**
 * Service-life analytics benchmark: in process, against a fresh migrated database, one client
 * with BENCH_HOSES hoses (default 200,000) across 50 customers of 5 distributors, 20
 * configurations and 100 sites, a quarter of them retired (with a reason: failures and planned
 * replacements), generated set-based (INSERT ... SELECT generate_series). Then
 * GET /analytics/service-life is timed for a client admin, for each groupBy, through the real
 * route (the first call warms the connection and is not counted).
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:service-life
 *
 * Target: under 1 s per call over 200,000 hoses. Times are wall-clock on whatever else the
 * machine is doing: note its load with the figures.
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { createTestDatabase } from "../tests/setup/test-database";

const HOSES = Number(process.env.BENCH_HOSES ?? 200_000);
const database = await createTestDatabase();
process.env.DATABASE_URL = database.url;
process.env.EMBEDDED_DB = database.embedded ? "1" : "0";

const { GET: analyticsRoute } = await import("../app/api/v1/analytics/service-life/route");
const { db } = await import("../lib/db/client");
const { signAccessToken } = await import("../lib/auth/tokens");
const factories = await import("../tests/fixtures/factories");
const { call } = await import("../tests/fixtures/http");

try {
  const host = "bench-life.localhost";
  const client = await factories.createClient({ hostnames: [host], name: "Bench Hydraulics" });
  const cid = client.id;
  const admin = await factories.createUser(cid, { clientAdmin: true });
  const started = performance.now();
  await db().$transaction(
    async (tx) => {
      await tx.$executeRaw`INSERT INTO "Organisation" (id, "clientId", name, "accountCode", "isDistributor", "contactName", "contactEmail", "addressLine1", town, "postCode", "updatedAt")
        SELECT gen_random_uuid(), ${cid}::uuid, 'Distributor ' || i, 'D' || lpad(i::text, 5, '0'), true, 'Pat', 'd' || i || '@bench.test', '1 Street', 'Town', 'AB1 2CD', now()
        FROM generate_series(1, 5) i`;
      await tx.$executeRaw`INSERT INTO "Organisation" (id, "clientId", name, "accountCode", "distributorId", "contactName", "contactEmail", "addressLine1", town, "postCode", "updatedAt")
        SELECT gen_random_uuid(), ${cid}::uuid, 'Customer ' || i, 'C' || lpad(i::text, 5, '0'),
          (SELECT id FROM "Organisation" WHERE "clientId" = ${cid}::uuid AND "isDistributor" ORDER BY id OFFSET (i % 5) LIMIT 1),
          'Pat', 'c' || i || '@bench.test', '1 Street', 'Town', 'AB1 2CD', now()
        FROM generate_series(1, 50) i`;
      await tx.$executeRaw`INSERT INTO "OrganisationZone" (id, "clientId", "organisationId", name, path, "trailName", "updatedAt")
        SELECT g.id, ${cid}::uuid, o.id, 'Site ' || g.k, g.id::text, 'Site ' || g.k, now()
        FROM "Organisation" o, LATERAL (SELECT gen_random_uuid() AS id, k FROM generate_series(1, 2) k) g
        WHERE o."clientId" = ${cid}::uuid AND NOT o."isDistributor"`;
      await tx.$executeRaw`INSERT INTO "HoseConfiguration" (id, "clientId", "organisationId", name, type, "boreSize", length, manufacturer, "updatedAt")
        SELECT gen_random_uuid(), ${cid}::uuid, (SELECT id FROM "Organisation" WHERE "clientId" = ${cid}::uuid AND "isDistributor" ORDER BY id LIMIT 1),
          'Config ' || i, (ARRAY['1SN','2SN','4SP','R12'])[1 + i % 4], i || '/8"', 500 + i * 50, (ARRAY['Parker','Gates','Manuli'])[1 + i % 3], now()
        FROM generate_series(1, 20) i`;
      // Ages up to ~8 years; every 4th hose retired, 60% of those for a failure.
      await tx.$executeRaw`INSERT INTO "Hose" (id, "clientId", name, "customerOrganisationId", "organisationZoneId", "hoseConfigurationId",
          "installationDate", "replacementDate", "deletedAt", "retirementReason", "updatedAt")
        SELECT gen_random_uuid(), ${cid}::uuid, 'Hose ' || h, z."organisationId", z.id, c.id,
          (current_date - (30 + (h * 7919) % 2900))::date,
          (current_date - (30 + (h * 7919) % 2900) + 1826)::date,
          CASE WHEN h % 4 = 0 THEN now() - make_interval(days => (h * 31) % 700) END,
          CASE WHEN h % 4 = 0 THEN (ARRAY['abrasion','crimp_leak','heat','age_or_policy','kink_or_crush'])[1 + h % 5] END,
          now()
        FROM generate_series(1, ${HOSES}) h
        JOIN LATERAL (SELECT id, "organisationId" FROM "OrganisationZone" WHERE "clientId" = ${cid}::uuid ORDER BY id OFFSET (h % 100) LIMIT 1) z ON true
        JOIN LATERAL (SELECT id FROM "HoseConfiguration" WHERE "clientId" = ${cid}::uuid ORDER BY id OFFSET (h % 20) LIMIT 1) c ON true`;
      // Keep retirements after installations.
      await tx.$executeRaw`UPDATE "Hose" SET "deletedAt" = ("installationDate" + 1)::timestamptz
        WHERE "clientId" = ${cid}::uuid AND "deletedAt" IS NOT NULL AND "deletedAt"::date <= "installationDate"`;
    },
    { timeout: 600_000 },
  );
  await db().$executeRawUnsafe(`ANALYZE "Hose"`);
  console.log(
    `seeded ${HOSES.toLocaleString("en-GB")} hoses in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const token = await signAccessToken({ userId: admin.id, clientId: cid, sessionVersion: admin.sessionVersion });
  const ask = (groupBy: string) =>
    call(analyticsRoute, {
      method: "GET",
      host,
      token,
      organisationId: "admin",
      path: `/api/v1/analytics/service-life?groupBy=${groupBy}`,
    });
  await ask("configuration");
  let worst = 0;
  for (const groupBy of ["configuration", "hoseType", "manufacturer", "site"]) {
    const times: number[] = [];
    let cohorts = 0;
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      const res = await ask(groupBy);
      times.push(performance.now() - t);
      if (res.status !== 200) throw new Error(`${groupBy}: ${res.status}`);
      cohorts = (res.body as { cohorts: unknown[] }).cohorts.length;
    }
    const best = Math.min(...times);
    const slowest = Math.max(...times);
    worst = Math.max(worst, slowest);
    console.log(`groupBy=${groupBy}: ${cohorts} cohorts, best ${best.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms`);
  }
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}; slowest call ${worst.toFixed(0)} ms`,
  );
  if (worst > 1000) process.exitCode = 1;
} finally {
  await db().$disconnect();
  await database.drop();
  process.exit();
}
