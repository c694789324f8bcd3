import { describe, expect, it } from "vitest";
import { GET as batchTagsExportRoute } from "@/app/api/v1/batches/[id]/export/route";
import { GET as batchesExportRoute } from "@/app/api/v1/batches/export/route";
import { GET as downloadRoute } from "@/app/api/v1/exports/[token]/route";
import { GET as configExportRoute } from "@/app/api/v1/hose-configurations/export/route";
import { GET as hoseExportRoute } from "@/app/api/v1/hoses/export/route";
import { GET as inspectionExportRoute } from "@/app/api/v1/inspections/export/route";
import { GET as quoteExportRoute } from "@/app/api/v1/quotes/export/route";
import { GET as configListRoute } from "@/app/api/v1/hose-configurations/route";
import { GET as hoseListRoute } from "@/app/api/v1/hoses/route";
import { GET as organisationExportRoute } from "@/app/api/v1/organisations/export/route";
import { GET as organisationListRoute } from "@/app/api/v1/organisations/route";
import { neutraliseCell } from "@/lib/csv/write-csv";
import { db } from "@/lib/db/client";
import { bulkPool } from "@/lib/db/pg-pool";
import { hoseRowsByIds } from "@/lib/hoses/hose-rows-by-id";
import { inspectionRowsByIds } from "@/lib/inspections/inspection-rows-by-id";
import { bearerHeaders } from "../fixtures/bearer";
import {
  createClient,
  createHose,
  createHoseConfiguration,
  createOrganisation,
  createUser,
} from "../fixtures/factories";
import { call } from "../fixtures/http";

type Handler = Parameters<typeof call>[0];

async function download(host: string, url: string) {
  const token = url.replace("/api/v1/exports/", "");
  const response = await downloadRoute(new Request(`http://${host}${url}`, { headers: { host } }), {
    params: Promise.resolve({ token }),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    bytes,
    text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes),
    disposition: response.headers.get("content-disposition"),
  };
}

async function exportVia(
  handler: Handler,
  host: string,
  headers: Record<string, string>,
  opts: { filters?: object; params?: Record<string, string> } = {},
) {
  const path = `/api/v1/x/export${opts.filters ? `?filters=${encodeURIComponent(JSON.stringify(opts.filters))}` : ""}`;
  const res = await call(handler, { host, path, headers, params: opts.params });
  return res;
}

const dataLines = (text: string) =>
  text
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter((l) => l !== "");

/** Many hoses in one statement (set-based), so the test needs no 10,000 round trips. */
async function insertHoses(
  clientId: string,
  customerId: string,
  distributorId: string | null,
  count: number,
  prefix: string,
) {
  await db().$executeRaw`
    INSERT INTO "Hose" (id, "clientId", "customerOrganisationId", "distributorOrganisationId", name, "tagId", status, "updatedAt")
    SELECT gen_random_uuid(), ${clientId}::uuid, ${customerId}::uuid, ${distributorId}::uuid, ${prefix} || lpad(n::text, 6, '0'), ${prefix} || n, 3, now()
    FROM generate_series(1, ${count}) AS n`;
}

async function setup() {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  const dist = await createOrganisation(client.id, { isDistributor: true, name: "North" });
  const otherDist = await createOrganisation(client.id, { isDistributor: true, name: "South" });
  const customer = await createOrganisation(client.id, { name: "Quarry", distributorId: dist.id });
  const otherCustomer = await createOrganisation(client.id, { name: "Farm", distributorId: otherDist.id });
  const admin = await createUser(client.id, { clientAdmin: true });
  const system = await createUser(client.id, { systemAdmin: true, clientAdmin: true });
  const distAdmin = await createUser(client.id, { memberships: [{ organisationId: dist.id, role: 2 }] });
  const distUser = await createUser(client.id, { memberships: [{ organisationId: dist.id, role: 0 }] });
  return { client, host, dist, otherDist, customer, otherCustomer, admin, system, distAdmin, distUser };
}

