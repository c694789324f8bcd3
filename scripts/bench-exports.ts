/**
 * The export and import figures of `npm run bench`, run by scripts/bench.ts through
 * its hook against the production server on the large data set:
 *  - export of about 100,000 hoses of large1 (the Distributor filter of the list, as many of the
 *    client's distributors, in id order, as make up 100,000 hoses) the way the client does it:
 *    GET /api/v1/hoses/export answers a URL, the browser opens it (GET /api/v1/exports/{token})
 *    and reads the CSV as it streams. Time to the first byte of the file, rows/s over the whole
 *    file, the server's RSS just before and just after the download and its growth (VmRSS of the
 *    server's processes sampled on every chunk, peak over its RSS just before), the same way for
 *    about 100,000 inspections (a data set with fewer rows exports all it has);
 *  - import of the 5,000-row configuration file (tests/fixtures/csv/generate) into the
 *    distributor's library through POST /api/v1/hose-configurations/import/{id}.
 * Each is measured BENCH_RUNS times (after one small warm-up export); the figures are medians.
 * A refused call or a wrong row count throws, which fails the bench.
 *
 * The import writes into the shared database: the configurations it created and the catalogue
 * values the bench added for the file are removed after each run (the audit trail is
 * append-only by design: its one "configuration.import" entry per run stays).
 */
import http from "node:http";
import { performance } from "node:perf_hooks";
import { createGunzip } from "node:zlib";
import { parseImportFile } from "../lib/hose-configurations/import/template";
import { IMPORT_CATALOGUE, largeImportCsv } from "../tests/fixtures/csv/generate";
import type { BenchExportsResult, BenchHookContext, ExportFigure } from "./bench";

const RUNS = Math.max(1, Number(process.env.BENCH_EXPORT_RUNS ?? process.env.BENCH_RUNS ?? 3));
const EXPORT_ROWS = 100_000;
const IMPORT_ROWS = 5000;
const TARGET = { firstByteMs: 100, rowsPerSecond: 50_000, rssMb: 50, importMs: 2000 };

type Caller = BenchHookContext["callers"]["admin"];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : NaN;
};
const int = (x: number) => Math.round(x).toLocaleString("en-GB");
const met = (ok: boolean) => (ok ? "met" : "**not met**");

const authHeaders = (ctx: BenchHookContext, caller: Caller): Record<string, string> => ({
  "x-client-host": ctx.host,
  authorization: `Bearer ${caller.token}`,
  "x-organisation-id": caller.org,
});

type Download = {
  firstByteMs: number;
  totalMs: number;
  rows: number;
  /** bytes on the wire (compressed when the server gzipped the file) */
  bytes: number;
  rssGrowthMb: number;
  rssBeforeMb: number;
  /** once the file has been read to its end */
  rssAfterMb: number;
  encoding: string;
};

/**
 * One download of an export URL, read as it streams (a fresh connection, as a browser tab
 * opening the link): time to the first byte of the body, rows (lines after the header) and the
 * server's peak RSS growth, sampled on every chunk.
 */
function download(ctx: BenchHookContext, url: string, header: string, gzip: boolean): Promise<Download> {
  return new Promise((resolve, reject) => {
    const rss0 = ctx.rssMb(ctx.serverPid);
    let peak = rss0;
    const started = performance.now();
    let first = NaN;
    let bytes = 0;
    let lines = 0;
    let head = "";
    const req = http.get(
      {
        host: "127.0.0.1",
        port: ctx.port,
        path: url,
        agent: false,
        headers: {
          host: `${ctx.host}:${ctx.port}`,
          "x-client-host": ctx.host,
          // A browser asks for gzip (and the production server compresses text/csv); a script may not.
          ...(gzip ? { "accept-encoding": "gzip" } : {}),
        },
      },
      (res) => {
        if (res.statusCode !== 200) {
          let body = "";
          res.on("data", (c: Buffer) => (body += c.toString("utf8")));
          res.on("end", () =>
            reject(new Error(`GET ${url.slice(0, 40)}... answered ${res.statusCode} ${body.slice(0, 200)}`)),
          );
          return;
        }
        const encoding = res.headers["content-encoding"] ?? "identity";
        res.on("data", (chunk: Buffer) => {
          if (Number.isNaN(first)) first = performance.now() - started;
          bytes += chunk.length;
          const rss = ctx.rssMb(ctx.serverPid);
          if (rss > peak) peak = rss;
        });
        const body = encoding === "gzip" ? res.pipe(createGunzip()) : res;
        body.on("data", (chunk: Buffer) => {
          if (head.length < 200) head += chunk.subarray(0, 200).toString("utf8");
          let i = -1;
          while ((i = chunk.indexOf(10, i + 1)) !== -1) lines++;
        });
        body.on("end", () => {
          const totalMs = performance.now() - started;
          if (!head.startsWith(`\uFEFF${header}`))
            return reject(
              new Error(`export ${url.slice(0, 40)}...: unexpected file start ${JSON.stringify(head.slice(0, 80))}`),
            );
          resolve({
            firstByteMs: first,
            totalMs,
            rows: lines - 1,
            bytes,
            rssGrowthMb: peak - rss0,
            rssBeforeMb: rss0,
            rssAfterMb: ctx.rssMb(ctx.serverPid),
            encoding,
          });
        });
        body.on("error", reject);
        res.on("error", reject);
      },
    );
    req.on("error", reject);
  });
}

