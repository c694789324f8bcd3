import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as downloadRoute } from "@/app/api/v1/compliance-packs/[id]/download/route";
import { GET as packRoute } from "@/app/api/v1/compliance-packs/[id]/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/compliance-packs/route";
import { GET as fileRoute } from "@/app/api/v1/files/[token]/route";
import { buildCompliancePack } from "@/lib/compliance/build-compliance-pack";
import { pdfText } from "@/lib/compliance/pack-pdf";
import { startCompliancePackWorker } from "@/lib/compliance/queue";
import { stopJobs } from "@/lib/jobs/boss";
import { addMonthsUtc, formatDate, today } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { storage } from "@/lib/storage";
import { seedDemo } from "@/prisma/seed";
import { bearerHeaders } from "../fixtures/bearer";
import { call } from "../fixtures/http";
import { hasPdftoppm, NO_PDFTOPPM, rasterise } from "../fixtures/labels";

/**
 * Compliance packs on the demo data: a distributor asks for the pack of its
 * customer's site, the queued job (pg-boss, a real worker) builds it, the PDF is downloaded
 * through the signed link, rendered to images by poppler's pdftoppm and read back with
 * pdftotext: every hose of the site and every inspection date is in it. Then who may, and
 * what a foreign id answers, and the progress the job records.
 */

const HOST = "demo.localhost";
type User = { id: string; clientId: string; sessionVersion: number };
let users: Record<string, User>;
let orgs: Record<string, string>;
let site: { id: string; trailName: string; path: string };

beforeAll(async () => {
  await seedDemo(db(), { storage: await storage() });
  const all = await db().user.findMany({ include: { memberships: true } });
  users = Object.fromEntries(all.map((u) => [u.email, u]));
  const organisations = await db().organisation.findMany();
  orgs = Object.fromEntries(organisations.map((o) => [o.name, o.id]));
  // The Quarry Works site with the most active hoses (in it or below).
  const sites = await db().organisationZone.findMany({
    where: { organisationId: orgs["Quarry Works Ltd"], parentId: null },
  });
  const counts = await Promise.all(
    sites.map((s) =>
      db().hose.count({
        where: { deletedAt: null, zone: { OR: [{ path: s.path }, { path: { startsWith: `${s.path}/` } }] } },
      }),
    ),
  );
  site = sites[counts.indexOf(Math.max(...counts))]!;
}, 60_000);

const as = (email: string, organisation: string) => bearerHeaders(users[email]!, organisation);
const quarry = () => orgs["Quarry Works Ltd"]!;
const northern = () => orgs["Northern Hose Supply"]!;

async function request(email: string, organisation: string, body: unknown) {
  return call(createRoute, {
    method: "POST",
    host: HOST,
    path: "/api/v1/compliance-packs",
    headers: await as(email, organisation),
    body,
  });
}

async function get(handler: typeof packRoute, email: string, organisation: string, id: string, host = HOST) {
  return call(handler, {
    host,
    path: `/api/v1/compliance-packs/${id}`,
    headers: await bearerHeaders(users[email]!, organisation),
    params: { id },
  });
}