describe("streamed CSV exports", () => {
  it("neutralises formula-leading cells, tab and carriage return included; plain numbers stay numbers", () => {
    expect(["=1", "+1x", "-1", "@A", "\tx", "\rx", "a=b"].map(neutraliseCell)).toEqual([
      "'=1",
      "'+1x",
      "-1",
      "'@A",
      "'\tx",
      "'\rx",
      "a=b",
    ]);
  });

  it("streams every matching hose past the old 10,000 cap, UTF-8 with BOM, named with the list and date", async () => {
    const s = await setup();
    await insertHoses(s.client.id, s.customer.id, s.dist.id, 10_050, "BULK-");
    await insertHoses(s.client.id, s.otherCustomer.id, s.otherDist.id, 5, "OTHER-");
    const res = await exportVia(hoseExportRoute, s.host, await bearerHeaders(s.distAdmin, s.dist.id));
    expect(res.status).toBe(200);
    const file = await download(s.host, (res.body as { url: string }).url);
    expect(file.status).toBe(200);
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const today = new Date().toISOString().slice(0, 10);
    expect(file.disposition).toBe(`attachment; filename="hoses-${today}.csv"`);
    const lines = dataLines(file.text);
    expect(lines[0]).toMatch(/^Tag id,Name,Status,Customer/);
    expect(lines).toHaveLength(1 + 10_050); // the distributor's own customers only
    expect(lines.filter((l) => l.startsWith("OTHER-"))).toHaveLength(0);
    expect(new Set(lines.slice(1).map((l) => l.split(",")[0])).size).toBe(10_050); // no row twice across batches
  }, 60_000);

  it("honours the list's filters, and writes the row as the list shows it", async () => {
    const s = await setup();
    await insertHoses(s.client.id, s.customer.id, s.dist.id, 30, "FLT-");
    const dated = await createHose(s.client.id, s.customer.id, {
      tagId: "DATED-1",
      name: "=Dated",
      installationDate: new Date("2026-01-15"),
    });
    const one = await exportVia(hoseExportRoute, s.host, await bearerHeaders(s.admin, "admin"), {
      filters: { search: "DATED-1" },
    });
    const [, line] = dataLines((await download(s.host, (one.body as { url: string }).url)).text);
    expect(line).toContain(`DATED-1,'=Dated,Good,Quarry,North,`);
    expect(line).toContain(",15/01/2026,"); // installation date
    expect(dated.installationDate).not.toBeNull();
    const res = await exportVia(hoseExportRoute, s.host, await bearerHeaders(s.admin, "admin"), {
      filters: { search: "FLT-00001" },
    });
    const lines = dataLines((await download(s.host, (res.body as { url: string }).url)).text);
    // Names FLT-000010 ... FLT-000019 contain the search; the other twenty do not.
    expect(
      lines
        .slice(1)
        .map((l) => l.split(",")[0])
        .sort(),
    ).toEqual(Array.from({ length: 10 }, (_, i) => `FLT-${10 + i}`));
  });

  it("writes the rows in the list's order as the user sorted it, not in creation order", async () => {
    const s = await setup();
    const headers = await bearerHeaders(s.admin, "admin");
    // Created in one order; names, tags and next inspection dates each sort them differently.
    const hoses = [
      { name: "Delta", tagId: "T-3", nextInspectionDate: new Date("2026-05-01") },
      { name: "alpha", tagId: "T-9", nextInspectionDate: null },
      { name: "Charlie", tagId: "T-1", nextInspectionDate: new Date("2026-02-01") },
      { name: "Bravo", tagId: "T-5", nextInspectionDate: new Date("2026-05-01") },
    ];
    for (const h of hoses) {
      const { id } = await createHose(s.client.id, s.customer.id, { name: h.name, tagId: h.tagId });
      await db().hose.update({ where: { id }, data: { nextInspectionDate: h.nextInspectionDate } });
    }
    const listed = async (handler: Handler, filters: object) =>
      (
        (
          await call(handler, {
            host: s.host,
            path: `/api/v1/x?limit=100&filters=${encodeURIComponent(JSON.stringify(filters))}`,
            headers,
          })
        ).body as { items: Array<{ name: string }> }
      ).items.map((i) => i.name);
    const exported = async (handler: Handler, filters: object, column: number) =>
      dataLines(
        (await download(s.host, ((await exportVia(handler, s.host, headers, { filters })).body as { url: string }).url))
          .text,
      )
        .slice(1)
        .map((l) => l.split(",")[column]!);

    for (const filters of [{}, { sort: "name" }, { sort: "tag" }, { sort: "newest" }]) {
      const names = await listed(hoseListRoute, filters);
      expect(names).toHaveLength(4);
      expect(await exported(hoseExportRoute, filters, 1)).toEqual(names);
    }
    expect(await listed(hoseListRoute, {})).toEqual(["Charlie", "Bravo", "Delta", "alpha"]);

    for (const name of ["Zeta works", "Acme", "Mill"]) await createOrganisation(s.client.id, { name });
    const organisations = await listed(organisationListRoute, {});
    expect(organisations.length).toBeGreaterThan(3);
    expect(await exported(organisationExportRoute, {}, 0)).toEqual(organisations);

    for (const name of ["Zulu config", "Alpha config", "Mike config"])
      await createHoseConfiguration(s.client.id, s.dist.id, { name });
    const configs = await listed(configListRoute, {});
    expect(configs).toEqual(["Alpha config", "Mike config", "Zulu config"]);
    expect(await exported(configExportRoute, {}, 0)).toEqual(configs);
  });

  it("exports inspections, quotes and configurations of the caller's scope", async () => {
    const s = await setup();
    const hose = await createHose(s.client.id, s.customer.id);
    const foreign = await createHose(s.client.id, s.otherCustomer.id);
    for (const h of [hose, foreign]) {
      await db().hoseMeta.create({
        data: {
          clientId: s.client.id,
          hoseId: h.id,
          kind: "INSPECTION",
          inspectionResult: 1,
          inspectionName: `=cmd|${h.name}`,
          inspectionDate: new Date("2026-03-04"),
        },
      });
    }
    await createHoseConfiguration(s.client.id, s.dist.id, { name: "@Mine" });
    await createHoseConfiguration(s.client.id, s.otherDist.id, { name: "Theirs" });
    const headers = await bearerHeaders(s.distAdmin, s.dist.id);

    const insp = dataLines(
      (await download(s.host, ((await exportVia(inspectionExportRoute, s.host, headers)).body as { url: string }).url))
        .text,
    );
    expect(insp).toHaveLength(2);
    expect(insp[1]).toContain(`'=cmd|${hose.name}`);
    expect(insp[1]).toMatch(/^04\/03\/2026,Monitor,/); // a DATE column reads the same day in any server time zone

    const configs = dataLines(
      (await download(s.host, ((await exportVia(configExportRoute, s.host, headers)).body as { url: string }).url))
        .text,
    );
    expect(configs.slice(1).map((l) => l.split(",")[0])).toEqual(["'@Mine"]);

    const quotes = await exportVia(quoteExportRoute, s.host, headers);
    expect(dataLines((await download(s.host, (quotes.body as { url: string }).url)).text)[0]).toMatch(/^Quote,/);
  });

  it("refuses non-Admins (403) and batch exports to anyone but a system admin", async () => {
    const s = await setup();
    expect((await exportVia(hoseExportRoute, s.host, await bearerHeaders(s.distUser, s.dist.id))).status).toBe(403);
    expect((await exportVia(inspectionExportRoute, s.host, await bearerHeaders(s.distUser, s.dist.id))).status).toBe(
      403,
    );
    expect((await exportVia(batchesExportRoute, s.host, await bearerHeaders(s.admin, "admin"))).status).toBe(403);
    expect((await exportVia(batchesExportRoute, s.host, await bearerHeaders(s.system, "admin"))).status).toBe(200);
  });

  it("exports a batch's tags with their use; another client's batch is 404", async () => {
    const s = await setup();
    const other = await createClient();
    const batch = await db().tagBatch.create({ data: { clientId: s.client.id, name: "B1" } });
    const foreign = await db().tagBatch.create({ data: { clientId: other.id, name: "B2" } });
    await db().tag.createMany({
      data: ["AA1", "AA2"].map((code) => ({ clientId: s.client.id, batchId: batch.id, code })),
    });
    await createHose(s.client.id, s.customer.id, { tagId: "AA2" });
    const headers = await bearerHeaders(s.system, "admin");
    const res = await exportVia(batchTagsExportRoute, s.host, headers, { params: { id: batch.id } });
    expect(res.status).toBe(200);
    const lines = dataLines((await download(s.host, (res.body as { url: string }).url)).text);
    expect(lines).toEqual(["Tag id,In use", "AA1,No", "AA2,Yes"]);
    expect((await exportVia(batchTagsExportRoute, s.host, headers, { params: { id: foreign.id } })).status).toBe(404);

    const list = dataLines(
      (await download(s.host, ((await exportVia(batchesExportRoute, s.host, headers)).body as { url: string }).url))
        .text,
    );
    expect(list[1]).toMatch(/^B1,\d\d\/\d\d\/\d{4},,2,1$/);
  });
});