/** GET /{resource}/export then the download of the URL it answers; the row count checked. */
async function exportOnce(
  ctx: BenchHookContext,
  resource: "hoses" | "inspections",
  filters: object,
  expected: number,
  header: string,
  gzip = false,
): Promise<Download & { linkMs: number }> {
  const t = performance.now();
  const link = await ctx.request(
    "GET",
    `/api/v1/${resource}/export?filters=${encodeURIComponent(JSON.stringify(filters))}`,
    authHeaders(ctx, ctx.callers.admin),
  );
  const linkMs = performance.now() - t;
  if (link.status !== 200)
    throw new Error(`GET /${resource}/export answered ${link.status} ${link.body.slice(0, 200)}`);
  const { url } = JSON.parse(link.body) as { url?: string };
  if (!url?.startsWith("/api/v1/exports/"))
    throw new Error(`GET /${resource}/export: no download URL in ${link.body.slice(0, 200)}`);
  const d = await download(ctx, url, header, gzip);
  if (d.rows !== expected) throw new Error(`export of ${resource}: ${d.rows} rows in the file, ${expected} expected`);
  return { ...d, linkMs };
}

/** The client's distributors in id order, as many as make up `rows` of what `countSql` counts per distributor. */
async function distributorsFor(
  ctx: BenchHookContext,
  clientId: string,
  countSql: string,
  rows: number,
): Promise<{ ids: string[]; count: number }> {
  const { rows: perDistributor } = await ctx.pool.query<{ id: string; n: number }>(countSql, [clientId]);
  const ids: string[] = [];
  let count = 0;
  for (const d of perDistributor) {
    if (count >= rows) break;
    ids.push(d.id);
    count += d.n;
  }
  // A small data set (a test of the bench itself) exports all it has.
  if (count === 0) throw new Error(`the large data set has no rows for an export of ${rows}`);
  return { ids, count };
}

type ExportFigures = { label: string; rows: number; runs: Array<Download & { linkMs: number }> };

async function benchExport(
  ctx: BenchHookContext,
  resource: "hoses" | "inspections",
  label: string,
  distributors: string[],
  expected: number,
  header: string,
  gzip = false,
): Promise<ExportFigures> {
  const runs = [];
  for (let i = 0; i < RUNS; i++)
    runs.push(await exportOnce(ctx, resource, { distributor: distributors }, expected, header, gzip));
  return { label, rows: expected, runs };
}