function text(pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), "pack-text-"));
  try {
    writeFileSync(join(dir, "a.pdf"), pdf);
    const run = spawnSync("pdftotext", ["-layout", join(dir, "a.pdf"), "-"]);
    if (run.status !== 0) throw new Error(`pdftotext failed: ${run.stderr.toString()}`);
    return run.stdout.toString();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("compliance pack of a demo site", () => {
  it("is queued, built by the worker with its progress, and holds every hose and inspection date", async () => {
    const res = await request("distributor@demo.test", northern(), { organisationId: quarry(), siteId: site.id });
    expect(res.status).toBe(201);
    const queued = res.body as { id: string; status: string; hosesTotal: number; siteName: string };
    expect(queued).toMatchObject({ status: "QUEUED", siteName: site.trailName });
    expect(queued.hosesTotal).toBeGreaterThan(0);
    expect(res.userMessage).toBe("The compliance pack of Quarry Works Ltd is being prepared");
    const jobs = await db().$queryRaw<Array<{ n: number }>>`
      SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'compliance-pack' AND data->>'packId' = ${queued.id}`;
    expect(jobs[0]!.n).toBe(1);

    // Not ready yet: no download.
    const early = await get(downloadRoute, "distributor@demo.test", northern(), queued.id);
    expect(early.status).toBe(409);

    await startCompliancePackWorker(0.5);
    let pack: { status: string; hosesDone: number; hosesTotal: number } = { status: "", hosesDone: 0, hosesTotal: 0 };
    await expect
      .poll(
        async () => {
          pack = (await get(packRoute, "distributor@demo.test", northern(), queued.id)).body as typeof pack;
          return pack.status;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe("DONE");
    expect(pack.hosesDone).toBe(pack.hosesTotal);

    const download = await get(downloadRoute, "customer@demo.test", quarry(), queued.id);
    expect(download.status).toBe(200);
    const url = (download.body as { url: string }).url;
    expect(url).toMatch(/^\/api\/v1\/files\//);
    const token = decodeURIComponent(url.slice(url.lastIndexOf("/") + 1));
    const file = await call(fileRoute, { host: HOST, path: url, params: { token } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toMatch(/compliance-pack-quarry-works-ltd-\d{4}-\d{2}-\d{2}\.pdf/);
    const pdf = file.bytes;
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe("%PDF-");

    if (process.env.PACK_PDF_OUT) writeFileSync(process.env.PACK_PDF_OUT, pdf);
    const words = text(pdf);
    // The cover: organisation, site, date, who.
    expect(words).toContain("Compliance pack");
    expect(words).toContain("Quarry Works Ltd");
    expect(words).toContain(pdfText(site.trailName));
    expect(words).toContain(formatDate(new Date()));
    const distributor = users["distributor@demo.test"] as unknown as { firstName: string; lastName: string };
    expect(words).toContain(`${distributor.firstName} ${distributor.lastName}`);
    // Every hose of the site (and below), those retired in the period (by default the twelve
    // months up to today) included, and every date of its inspections in the period.
    const from = addMonthsUtc(today(), -12);
    const hoses = await db().hose.findMany({
      where: {
        OR: [{ deletedAt: null }, { deletedAt: { gte: from } }],
        customerOrganisationId: quarry(),
        zone: { OR: [{ path: site.path }, { path: { startsWith: `${site.path}/` } }] },
      },
      include: { meta: { where: { kind: "INSPECTION", inspectionDate: { gte: from } } } },
    });
    expect(hoses.length).toBe(pack.hosesTotal);
    expect(hoses.some((h) => h.meta.length > 0)).toBe(true);
    for (const h of hoses) {
      expect(words, `hose ${h.name ?? h.tagId}`).toContain(pdfText(h.name ?? h.tagId));
      for (const m of h.meta) if (m.inspectionDate) expect(words).toContain(formatDate(m.inspectionDate));
      if (h.nextInspectionDate && !h.deletedAt) expect(words).toContain(formatDate(h.nextInspectionDate));
    }
    // Another customer's hoses are not in it.
    const others = await db().hose.findMany({
      where: { customerOrganisationId: { not: quarry() }, name: { not: null } },
    });
    const foreign = others.filter((h) => !hoses.some((o) => o.name === h.name)).map((h) => h.name!);
    expect(foreign.filter((name) => words.includes(`${name}  -  `))).toEqual([]);

    if (!hasPdftoppm) return console.warn(NO_PDFTOPPM);
    const pages = rasterise(pdf, 50);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const page of pages) expect(page.pixels.some((v) => v < 128)).toBe(true);
  }, 60_000);

  it("is built once when delivered twice at the same time", async () => {
    // No worker from here on: this test and the next build packs themselves.
    await stopJobs();
    const res = await request("customer@demo.test", quarry(), { organisationId: quarry() });
    const { id } = res.body as { id: string };
    let steps = 0;
    const count = () => void steps++;
    await Promise.all([buildCompliancePack(id, { onProgress: count }), buildCompliancePack(id, { onProgress: count })]);
    const row = await db().compliancePack.findUniqueOrThrow({ where: { id } });
    expect(row.status).toBe("DONE");
    // One builder: one progress step per batch of each pass (both passes fit a batch here).
    expect(steps).toBe(2);
    // Done: a later delivery changes nothing.
    await buildCompliancePack(id, { onProgress: count });
    expect(steps).toBe(2);
    expect((await db().compliancePack.findUniqueOrThrow({ where: { id } })).finishedAt).toEqual(row.finishedAt);
  });

  it("records its progress batch by batch, as the row shows it", async () => {
    const res = await request("customer@demo.test", quarry(), { organisationId: quarry() });
    expect(res.status).toBe(201);
    const { id, hosesTotal } = res.body as { id: string; hosesTotal: number };
    const seen: Array<[number, number]> = [];
    // Built here directly (no worker is running now).
    await buildCompliancePack(id, {
      batchSize: 7,
      onProgress: async (done) => {
        const row = await db().compliancePack.findUniqueOrThrow({ where: { id } });
        seen.push([done, row.hosesDone]);
        expect(row.status).toBe("RUNNING");
      },
    });
    expect(seen.length).toBeGreaterThan(4);
    for (const [done, stored] of seen) expect(stored).toBe(done);
    const dones = seen.map(([d]) => d);
    expect([...dones].sort((a, b) => a - b)).toEqual(dones);
    expect(dones.at(-1)).toBe(hosesTotal);
    const row = await db().compliancePack.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "DONE", hosesDone: hosesTotal, hosesTotal });
    expect(row.size).toBeGreaterThan(1000);
    expect((await (await storage()).head(row.storageKey!))?.size).toBe(row.size);
  }, 60_000);
});

describe("who may", () => {
  let packId: string;
  beforeAll(async () => {
    const res = await request("admin@demo.test", "admin", { organisationId: quarry() });
    expect(res.status).toBe(201);
    packId = (res.body as { id: string }).id;
  });

  it("client admins, and Admins and Managers of the customer and of its distributor", async () => {
    for (const [email, org] of [
      ["admin@demo.test", "admin"],
      ["distributor@demo.test", northern()],
      ["manager@demo.test", northern()],
      ["customer@demo.test", quarry()],
    ] as const) {
      const read = await get(packRoute, email, org, packId);
      expect(read.status, email).toBe(200);
      const list = await call(listRoute, {
        host: HOST,
        path: "/api/v1/compliance-packs",
        headers: await as(email, org),
      });
      expect(list.status, email).toBe(200);
      expect(
        (list.body as { items: Array<{ id: string }> }).items.map((p) => p.id),
        email,
      ).toContain(packId);
    }
  });

  it("answers the same pack again while it is queued (200), without a second job", async () => {
    const before = await db().compliancePack.count();
    const again = await request("distributor@demo.test", northern(), { organisationId: quarry() });
    expect(again.status).toBe(200);
    expect((again.body as { id: string }).id).toBe(packId);
    expect(again.userMessage).toBe("The compliance pack of Quarry Works Ltd is already being prepared");
    expect(await db().compliancePack.count()).toBe(before);
    const jobs = await db().$queryRaw<Array<{ n: number }>>`
      SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'compliance-pack' AND data->>'packId' = ${packId}`;
    expect(jobs[0]!.n).toBe(1);
    // Another scope of the same customer is another pack, which waits for this one
    // (compliance-limits.test.ts).
    const site = await db().organisationZone.findFirstOrThrow({ where: { organisationId: quarry() } });
    const other = await request("distributor@demo.test", northern(), { organisationId: quarry(), siteId: site.id });
    expect(other.status).toBe(409);
  });

  it("refuses Users and Read-only users (403), changing nothing", async () => {
    const before = await db().compliancePack.count();
    for (const email of ["user@demo.test", "readonly@demo.test"]) {
      expect((await request(email, quarry(), { organisationId: quarry() })).status, email).toBe(403);
      expect((await get(packRoute, email, quarry(), packId)).status, email).toBe(403);
      expect((await get(downloadRoute, email, quarry(), packId)).status, email).toBe(403);
    }
    expect(await db().compliancePack.count()).toBe(before);
  });

  it("answers 404 for another distributor's customer, another client's pack and unknown ids", async () => {
    const before = await db().compliancePack.count();
    const south = orgs["Southern Fluid Power"]!;
    expect((await request("south@demo.test", south, { organisationId: quarry() })).status).toBe(404);
    expect((await get(packRoute, "south@demo.test", south, packId)).status).toBe(404);
    expect((await get(downloadRoute, "south@demo.test", south, packId)).status).toBe(404);
    const list = await call(listRoute, {
      host: HOST,
      path: "/api/v1/compliance-packs",
      headers: await as("south@demo.test", south),
    });
    expect((list.body as { items: Array<{ id: string }> }).items.map((p) => p.id)).not.toContain(packId);
    // Acme's client admin on Acme's host: a Demo pack does not exist there.
    expect((await get(packRoute, "admin@acme.test", "admin", packId, "acme.localhost")).status).toBe(404);
    const acmeCustomer = (await db().organisation.findFirstOrThrow({ where: { name: "Coastal Ports Ltd" } })).id;
    expect((await request("admin@demo.test", "admin", { organisationId: acmeCustomer })).status).toBe(404);
    expect((await get(packRoute, "admin@demo.test", "admin", "0190d5a0-0000-7000-8000-000000000000")).status).toBe(404);
    expect(await db().compliancePack.count()).toBe(before);
  });

  it("refuses a site of another customer and a bad body (422), changing nothing", async () => {
    const before = await db().compliancePack.count();
    const otherSite = await db().organisationZone.findFirstOrThrow({
      where: { organisationId: orgs["Harbour Cranes Ltd"] },
    });
    const res = await request("admin@demo.test", "admin", { organisationId: quarry(), siteId: otherSite.id });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ siteId: ["Choose a site from the list"] });
    const bad = await request("admin@demo.test", "admin", { organisationId: "nope" });
    expect(bad.status).toBe(422);
    expect(bad.body).toHaveProperty("organisationId");
    expect(await db().compliancePack.count()).toBe(before);
  });
});

describe("second edition: a period, its answers, and the same pack from the same data", () => {
  it("reports a period's inspections with every answer, retirements, inspectors and the chain; JSON byte-identical on rebuild", async () => {
    await stopJobs();
    const clientId = (await db().organisation.findUniqueOrThrow({ where: { id: quarry() } })).clientId;
    const hose = await db().hose.findFirstOrThrow({
      where: {
        customerOrganisationId: quarry(),
        deletedAt: null,
        organisationZoneId: { not: null },
        name: { not: null },
      },
      orderBy: { id: "asc" },
    });
    const retiring = await db().hose.findFirstOrThrow({
      where: { customerOrganisationId: quarry(), deletedAt: null, id: { not: hose.id }, name: { not: null } },
      orderBy: { id: "desc" },
    });
    const template = await db().checklistTemplate.findFirstOrThrow({ where: { clientId, supersededAt: null } });
    const criteria = template.criteria as Array<{ id: string; text: string; critical: boolean }>;
    const answers = criteria.map((c, n) => ({
      criterionId: c.id,
      text: c.text,
      critical: c.critical,
      result: n === 0 ? "fail" : n === 1 ? "na" : "pass",
      note: n === 0 ? "Cover cracked near the crimp" : null,
    }));
    const day = addMonthsUtc(today(), -1);
    const inspection = await db().hoseMeta.create({
      data: {
        clientId,
        hoseId: hose.id,
        kind: "INSPECTION",
        inspectionResult: 2,
        inspectionName: "Pat Inspector",
        inspectionDate: day,
        inspectionType: "extraordinary",
        extraordinaryReason: "damage",
        checklistId: template.id,
        checklistResults: answers,
        notes: "Replaced after the loader hit it",
      },
    });
    // The inspector's competence has its certificate on file; the failed answer has a photo.
    const holder = await db().user.findFirstOrThrow({ where: { clientId, email: "customer@demo.test" } });
    const competence = await db().competence.create({
      data: {
        clientId,
        userId: holder.id,
        qualification: "Hydraulic hose inspector",
        issuedBy: "BFPA",
        validUntil: new Date("2027-12-31"),
        certificateKey: `${clientId}/competences/pack-test`,
        certificateFilename: "bfpa.pdf",
        certificateMimetype: "application/pdf",
        certificateSize: 1000,
      },
    });
    const answerPhoto = await db().upload.create({
      data: {
        clientId,
        hoseId: hose.id,
        hoseMetaId: inspection.id,
        criterionId: answers[0]!.criterionId,
        uploadType: 1,
        filename: "crimp-crack.jpg",
        mimetype: "image/jpeg",
        size: 1000,
        storageKey: `${clientId}/pack-test-answer-photo`,
      },
    });
    await db().inspectionAttestation.create({
      data: {
        hoseMetaId: inspection.id,
        clientId,
        competenceId: competence.id,
        competence: "Hydraulic hose inspector (issued by BFPA, valid until 2027-12-31)",
        signatureMethod: "password",
        signedAt: new Date(`${day.toISOString().slice(0, 10)}T10:15:00Z`),
        signerName: "Pat Inspector",
      },
    });
    await db().hose.update({
      where: { id: retiring.id },
      data: { deletedAt: new Date(Date.now() - 3 * 86_400_000), retirementReason: "abrasion" },
    });

    const from = addMonthsUtc(today(), -2).toISOString().slice(0, 10);
    const to = today().toISOString().slice(0, 10);
    // The period is checked: not after today, and in order.
    const future = await request("customer@demo.test", quarry(), { organisationId: quarry(), to: "2999-01-01" });
    expect(future).toMatchObject({ status: 422, body: { to: ["The period cannot end after today"] } });
    const backwards = await request("customer@demo.test", quarry(), { organisationId: quarry(), from: to, to: from });
    expect(backwards).toMatchObject({
      status: 422,
      body: { from: ["The period must start on or before its last day"] },
    });

    // The packs the tests above left queued would hold this customer's next one back (409).
    await db().compliancePack.updateMany({
      where: { organisationId: quarry(), status: { in: ["QUEUED", "RUNNING"] } },
      data: { status: "FAILED" },
    });
    const res = await request("customer@demo.test", quarry(), { organisationId: quarry(), from, to });
    expect(res.status).toBe(201);
    const { id } = res.body as { id: string };
    expect(res.body).toMatchObject({ periodFrom: from, periodTo: to, hasJson: false });
    await buildCompliancePack(id);
    const built = async () => {
      const row = await db().compliancePack.findUniqueOrThrow({ where: { id } });
      expect(row.status).toBe("DONE");
      const store = await storage();
      return { json: Buffer.from((await store.get(row.jsonKey!))!), pdf: (await store.get(row.storageKey!))! };
    };
    const first = await built();
    const pack = JSON.parse(first.json.toString("utf8"));
    expect(pack).toMatchObject({ format: "compliance-pack/2", organisation: "Quarry Works Ltd", period: { from, to } });
    const entry = pack.hoses.find((h: { tagId: string; name: string }) => h.name === hose.name);
    expect(entry.intervals.nextInspection).not.toBe("");
    const recorded = entry.inspections.find((i: { notes: string }) => i.notes === "Replaced after the loader hit it");
    expect(recorded).toMatchObject({
      date: day.toISOString().slice(0, 10),
      type: "Extraordinary (after an event)",
      reason: "Accident or damage",
      result: "Replace",
      inspector: "Pat Inspector",
      competence: "Hydraulic hose inspector (issued by BFPA, valid until 2027-12-31)",
      signature: { method: "Confirmed with password", signer: "Pat Inspector" },
      checklist: { name: template.name, version: template.version },
    });
    expect(recorded.checklist.answers).toHaveLength(criteria.length);
    expect(recorded.checklist.answers[0]).toMatchObject({
      result: "Fail",
      note: "Cover cracked near the crimp",
      photo: { id: answerPhoto.id, filename: "crimp-crack.jpg" },
    });
    expect(recorded.checklist.answers.slice(1).every((a: { photo: unknown }) => a.photo === null)).toBe(true);
    const retired = pack.hoses.find((h: { name: string }) => h.name === retiring.name);
    expect(retired).toMatchObject({ status: "Retired", retired: { reason: "In-service failure: abrasion" } });
    expect(pack.inspectors).toContainEqual({
      name: "Pat Inspector",
      competence: "Hydraulic hose inspector (issued by BFPA, valid until 2027-12-31)",
      certificateOnFile: true,
      inspections: 1,
    });
    expect(pack.auditChain).toMatchObject({ valid: true, head: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(pack.auditChain.count).toBeGreaterThan(0);

    // The PDF says the same: every answer of the inspection, in full.
    const words = text(first.pdf).replace(/\s+/g, " ");
    expect(words).toContain(`${formatDate(from)} to ${formatDate(to)}`);
    for (const a of recorded.checklist.answers as Array<{ result: string; criterion: string }>) {
      expect(words).toContain(`${a.result}: ${pdfText(a.criterion)}`);
    }
    expect(words).toContain("Cover cracked near the crimp");
    expect(words).toContain("Photo: crimp-crack.jpg");
    expect(words).toContain("Certificate on file");
    expect(words).toContain("Confirmed with password by Pat Inspector");
    expect(words).toContain("Retired on");
    expect(words).toContain(pack.auditChain.head);

    // Built again from the same data: the JSON byte for byte, the PDF's text.
    await db().compliancePack.update({ where: { id }, data: { status: "QUEUED" } });
    await buildCompliancePack(id);
    const second = await built();
    expect(second.json.equals(first.json)).toBe(true);
    expect(text(second.pdf)).toBe(text(first.pdf));

    // The JSON downloads beside the PDF; another format is refused.
    const link = await call(downloadRoute, {
      host: HOST,
      path: `/api/v1/compliance-packs/${id}/download?format=json`,
      headers: await as("customer@demo.test", quarry()),
      params: { id },
    });
    expect(link.status).toBe(200);
    const url = (link.body as { url: string }).url;
    const token = decodeURIComponent(url.slice(url.lastIndexOf("/") + 1));
    const file = await call(fileRoute, { host: HOST, path: url, params: { token } });
    expect(file.headers.get("content-type")).toBe("application/json");
    expect(Buffer.from(file.bytes).equals(first.json)).toBe(true);
    const wrong = await call(downloadRoute, {
      host: HOST,
      path: `/api/v1/compliance-packs/${id}/download?format=xml`,
      headers: await as("customer@demo.test", quarry()),
      params: { id },
    });
    expect(wrong.status).toBe(422);
  }, 90_000);
});