describe("an export's reads of rows by id", () => {
  it("read only the given client's hoses and inspections, whatever ids they are handed", async () => {
    const [mine, theirs] = [await createClient(), await createClient()];
    const hoses = [];
    for (const client of [mine, theirs]) {
      const customer = await createOrganisation(client.id);
      const hose = await createHose(client.id, customer.id);
      const meta = await db().hoseMeta.create({
        data: { clientId: client.id, hoseId: hose.id, kind: "INSPECTION", inspectionResult: 0 },
      });
      hoses.push({ hose, meta });
    }
    const hoseIds = hoses.map((h) => h.hose.id);
    const metaIds = hoses.map((h) => h.meta.id);
    expect((await hoseRowsByIds(mine.id, hoseIds)).map((h) => h.id)).toEqual([hoses[0]!.hose.id]);
    expect((await hoseRowsByIds(theirs.id, hoseIds)).map((h) => h.id)).toEqual([hoses[1]!.hose.id]);
    expect((await inspectionRowsByIds(mine.id, metaIds)).map((m) => m.id)).toEqual([hoses[0]!.meta.id]);
  });
});

describe("the bulk pool", () => {
  it("reads a DATE column as midnight UTC of that day, as Prisma does, whatever the process's time zone", async () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ["Asia/Tokyo", "America/Los_Angeles", "UTC"]) {
        process.env.TZ = tz; // Node applies a change of TZ at once
        const { rows } = await bulkPool().query<{ d: Date }>(`SELECT DATE '2026-03-04' AS d`);
        expect(rows[0]!.d.toISOString(), tz).toBe("2026-03-04T00:00:00.000Z");
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