/** The 5,000-row file into the distributor's library, then everything it created removed. */
async function importOnce(
  ctx: BenchHookContext,
  clientId: string,
  run: number,
): Promise<{ ms: number; answer: string }> {
  const caller = ctx.callers.distributor;
  const prefix = `Bench import ${Date.now().toString(36)}-${run}`;
  const rows = parseImportFile(largeImportCsv(IMPORT_ROWS, prefix)).rows.map((r) => r.raw);
  const body = JSON.stringify({ configurations: rows });
  // The file's catalogue values, as the fixture's tests have them (none is new to the import).
  const added: Array<{ table: string; id: string }> = [];
  const catalogue: Array<[string, string[], string]> = [
    ["HoseType", IMPORT_CATALOGUE.hoseTypes, ""],
    ["BoreSize", IMPORT_CATALOGUE.boreSizes, ""],
    ["Connection", IMPORT_CATALOGUE.connections, ""],
    ["ConnectionType", IMPORT_CATALOGUE.connectionTypes, ""],
    ["Manufacturer", IMPORT_CATALOGUE.manufacturers, `, "updatedAt"`],
  ];
  try {
    for (const [table, names, extra] of catalogue) {
      const { rows: created } = await ctx.pool.query<{ id: string }>(
        `INSERT INTO "${table}" (id, "clientId", name${extra})
         SELECT gen_random_uuid(), $1, v${extra ? ", now()" : ""} FROM unnest($2::text[]) AS v
         WHERE NOT EXISTS (SELECT 1 FROM "${table}" x WHERE x."clientId" = $1 AND lower(x.name) = lower(v))
         RETURNING id`,
        [clientId, names],
      );
      added.push(...created.map((r) => ({ table, id: r.id })));
    }
    const t = performance.now();
    const answer = await ctx.request(
      "POST",
      `/api/v1/hose-configurations/import/${caller.org}`,
      authHeaders(ctx, caller),
      body,
    );
    const ms = performance.now() - t;
    if (answer.status !== 200)
      throw new Error(`POST /hose-configurations/import answered ${answer.status} ${answer.body.slice(0, 300)}`);
    const result = JSON.parse(answer.body) as { created: number; newCatalogueValues: number };
    if (result.created !== IMPORT_ROWS || result.newCatalogueValues !== 0)
      throw new Error(`import: ${answer.body.slice(0, 300)} (${IMPORT_ROWS} created, no new catalogue value expected)`);
    return { ms, answer: `${int(result.created)} created` };
  } finally {
    const removed = await ctx.pool.query(
      `DELETE FROM "HoseConfiguration" WHERE "clientId" = $1 AND "organisationId" = $2 AND name LIKE $3`,
      [clientId, caller.org, `${prefix} %`],
    );
    for (const { table, id } of added) await ctx.pool.query(`DELETE FROM "${table}" WHERE id = $1`, [id]);
    if (removed.rowCount !== IMPORT_ROWS && removed.rowCount !== 0)
      throw new Error(`import clean-up removed ${removed.rowCount} configurations, ${IMPORT_ROWS} expected`);
    // Leave the table as the seed did: until autovacuum comes, the removed rows' dead index
    // entries made the configuration list of the next bench walk them (0.1 -> 25 ms a page).
    await ctx.pool.query(`VACUUM ANALYZE "HoseConfiguration"`);
  }
}

