/**
 * Large-tenant data set for the benchmark: `npm run db:seed:large` against
 * DATABASE_URL (migrated first: `npm run db:migrate`); `-- --scale=0.01` for a smaller copy,
 * `-- --scale=5` for five times the data (1,000,000 hoses and 5,000,000 inspections a client;
 * the generated names and tag ids keep their widths up to that size).
 *
 * Two clients of the same size, so that tenant scoping is exercised (large1.localhost,
 * large2.localhost), each at SCALE=1 with 500 organisations (50 distributors, the customers
 * linked to them), 5,000 users with memberships, 20,000 sites and zones (three levels, `path`
 * and `trailName` kept as lib/sites keeps them), 5,000 configurations, 200,000 hoses in every
 * state (good, monitor, replace, past replacement, replacement warning, overdue, uninstalled,
 * archived, never inspected) and 1,000,000 inspections (HoseMeta kind INSPECTION), plus quotes.
 *
 * Everything is written by INSERT ... SELECT FROM generate_series in one transaction; rows are
 * derived from their index with a fixed hash, so a run is reproducible (dates relative to the
 * day it runs). A hose's last inspection is the latest of its generated inspections, and its
 * stored status and dates use the very expressions of `recomputeSchedules`
 * (lib/hoses/schedule.ts); `checkLargeSeed` proves both on a sample against `hoseSchedule`.
 *
 * Refuses to run on a database that holds other (non-large) clients unless --force; on a
 * database holding only large clients it starts again from empty (TRUNCATE).
 *
 * Password of every large user: `Large-password-1`. Per client n: admin@large{n}.test (client
 * admin), distributor@ (Admin of distributor 1), manager@ (Manager of distributor 1),
 * customer@ (Admin of customer 1, linked to distributor 1), user@ (User of customer 1),
 * readonly@ (Read-only of customer 1); the others are user{i}@large{n}.test.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { hashPassword } from "@/lib/auth/password";
import { today as todayUtc, toIsoDate } from "@/lib/dates";
import { databaseUrl, env } from "@/lib/env";
import { Prisma } from "@/lib/generated/prisma/client";
import type { PolicyLayer, PolicyLevel } from "@/lib/hoses/life-policy";
import { hoseSchedule, recomputeSchedules } from "@/lib/hoses/schedule";

export const LARGE_PASSWORD = "Large-password-1";
export const LARGE_HOST = (n: number) => `large${n}.localhost`;
export const LARGE_EMAIL = (role: string, n: number) => `${role}@large${n}.test`;

export type LargeSizes = {
  organisations: number;
  distributors: number;
  users: number;
  zones: number;
  configurations: number;
  hoses: number;
  inspections: number;
  quotes: number;
};

export function largeSizes(scale: number): LargeSizes {
  const n = (full: number, min: number) => Math.max(min, Math.round(full * scale));
  const distributors = n(50, 2);
  const organisations = Math.max(n(500, 6), distributors + 4);
  return {
    organisations,
    distributors,
    users: Math.max(n(5000, 10), 10),
    zones: n(20_000, 8),
    configurations: Math.max(n(5000, 10), organisations),
    hoses: n(200_000, 40),
    inspections: n(1_000_000, 150),
    quotes: n(10_000, 10),
  };
}

export type LargeSeedReport = { clients: string[]; sizes: LargeSizes; seconds: number; steps: Array<[string, number]> };

type Q = (sql: string, values?: unknown[]) => Promise<pg.QueryResult>;

/** Seeds the large data set through one connection (its own transaction). */
export async function seedLarge(
  connectionString: string,
  opts: { scale?: number; force?: boolean; now?: Date; clients?: number; log?: (line: string) => void } = {},
): Promise<LargeSeedReport> {
  const scale = opts.scale ?? 1;
  const sizes = largeSizes(scale);
  const log = opts.log ?? (() => {});
  const today = todayUtc(opts.now);
  const client = new pg.Client({ connectionString });
  await client.connect();
  const started = performance.now();
  const steps: Array<[string, number]> = [];
  const q: Q = (sql, values) => client.query(sql, values as unknown[]);
  const step = async (label: string, fn: () => Promise<unknown>) => {
    const t = performance.now();
    await fn();
    const ms = performance.now() - t;
    steps.push([label, ms]);
    log(`  ${label.padEnd(40)} ${(ms / 1000).toFixed(1)} s`);
  };
  try {
    const others = await q(
      `SELECT count(*)::int AS n FROM "Client" c WHERE NOT EXISTS
         (SELECT 1 FROM "ClientHostname" h WHERE h."clientId" = c.id AND h.hostname LIKE 'large%.localhost')`,
    );
    if (others.rows[0].n > 0 && !opts.force) {
      throw new Error(
        `This database holds ${others.rows[0].n} other client(s): the large seed runs only on its own database (--force to add to it anyway)`,
      );
    }
    const passwordHash = await hashPassword(LARGE_PASSWORD);
    await q("BEGIN");
    await q("SET LOCAL synchronous_commit = off");
    await q("SET LOCAL work_mem = '256MB'");
    await q("SET LOCAL maintenance_work_mem = '512MB'");
    // OR REPLACE: on the embedded database every connection shares one session, so the
    // temporary functions of an earlier run on another connection are still there.
    // UUIDv7 (the schema's id convention) from a millisecond time and random bits.
    await q(`CREATE OR REPLACE FUNCTION pg_temp.uuid7(ms bigint) RETURNS uuid LANGUAGE sql VOLATILE AS $$
      SELECT (substr(lpad(to_hex(ms), 12, '0'), 1, 8) || '-' || substr(lpad(to_hex(ms), 12, '0'), 9, 4)
              || '-7' || substr(gen_random_uuid()::text, 16))::uuid $$`);
    // A fixed hash of integers in [0, m): reproducible "random" choices.
    await q(`CREATE OR REPLACE FUNCTION pg_temp.hx(a bigint, b bigint, m int) RETURNS int LANGUAGE sql IMMUTABLE AS $$
      SELECT (((a * 2654435761 + b * 40503 + 12345) % 2147483647 + 2147483647) % 2147483647 % m)::int $$`);

    await step("clear earlier large clients", async () => {
      if (others.rows[0].n === 0) {
        const tables = await q(
          `SELECT string_agg(format('%I', tablename), ', ') AS t FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`,
        );
        // The audit trail refuses TRUNCATE (append-only); an empty database of large
        // clients only is the one place it may go, inside this transaction.
        await q(`ALTER TABLE "AuditEvent" DISABLE TRIGGER "AuditEvent_no_truncate"`);
        await q(`TRUNCATE ${tables.rows[0].t} CASCADE`);
        await q(`ALTER TABLE "AuditEvent" ENABLE TRIGGER "AuditEvent_no_truncate"`);
      } else {
        await q(
          `DELETE FROM "Client" c WHERE EXISTS (SELECT 1 FROM "ClientHostname" h WHERE h."clientId" = c.id AND h.hostname LIKE 'large%.localhost')`,
        );
      }
    });

    // The big tables load faster without their secondary indexes, built once at the end
    // (in the same transaction, so a failed run leaves the schema as it was).
    const indexes = (
      await q(`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename IN ('Hose', 'HoseMeta')
               AND indexname NOT LIKE '%_pkey'`)
    ).rows as Array<{ indexname: string; indexdef: string }>;
    // One statement: the connection runs one query at a time (queueing several on it is
    // deprecated by node-postgres).
    await step(`drop ${indexes.length} indexes of Hose, HoseMeta`, async () => {
      if (indexes.length) await q(`DROP INDEX ${indexes.map((i) => `"${i.indexname}"`).join(", ")}`);
    });

    const clientIds: string[] = [];
    const count = opts.clients ?? 2;
    for (let n = 1; n <= count; n++) {
      log(`client ${n} (${LARGE_HOST(n)})`);
      const id = await seedClient(q, step, n, sizes, { passwordHash, today: toIsoDate(today) });
      clientIds.push(id);
    }
    await step("rebuild indexes", async () => {
      for (const i of indexes) await q(i.indexdef);
    });
    await step("commit", () => q("COMMIT"));
    // Statistics and the visibility map (index-only scans), as autovacuum would leave them.
    await step("vacuum analyze", () =>
      q(
        `VACUUM (ANALYZE) "Hose", "HoseMeta", "Organisation", "OrganisationZone", "OrganisationUser", "User", "HoseConfiguration", "Quote"`,
      ),
    );
    return { clients: clientIds, sizes, seconds: (performance.now() - started) / 1000, steps };
  } catch (error) {
    await q("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

async function seedClient(
  q: Q,
  step: (label: string, fn: () => Promise<unknown>) => Promise<void>,
  n: number,
  s: LargeSizes,
  ctx: { passwordHash: string; today: string },
): Promise<string> {
  const customers = s.organisations - s.distributors;
  const sites = Math.max(2, Math.floor(s.zones / 4));
  const level2 = Math.max(2, Math.floor(s.zones / 2));
  const level3 = Math.max(0, s.zones - sites - level2);
  const today = `'${ctx.today}'::date`;
  const ms = `(extract(epoch from now()) * 1000)::bigint`;
  const res = await q(
    `INSERT INTO "Client" (id, name, "primaryUrl", theme, "contactName", "contactEmail", "createdAt", "updatedAt")
     VALUES (pg_temp.uuid7(${ms}), $1, $2, $3, 'Large Admin', $4, now(), now()) RETURNING id`,
    [`Large Hydraulics ${n}`, `${LARGE_HOST(n)}:3000`, n, LARGE_EMAIL("admin", n)],
  );
  const clientId: string = res.rows[0].id;
  const cid = `'${clientId}'::uuid`;
  await q(`INSERT INTO "ClientHostname" (hostname, "clientId") VALUES ($1, ${cid})`, [LARGE_HOST(n)]);
  await q(`INSERT INTO "Manufacturer" (id, "clientId", name, "updatedAt")
           SELECT pg_temp.uuid7(${ms}), ${cid}, 'Manufacturer ' || i, now() FROM generate_series(1, 20) i`);
  await q(
    `INSERT INTO "HoseType" (id, "clientId", name) SELECT pg_temp.uuid7(${ms}), ${cid}, 'Type ' || i FROM generate_series(1, 10) i`,
  );
  await q(
    `INSERT INTO "BoreSize" (id, "clientId", name, "sortOrder") SELECT pg_temp.uuid7(${ms}), ${cid}, (i * 2) || ' mm', i FROM generate_series(1, 12) i`,
  );

  // Index -> id maps, so rows can point at each other by arithmetic on their indexes.
  await q(`DROP TABLE IF EXISTS t_org, t_user, t_zone, t_conf, t_hose`);
  await step(`organisations (${s.organisations})`, async () => {
    await q(`CREATE TEMP TABLE t_org AS SELECT i, pg_temp.uuid7(${ms} - 86400000::bigint * 900 + i) AS id,
               i <= ${s.distributors} AS dist,
               (ARRAY[3, 6, 6, 12])[1 + pg_temp.hx(i, 1, 4)] AS insp
             FROM generate_series(1, ${s.organisations}) i`);
    await q(`CREATE UNIQUE INDEX ON t_org (i)`);
    // Customer k (k = i - distributors) belongs to distributor ((k-1) % distributors) + 1; one in 10 is unlinked.
    await q(`INSERT INTO "Organisation" (id, "clientId", name, "accountCode", "isDistributor", "distributorId", "contactName",
               "contactEmail", "addressLine1", town, "postCode", "hoseInspectionMonths", "hoseReplacementMonths",
               "hoseReplacementWarningMonths", "createdAt", "updatedAt", "deletedAt")
             SELECT o.id, ${cid},
               CASE WHEN o.dist THEN 'Distributor ' ELSE 'Customer ' END || lpad(o.i::text, 4, '0'),
               'L' || lpad(o.i::text, 5, '0'), o.dist,
               CASE WHEN o.dist OR (o.i - ${s.distributors}) % 10 = 0 THEN NULL ELSE d.id END,
               'Contact ' || o.i, 'contact' || o.i || '@large${n}.test', o.i || ' Industrial Way', 'Town ' || (o.i % 40), 'PC' || o.i,
               o.insp, 60, 3, now() - interval '900 days', now(),
               CASE WHEN NOT o.dist AND o.i % 97 = 0 THEN now() END
             FROM t_org o LEFT JOIN t_org d ON d.i = ((o.i - ${s.distributors} - 1) % ${s.distributors}) + 1`);
  });
  await step(`users + memberships (${s.users})`, async () => {
    // User 1 client admin; 2-6 the known role users; the rest cycle through the organisations and roles.
    await q(`CREATE TEMP TABLE t_user AS SELECT i, pg_temp.uuid7(${ms} - 86400000::bigint * 800 + i) AS id,
               CASE i WHEN 1 THEN 'admin' WHEN 2 THEN 'distributor' WHEN 3 THEN 'manager' WHEN 4 THEN 'customer'
                 WHEN 5 THEN 'user' WHEN 6 THEN 'readonly' ELSE 'user' || i END AS local,
               CASE WHEN i IN (2, 3) THEN 1 WHEN i BETWEEN 4 AND 6 THEN ${s.distributors} + 1
                 ELSE ((i - 1) % ${s.organisations}) + 1 END AS org,
               CASE i WHEN 2 THEN 2 WHEN 3 THEN 1 WHEN 4 THEN 2 WHEN 5 THEN 0 WHEN 6 THEN 4
                 ELSE (ARRAY[0, 1, 2, 4])[1 + (i / ${s.organisations}) % 4] END AS role
             FROM generate_series(1, ${s.users}) i`);
    await q(
      `INSERT INTO "User" (id, "clientId", email, "firstName", "lastName", "passwordHash", "emailVerifiedAt", "termsAcceptedAt",
         "clientAdmin", "createdAt", "updatedAt")
       SELECT u.id, ${cid}, u.local || '@large${n}.test', 'First' || u.i, 'Last' || lpad(u.i::text, 5, '0'), $1, now(), now(),
         u.i = 1, now() - interval '800 days', now()
       FROM t_user u`,
      [ctx.passwordHash],
    );
    await q(`INSERT INTO "OrganisationUser" (id, "clientId", "userId", "organisationId", role, "receiveQuotes", "updatedAt")
             SELECT pg_temp.uuid7(${ms}), ${cid}, u.id, o.id, u.role, u.role = 2, now()
             FROM t_user u JOIN t_org o ON o.i = u.org WHERE u.i > 1`);
  });
  await step(`sites and zones (${s.zones})`, async () => {
    // Site k belongs to customer ((k-1) % customers) + 1; level-2 zone j to site ((j-1) % sites) + 1;
    // level-3 zone to level-2 zone ((j-1) % level2) + 1: a zone's customer is its site's.
    await q(
      `CREATE TEMP TABLE t_zone (i int PRIMARY KEY, id uuid, lvl int, parent int, cust int, name text, path text, trail text)`,
    );
    await q(`INSERT INTO t_zone SELECT k, pg_temp.uuid7(${ms} - 86400000::bigint * 700 + k), 1, NULL,
               ${s.distributors} + ((k - 1) % ${customers}) + 1, 'Site ' || k, NULL, NULL
             FROM generate_series(1, ${sites}) k`);
    await q(`UPDATE t_zone SET path = id::text, trail = name`);
    await q(`INSERT INTO t_zone SELECT ${sites} + j, pg_temp.uuid7(${ms} - 86400000::bigint * 700 + ${sites} + j), 2, p.i, p.cust,
               'Hall ' || j, p.path || '/', p.trail || ' > ' || 'Hall ' || j
             FROM generate_series(1, ${level2}) j JOIN t_zone p ON p.i = ((j - 1) % ${sites}) + 1`);
    await q(`UPDATE t_zone SET path = path || id::text WHERE lvl = 2`);
    await q(`INSERT INTO t_zone SELECT ${sites + level2} + j, pg_temp.uuid7(${ms} - 86400000::bigint * 700 + ${sites + level2} + j), 3, p.i,
               p.cust, 'Press ' || j, p.path || '/', p.trail || ' > ' || 'Press ' || j
             FROM generate_series(1, ${level3}) j JOIN t_zone p ON p.i = ${sites} + ((j - 1) % ${level2}) + 1`);
    await q(`UPDATE t_zone SET path = path || id::text WHERE lvl = 3`);
    await q(`INSERT INTO "OrganisationZone" (id, "clientId", "organisationId", "parentId", name, path, "trailName", "createdAt", "updatedAt")
             SELECT z.id, ${cid}, o.id, p.id, z.name, z.path, z.trail, now() - interval '700 days', now()
             FROM t_zone z JOIN t_org o ON o.i = z.cust LEFT JOIN t_zone p ON p.i = z.parent ORDER BY z.lvl, z.i`);
  });
  await step(`configurations (${s.configurations})`, async () => {
    // Configuration c belongs to organisation ((c-1) % organisations) + 1.
    await q(`CREATE TEMP TABLE t_conf AS SELECT c AS i, pg_temp.uuid7(${ms} - 86400000::bigint * 650 + c) AS id,
               ((c - 1) % ${s.organisations}) + 1 AS org FROM generate_series(1, ${s.configurations}) c`);
    await q(`CREATE UNIQUE INDEX ON t_conf (i)`);
    await q(`INSERT INTO "HoseConfiguration" (id, "clientId", "organisationId", name, type, "boreSize", "displayPressure", length,
               connection1, "connection1Type", connection2, "connection2Type", manufacturer, "createdAt", "updatedAt")
             SELECT c.id, ${cid}, o.id, 'Config ' || lpad(c.i::text, 5, '0'), 'Type ' || (1 + c.i % 10), ((1 + c.i % 12) * 2) || ' mm',
               100 + (c.i % 30) * 10, 500 + (c.i % 40) * 50, 'JIC', 'Straight', 'BSP', '90 degree', 'Manufacturer ' || (1 + c.i % 20),
               now() - interval '650 days', now()
             FROM t_conf c JOIN t_org o ON o.i = c.org`);
  });

  // Hoses: hose h sits in zone ((h-1) % zones) + 1 (so its customer and distributor are the
  // zone's); one in 13 is uninstalled (no zone), one in 101 archived, one in 10 never inspected.
  // Inspected hoses are numbered j = 0..inspected-1 (h = (j/9)*10 + j%9 + 1) and carry
  // inspections s = 1..last(j): inspection m is hose j = (m-1) % inspected, s = (m-1) / inspected + 1.
  const inspected = Math.floor(s.hoses / 10) * 9 + Math.min(9, s.hoses % 10);
  const perHose = Math.floor(s.inspections / inspected);
  const extra = s.inspections % inspected;
  // The same expressions for the hose's last inspection and for each inspection row.
  const lastS = (j: string) => `(${perHose} + CASE WHEN ${j} < ${extra} THEN 1 ELSE 0 END)`;
  const install = (h: string) => `(${today} - (30 + pg_temp.hx(${h}, 7, 2200)))`;
  const inspDate = (h: string, sIdx: string, last: string) =>
    `(${install(h)} + ((${sIdx}) * (${today} - ${install(h)}) / (${last} + 1)))`;
  const result = (h: string, sIdx: string) =>
    `(CASE WHEN pg_temp.hx(${h}, ${sIdx}, 100) < 70 THEN 0 WHEN pg_temp.hx(${h}, ${sIdx}, 100) < 88 THEN 1 ELSE 2 END)`;
  // Days in storage between assembly and installation: mostly weeks, one hose in eight over
  // the 2 years the DGUV guide allows (flagged), so maximum ages decide some replacement dates.
  const storage = (h: string) =>
    `(CASE WHEN pg_temp.hx(${h}, 11, 8) = 0 THEN 740 + pg_temp.hx(${h}, 12, 400) ELSE 10 + pg_temp.hx(${h}, 13, 120) END)`;
  const override = (h: string) => `(CASE WHEN ${h} % 20 = 7 THEN 3 END)`;
  const replOverride = (h: string) => `(CASE WHEN ${h} % 20 = 7 THEN 48 END)`;

  await step(`hoses (${s.hoses})`, async () => {
    await q(`CREATE TEMP TABLE t_hose AS
             SELECT h AS i, pg_temp.uuid7(${ms} - 86400000::bigint * 600 + h * 10) AS id,
               CASE WHEN h % 10 = 0 THEN NULL ELSE (h / 10) * 9 + (h % 10) - 1 END AS j,
               ((h - 1) % ${s.zones}) + 1 AS zone
             FROM generate_series(1, ${s.hoses}) h`);
    await q(`CREATE UNIQUE INDEX ON t_hose (i)`);
    await q(`CREATE INDEX ON t_hose (j)`);
    const lastDate = inspDate("t.i", lastS("t.j"), lastS("t.j"));
    const zoneOf = `CASE WHEN t.i % 13 = 0 THEN NULL ELSE z.id END`;
    const lastInsp = `CASE WHEN t.j IS NULL THEN NULL ELSE ${lastDate} END`;
    const lastResult = `CASE WHEN t.j IS NULL THEN NULL ELSE ${result("t.i", lastS("t.j"))} END`;
    // Stored status and dates: the expressions of recomputeSchedules (lib/hoses/schedule.ts).
    await q(`INSERT INTO "Hose" (id, "clientId", "tagId", name, status, "customerOrganisationId", "distributorOrganisationId",
               "organisationZoneId", "hoseConfigurationId", manufacturer, "buildDate", "installationDate",
               "lastInspectionDate", "lastInspectionResult", "lastInspectionName", "nextInspectionDate", "replacementDate",
               "replacementWarningDate", "hoseInspectionMonths", "hoseReplacementMonths", "installationUserId",
               "createdAt", "updatedAt", "deletedAt")
             SELECT x.id, ${cid}, x.tag, x.name,
               CASE WHEN x.zone IS NULL THEN 3 ELSE COALESCE(x.lres, 0) END, x.cust, x.dist, x.zone, x.conf, x.manu, x.built, x.inst,
               x.linsp, x.lres, x.lname,
               CASE WHEN x.zone IS NULL THEN NULL ELSE (COALESCE(x.linsp, x.inst) + make_interval(months => COALESCE(x.him, x.oim)))::date END,
               CASE WHEN x.zone IS NULL THEN NULL ELSE (x.inst + make_interval(months => COALESCE(x.hrm, x.orm)))::date END,
               CASE WHEN x.zone IS NULL THEN NULL ELSE (x.inst + make_interval(months => COALESCE(x.hrm, x.orm) - x.owm))::date END,
               x.him, x.hrm, x.inst_user, x.created, now(), x.deleted
             FROM (
               SELECT t.id, 'L${n}-' || lpad(t.i::text, 7, '0') AS tag, 'H-' || lpad(t.i::text, 7, '0') AS name,
                 o.id AS cust, o."distributorId" AS dist, ${zoneOf} AS zone, c.id AS conf,
                 'Manufacturer ' || (1 + t.i % 20) AS manu, ${install("t.i")} AS inst,
                 ${install("t.i")} - ${storage("t.i")} AS built,
                 ${lastInsp} AS linsp, ${lastResult} AS lres,
                 CASE WHEN t.j IS NULL THEN NULL ELSE 'First' || (1 + t.i % ${s.users}) || ' Last' || lpad((1 + t.i % ${s.users})::text, 5, '0') END AS lname,
                 ${override("t.i")} AS him, ${replOverride("t.i")} AS hrm,
                 o."hoseInspectionMonths" AS oim, o."hoseReplacementMonths" AS orm, o."hoseReplacementWarningMonths" AS owm,
                 u.id AS inst_user, (${install("t.i")})::timestamptz - interval '12 days' AS created,
                 CASE WHEN t.i % 101 = 0 THEN now() - interval '5 days' END AS deleted
               FROM t_hose t
               JOIN t_zone tz ON tz.i = t.zone
               JOIN t_org toi ON toi.i = tz.cust
               JOIN "Organisation" o ON o.id = toi.id
               JOIN "OrganisationZone" z ON z.id = tz.id
               JOIN t_conf tc ON tc.i = ((tz.cust - 1 + ${s.organisations} * (t.i % GREATEST(1, ${s.configurations} / ${s.organisations}))) % ${s.configurations}) + 1
               JOIN "HoseConfiguration" c ON c.id = tc.id
               JOIN t_user tu ON tu.i = 1 + t.i % ${s.users}
               JOIN "User" u ON u.id = tu.id
               ORDER BY t.i
             ) x`);
  });
  await step("life policies and the schedules they make", async () => {
    // The client's explicit DGUV values, a shorter maximum age on one configuration in ten and
    // a stricter customer policy on one customer in seven: the benchmark's lists, analytics and
    // recompute then meet maximum ages and storage flags set at several levels.
    await q(`INSERT INTO "LifePolicy" (id, "clientId", level, "targetId", "maxAgeMonths", "maxStorageMonths", "updatedAt")
             VALUES (pg_temp.uuid7(${ms}), ${cid}, 'client', ${cid}, 72, 24, now())`);
    await q(`INSERT INTO "LifePolicy" (id, "clientId", level, "targetId", "maxAgeMonths", "updatedAt")
             SELECT pg_temp.uuid7(${ms} + c.i), ${cid}, 'configuration', c.id, 48, now() FROM t_conf c WHERE c.i % 10 = 3`);
    await q(`INSERT INTO "LifePolicy" (id, "clientId", level, "targetId", "maxAgeMonths", "maxStorageMonths", "warningMonths", "updatedAt")
             SELECT pg_temp.uuid7(${ms} + 100000 + o.i), ${cid}, 'customer', o.id, 60, 12, 6, now()
             FROM t_org o WHERE NOT o.dist AND o.i % 7 = 3`);
    // The stored dates as a policy change leaves them: the very statement of setLifePolicy.
    await recomputeSchedules(
      { $executeRaw: async (query) => (await q(query.text, query.values)).rowCount ?? 0 },
      clientId,
      Prisma.sql`TRUE`,
    );
  });
  await step(`inspections (${s.inspections})`, async () => {
    const sIdx = `((m - 1) / ${inspected} + 1)`;
    const j = `((m - 1) % ${inspected})`;
    await q(`INSERT INTO "HoseMeta" (id, "clientId", "hoseId", kind, "userId", "inspectionResult", "inspectionName", "inspectionDate",
               "nextInspectionDate", notes, "createdAt")
             SELECT pg_temp.uuid7((extract(epoch from y.d::timestamptz) * 1000)::bigint + y.s * 1000), ${cid}, y.hose, 'INSPECTION', y.uid,
               y.res, y.uname, y.d, (y.d + make_interval(months => COALESCE(y.him, y.oim)))::date,
               CASE WHEN y.res > 0 THEN 'Wear on outer cover' END, y.d::timestamptz + make_interval(secs => y.s)
             FROM (
               SELECT th.id AS hose, ${sIdx} AS s, ${inspDate("th.i", sIdx, lastS(j))} AS d, ${result("th.i", sIdx)} AS res,
                 u.id AS uid, 'First' || (1 + th.i % ${s.users}) || ' Last' || lpad((1 + th.i % ${s.users})::text, 5, '0') AS uname,
                 ${override("th.i")} AS him, o."hoseInspectionMonths" AS oim
               FROM generate_series(1, ${s.inspections}) m
               JOIN t_hose th ON th.j = ${j}
               JOIN t_zone tz ON tz.i = th.zone
               JOIN t_org toi ON toi.i = tz.cust
               JOIN "Organisation" o ON o.id = toi.id
               JOIN t_user tu ON tu.i = 1 + th.i % ${s.users}
               JOIN "User" u ON u.id = tu.id
             ) y ORDER BY y.d`);
  });
  await step(`quotes (${s.quotes})`, async () => {
    await q(`INSERT INTO "Quote" (id, "clientId", "hoseId", message, "requestorOrganisationId", "receiverOrganisationId",
               "requesterUserId", "createdAt", "completedAt")
             SELECT pg_temp.uuid7(${ms} - 86400000::bigint * 300 + k * 1000), ${cid}, h.id, 'Please quote for a replacement of ' || h.name,
               h."customerOrganisationId", h."distributorOrganisationId", u.id,
               now() - make_interval(mins => (${s.quotes} - k) * 10), CASE WHEN k % 3 = 0 THEN now() END
             FROM generate_series(1, ${s.quotes}) k
             JOIN t_hose th ON th.i = ((k * 17) % ${s.hoses}) + 1
             JOIN "Hose" h ON h.id = th.id AND h."distributorOrganisationId" IS NOT NULL
             JOIN t_user tu ON tu.i = 1 + k % ${s.users}
             JOIN "User" u ON u.id = tu.id`);
  });
  await q(`DROP TABLE t_org, t_user, t_zone, t_conf, t_hose`);
  return clientId;
}

/**
 * Consistency check on a sample of hoses: the stored last inspection is the latest inspection
 * row, and the stored status and dates equal `hoseSchedule` (lib/hoses/schedule.ts). Returns
 * the mismatches (empty when consistent).
 */
export async function checkLargeSeed(connectionString: string, sample = 500): Promise<string[]> {
  // A \`date\` column read as UTC midnight, as the rules work in UTC.
  const types = {
    getTypeParser: ((oid: number, format?: "text" | "binary") =>
      oid === 1082
        ? (v: string) => new Date(`${v}T00:00:00Z`)
        : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
  const client = new pg.Client({ connectionString, types });
  await client.connect();
  const problems: string[] = [];
  try {
    const { rows } = await client.query(
      `SELECT h.*, o."hoseInspectionMonths" AS oim, o."hoseReplacementMonths" AS orm, o."hoseReplacementWarningMonths" AS owm,
         o."distributorId" AS "distId", (SELECT z.path FROM "OrganisationZone" z WHERE z.id = h."organisationZoneId") AS "zonePath",
         (SELECT row_to_json(m) FROM (SELECT "inspectionDate", "inspectionResult" FROM "HoseMeta" m
            WHERE m."hoseId" = h.id AND m.kind = 'INSPECTION' ORDER BY "inspectionDate" DESC, "createdAt" DESC LIMIT 1) m) AS latest
       FROM "Hose" h JOIN "Organisation" o ON o.id = h."customerOrganisationId"
       WHERE h.id IN (SELECT id FROM "Hose" WHERE "deletedAt" IS NULL ORDER BY md5(id::text) LIMIT $1)`,
      [sample],
    );
    // An archived hose is due for nothing and no policy change touches it: it is not sampled.
    const policies = await client.query(`SELECT * FROM "LifePolicy"`);
    const byTarget = new Map(policies.rows.map((p) => [`${p.clientId}:${p.level}:${p.targetId}`, p]));
    type Placed = {
      clientId: string;
      customerOrganisationId: string;
      hoseConfigurationId: string | null;
      distId: string | null;
      zonePath: string | null;
    };
    const layersOf = (h: Placed): PolicyLayer[] => {
      const zones = (h.zonePath ?? "").split("/").filter(Boolean).reverse(); // nearest first
      const targets: Array<[PolicyLevel, string | null]> = [
        ["configuration", h.hoseConfigurationId],
        ...zones.map((z) => ["zone", z] as [PolicyLevel, string]),
        ["customer", h.customerOrganisationId],
        ["distributor", h.distId],
        ["client", h.clientId],
      ];
      return targets.flatMap(([level, id]) => {
        const p = id ? byTarget.get(`${h.clientId}:${level}:${id}`) : undefined;
        return p ? [{ level, name: level, values: p }] : [];
      });
    };
    const d = (v: Date | string | null) => (v === null ? null : typeof v === "string" ? v.slice(0, 10) : toIsoDate(v));
    for (const h of rows) {
      const latest = h.latest as { inspectionDate: string; inspectionResult: number } | null;
      if (
        d(latest?.inspectionDate ?? null) !== d(h.lastInspectionDate) ||
        (latest?.inspectionResult ?? null) !== h.lastInspectionResult
      ) {
        problems.push(
          `${h.tagId}: last inspection ${d(h.lastInspectionDate)}/${h.lastInspectionResult}, latest row ${JSON.stringify(latest)}`,
        );
      }
      const expected = hoseSchedule(
        { hoseInspectionMonths: h.oim, hoseReplacementMonths: h.orm, hoseReplacementWarningMonths: h.owm },
        {
          organisationZoneId: h.organisationZoneId,
          installationDate: h.installationDate,
          lastInspectionDate: h.lastInspectionDate,
          lastInspectionResult: h.lastInspectionResult,
          hoseInspectionMonths: h.hoseInspectionMonths,
          hoseReplacementMonths: h.hoseReplacementMonths,
          buildDate: h.buildDate,
        },
        layersOf(h),
      );
      const stored = [
        h.status,
        d(h.nextInspectionDate),
        d(h.replacementDate),
        d(h.replacementWarningDate),
        h.storageExceeded,
      ];
      const want = [
        expected.status,
        d(expected.nextInspectionDate),
        d(expected.replacementDate),
        d(expected.replacementWarningDate),
        expected.storageExceeded,
      ];
      if (JSON.stringify(stored) !== JSON.stringify(want))
        problems.push(`${h.tagId}: stored ${JSON.stringify(stored)}, rules say ${JSON.stringify(want)}`);
    }
  } finally {
    await client.end();
  }
  return problems;
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const url = databaseUrl();
  if (env().NODE_ENV === "production") throw new Error("The large seed never runs in production");
  const arg = (name: string) => process.argv.slice(2).find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  const scale = Number(arg("scale")?.split("=")[1] ?? "1");
  if (!(scale > 0 && scale <= 5)) throw new Error("--scale must be in (0, 5]");
  const force = arg("force") !== undefined;
  console.log(`large seed at scale ${scale} into ${url.replace(/\/\/[^@]*@/, "//")}`);
  const report = await seedLarge(url, { scale, force, log: console.log });
  // For the benchmark report (docs/BENCHMARKS.md).
  mkdirSync(".cache", { recursive: true });
  writeFileSync(
    ".cache/seed-large.json",
    JSON.stringify({
      scale,
      seconds: report.seconds,
      at: new Date().toISOString(),
      sizes: report.sizes,
      steps: report.steps,
    }),
  );
  console.log(
    `seeded ${report.clients.length} clients at scale ${scale} in ${report.seconds.toFixed(1)} s: ${JSON.stringify(report.sizes)}`,
  );
  const problems = await checkLargeSeed(url);
  if (problems.length) {
    console.error(`consistency check: ${problems.length} mismatches\n${problems.slice(0, 10).join("\n")}`);
    process.exit(1);
  }
  console.log("consistency check: 500 sampled hoses match lib/hoses/schedule.ts and their latest inspection");
}