export async function benchExports(ctx: BenchHookContext): Promise<BenchExportsResult> {
  const clientId = (
    await ctx.pool.query<{ id: string }>(
      `SELECT c.id FROM "Client" c JOIN "ClientHostname" h ON h."clientId" = c.id WHERE h.hostname = $1`,
      [ctx.host],
    )
  ).rows[0]!.id;

  const hoseSet = await distributorsFor(
    ctx,
    clientId,
    `SELECT h."distributorOrganisationId" AS id, count(*)::int AS n FROM "Hose" h
     WHERE h."clientId" = $1 AND h."deletedAt" IS NULL AND h."distributorOrganisationId" IS NOT NULL
     GROUP BY 1 ORDER BY 1`,
    EXPORT_ROWS,
  );
  const inspectionSet = await distributorsFor(
    ctx,
    clientId,
    `SELECT h."distributorOrganisationId" AS id, count(*)::int AS n FROM "HoseMeta" m JOIN "Hose" h ON h.id = m."hoseId"
     WHERE m."clientId" = $1 AND m.kind = 'INSPECTION' AND h."clientId" = $1 AND h."distributorOrganisationId" IS NOT NULL
     GROUP BY 1 ORDER BY 1`,
    EXPORT_ROWS,
  );
  const hoseHeader = "Tag id,Name,Status,";
  const inspectionHeader = "Inspection date,Result,";

  // Warm-up: one distributor's hoses (loads the export routes and opens the bulk pool).
  const warm = await ctx.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM "Hose" WHERE "clientId" = $1 AND "deletedAt" IS NULL AND "distributorOrganisationId" = $2`,
    [clientId, hoseSet.ids[0]],
  );
  await exportOnce(ctx, "hoses", { distributor: [hoseSet.ids[0]] }, warm.rows[0]!.n, hoseHeader);

  const exports = [
    await benchExport(ctx, "hoses", "hoses", hoseSet.ids, hoseSet.count, hoseHeader),
    await benchExport(ctx, "hoses", "hoses, as a browser", hoseSet.ids, hoseSet.count, hoseHeader, true),
    await benchExport(ctx, "inspections", "inspections", inspectionSet.ids, inspectionSet.count, inspectionHeader),
  ];

  const imports = [];
  for (let i = 0; i < RUNS; i++) imports.push(await importOnce(ctx, clientId, i));

  const lines = [
    `Measured by scripts/bench-exports.ts through the real API on the running server, as the client does it: \`GET /api/v1/{hoses,inspections}/export\` (client admin, ` +
      `the Distributor filter with the first ${hoseSet.ids.length} / ${inspectionSet.ids.length} distributors of large1 in id order) answers a URL, ` +
      `then \`GET /api/v1/exports/{token}\` is read as it streams on a fresh connection, as a script would (no compression) and, ` +
      `for the hoses, as a browser does (\`Accept-Encoding: gzip\`: the production server compresses text/csv; the file is gunzipped to count its rows). First byte: of the file, from its request. ` +
      `Rows/s: rows of the file over the whole download. RSS growth: the server's VmRSS, sampled on every chunk, ` +
      `peak over its value just before the download; before / after: its VmRSS just before the download and once the file was read. Medians of ${RUNS} run(s) after one warm-up export; row counts checked against SQL.`,
    "",
    "| export | rows | link (GET /export) ms | first byte ms (target < 100) | total s | rows/s (target >= 50,000) | MB on the wire | server RSS before / after MB | server RSS growth MB (target < 50) |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  const figures: ExportFigure[] = [];
  for (const e of exports) {
    const first = median(e.runs.map((r) => r.firstByteMs));
    const rps = median(e.runs.map((r) => r.rows / (r.totalMs / 1000)));
    const rss = median(e.runs.map((r) => r.rssGrowthMb));
    const rssMax = Math.max(...e.runs.map((r) => r.rssGrowthMb));
    const before = median(e.runs.map((r) => r.rssBeforeMb));
    const after = median(e.runs.map((r) => r.rssAfterMb));
    figures.push({
      label: e.label,
      rows: e.rows,
      rowsPerSecond: rps,
      rssBeforeMb: before,
      rssAfterMb: after,
      rssGrowthMaxMb: rssMax,
    });
    lines.push(
      `| ${e.label}, ${e.runs[0]!.encoding} | ${int(e.rows)} | ${median(e.runs.map((r) => r.linkMs)).toFixed(1)} | ` +
        `${first.toFixed(1)} (${met(first < TARGET.firstByteMs)}) | ${(median(e.runs.map((r) => r.totalMs)) / 1000).toFixed(2)} | ` +
        `${int(rps)} (${met(rps >= TARGET.rowsPerSecond)}) | ${(median(e.runs.map((r) => r.bytes)) / 1024 / 1024).toFixed(1)} | ` +
        `${before.toFixed(0)} / ${after.toFixed(0)} | ` +
        `${rss.toFixed(1)}, max ${rssMax.toFixed(1)} (${met(rssMax < TARGET.rssMb)}) |`,
    );
  }
  const importMs = median(imports.map((r) => r.ms));
  lines.push(
    "",
    `Import of ${int(IMPORT_ROWS)} configurations (tests/fixtures/csv/generate, its catalogue values added first so none is new), ` +
      `\`POST /api/v1/hose-configurations/import/{id}\` into the library of distributor@large1's organisation: ` +
      `median ${(importMs / 1000).toFixed(2)} s over ${RUNS} run(s) (${imports.map((r) => `${(r.ms / 1000).toFixed(2)} s`).join(", ")}; ` +
      `${imports[0]!.answer} each), target under 2 s: ${met(importMs < TARGET.importMs)}. ` +
      `What each run created is removed after it (the audit trail keeps its one import entry).`,
  );
  return { section: lines.join("\n"), exports: figures };
}
