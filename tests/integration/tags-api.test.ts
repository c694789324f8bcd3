import { describe, expect, it } from "vitest";
import { GET as batchTagsExportRoute } from "@/app/api/v1/batches/[id]/export/route";
import { DELETE as deleteBatchRoute, GET as getBatchRoute } from "@/app/api/v1/batches/[id]/route";
import { GET as downloadRoute } from "@/app/api/v1/exports/[token]/route";
import { GET as listBatchesRoute, PUT as updateBatchRoute } from "@/app/api/v1/batches/route";
import { POST as tagDeleteRoute } from "@/app/api/v1/tag-delete/route";
import { POST as tagUploadRoute } from "@/app/api/v1/tag-upload/route";
import { GET as allocatedRoute } from "@/app/api/v1/tags-allocated-count/route";
import { GET as uninstalledRoute } from "@/app/api/v1/tags-uninstalled-count/route";
import { GET as uploadedRoute } from "@/app/api/v1/tags-uploaded-count/route";
import { POST as createHoseRoute } from "@/app/api/v1/hoses/route";
import { db } from "@/lib/db/client";
import { bearerHeaders } from "../fixtures/bearer";
import { createClient, createHose, createOrganisation, createUser } from "../fixtures/factories";
import { call } from "../fixtures/http";

type User = { id: string; clientId: string; sessionVersion: number };
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function setup() {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  const system = await createUser(client.id, { systemAdmin: true });
  const admin = await createUser(client.id, { clientAdmin: true });
  const customer = await createOrganisation(client.id);
  const other = await createClient();
  const otherSystem = await createUser(other.id, { systemAdmin: true });
  return { client, host, system, admin, customer, other, otherSystem };
}

const csv = (lines: string[], name = "tags.csv") => new File([lines.join("\r\n")], name, { type: "text/csv" });

async function postFile(
  handler: Handler,
  host: string,
  user: User,
  file: File | null,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  if (file) form.set("file", file);
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const res = await handler(
    new Request(`http://${host}/api/v1/tag-x`, {
      method: "POST",
      headers: { host, ...(await bearerHeaders(user, "admin")) },
      body: form,
    }),
    { params: Promise.resolve({}) },
  );
  const message = res.headers.get("user-message");
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
    userMessage: message ? decodeURIComponent(message) : null,
  };
}

/** The CSV behind an export answer's short-lived link. */
async function fetchExport(answer: { url: string }, host: string): Promise<string> {
  const token = answer.url.replace("/api/v1/exports/", "");
  const response = await downloadRoute(new Request(`http://${host}${answer.url}`, { headers: { host } }), {
    params: Promise.resolve({ token }),
  });
  return response.text();
}

const count = async (handler: Handler, host: string, user: User) =>
  (await call(handler, { host, headers: await bearerHeaders(user, "admin") })).body as { count: number };

describe("tag management (system admins)", () => {
  it("uploads a file as a batch (header skipped, stored upper-case) and counts uploaded, allocated, uninstalled", async () => {
    const s = await setup();
    const res = await postFile(tagUploadRoute, s.host, s.system, csv(["Tag id", "ab-1", "AB-2", "", "ab-3"]), {
      batchName: "First",
      maxChecks: "5",
    });
    expect(res.status).toBe(200);
    expect(res.userMessage).toBe("Added 3 tags to the system");
    expect(res.body.count).toBe(3);
    expect(
      (await db().tag.findMany({ where: { clientId: s.client.id }, orderBy: { code: "asc" } })).map((t) => t.code),
    ).toEqual(["AB-1", "AB-2", "AB-3"]);
    await createHose(s.client.id, s.customer.id, { tagId: "AB-2" });
    expect(await count(uploadedRoute, s.host, s.system)).toEqual({ count: 3 });
    expect(await count(allocatedRoute, s.host, s.system)).toEqual({ count: 1 });
    expect(await count(uninstalledRoute, s.host, s.system)).toEqual({ count: 2 });

    const list = await call(listBatchesRoute, {
      host: s.host,
      path: "/api/v1/batches?limit=7",
      headers: await bearerHeaders(s.system, "admin"),
    });
    expect(list.body).toMatchObject({
      perPage: 7,
      totalItems: 1,
      items: [{ name: "First", hoseCount: 3, inUseHoseCount: 1 }],
    });
  });

  it("refuses a file naming tags this client already has, listing at most maxChecks of them; nothing added", async () => {
    const s = await setup();
    const known = Array.from({ length: 8 }, (_, i) => `K${i}`);
    // Another client's tags are its own business: the same ids are free here.
    expect(
      (
        await postFile(tagUploadRoute, s.other.hostnames[0]!.hostname, s.otherSystem, csv(known), {
          batchName: "Other client",
        })
      ).status,
    ).toBe(200);
    expect((await postFile(tagUploadRoute, s.host, s.system, csv(known), { batchName: "Mine" })).status).toBe(200);
    expect(await db().tag.count({ where: { clientId: s.client.id } })).toBe(8);
    const before = await db().tag.count();
    const batches = await db().tagBatch.count();
    const res = await postFile(tagUploadRoute, s.host, s.system, csv(["NEW1", ...known]), {
      batchName: "Clash",
      maxChecks: "3",
    });
    expect(res.status).toBe(409);
    expect(res.body.file).toEqual(["These tag ids are already in the system: 'K0', 'K1', 'K2' and 5 more"]);
    expect(await db().tag.count()).toBe(before);
    expect(await db().tagBatch.count()).toBe(batches);

    const bad = await postFile(tagUploadRoute, s.host, s.system, csv(["A1", "bad tag!", "A1"]), { batchName: "Bad" });
    expect(bad.status).toBe(422);
    expect(bad.body.file).toEqual([
      "Tag ids may contain letters, digits and - _ . : only (at most 64 characters): 'bad tag!'",
      "These tag ids appear more than once in the file: 'A1'",
    ]);
    expect(
      (await postFile(tagUploadRoute, s.host, s.system, csv(["A1"], "tags.txt"), { batchName: "Txt" })).body.file,
    ).toEqual(["Only .csv files can be uploaded"]);
    expect((await postFile(tagUploadRoute, s.host, s.system, csv(["A1"]), { batchName: " " })).body.batchName).toEqual([
      "Batch name is required",
    ]);
  });

  it("deletes by file: tags in use stay and are listed; another client's tags are untouched", async () => {
    const s = await setup();
    await postFile(tagUploadRoute, s.host, s.system, csv(["D1", "D2", "D3"]), { batchName: "Del" });
    await postFile(tagUploadRoute, s.other.hostnames[0]!.hostname, s.otherSystem, csv(["X1"]), { batchName: "Other" });
    await createHose(s.client.id, s.customer.id, { tagId: "D2" });
    const res = await postFile(tagDeleteRoute, s.host, s.system, csv(["d1", "D2", "X1", "NOPE"]), { maxChecks: "5" });
    expect(res.status).toBe(200);
    expect(res.userMessage).toBe("Removed 1 tags from the system");
    expect(res.body).toEqual({ count: 1, inUse: ["D2"], inUseCount: 1, notFound: 2 });
    const left = await db().tag.findMany({
      where: { clientId: { in: [s.client.id, s.other.id] } },
      orderBy: { code: "asc" },
    });
    expect(left.map((t) => t.code)).toEqual(["D2", "D3", "X1"]);
  });

  it("batches: rename, delete only when no tag is in use, foreign ids 404", async () => {
    const s = await setup();
    const up = await postFile(tagUploadRoute, s.host, s.system, csv(["B1", "B2"]), { batchName: "Batch" });
    const batchId = up.body.batchId as string;
    const headers = await bearerHeaders(s.system, "admin");
    const renamed = await call(updateBatchRoute, {
      method: "PUT",
      host: s.host,
      headers,
      body: { id: batchId, name: "Renamed" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: "Renamed", hoseCount: 2, inUseHoseCount: 0 });

    const hose = await createHose(s.client.id, s.customer.id, { tagId: "B1" });
    const refused = await call(deleteBatchRoute, { method: "DELETE", host: s.host, headers, params: { id: batchId } });
    expect(refused.status).toBe(409);
    expect(await db().tag.count({ where: { batchId } })).toBe(2);

    const foreign = await postFile(tagUploadRoute, s.other.hostnames[0]!.hostname, s.otherSystem, csv(["F1"]), {
      batchName: "Foreign",
    });
    const foreignId = foreign.body.batchId as string;
    expect((await call(getBatchRoute, { host: s.host, headers, params: { id: foreignId } })).status).toBe(404);
    expect(
      (await call(deleteBatchRoute, { method: "DELETE", host: s.host, headers, params: { id: foreignId } })).status,
    ).toBe(404);
    expect(
      (await call(updateBatchRoute, { method: "PUT", host: s.host, headers, body: { id: foreignId, name: "Mine" } }))
        .status,
    ).toBe(404);
    expect(await db().tagBatch.findUniqueOrThrow({ where: { id: foreignId } })).toMatchObject({ name: "Foreign" });

    await db().hose.update({ where: { id: hose.id }, data: { tagId: null } });
    const deleted = await call(deleteBatchRoute, { method: "DELETE", host: s.host, headers, params: { id: batchId } });
    expect(deleted.status).toBe(200);
    expect(await db().tag.count({ where: { batchId } })).toBe(0);
  });

  it("refuses everyone but system admins (403) and changes nothing", async () => {
    const s = await setup();
    const up = await postFile(tagUploadRoute, s.host, s.system, csv(["S1"]), { batchName: "Kept" });
    const tags = await db().tag.count();
    const batches = await db().tagBatch.count();
    expect((await postFile(tagUploadRoute, s.host, s.admin, csv(["S2"]), { batchName: "No" })).status).toBe(403);
    expect((await postFile(tagDeleteRoute, s.host, s.admin, csv(["S1"]))).status).toBe(403);
    const headers = await bearerHeaders(s.admin, "admin");
    expect((await call(uploadedRoute, { host: s.host, headers })).status).toBe(403);
    expect((await call(listBatchesRoute, { host: s.host, headers })).status).toBe(403);
    expect(
      (await call(updateBatchRoute, { method: "PUT", host: s.host, headers, body: { id: up.body.batchId, name: "X" } }))
        .status,
    ).toBe(403);
    expect(
      (
        await call(deleteBatchRoute, {
          method: "DELETE",
          host: s.host,
          headers,
          params: { id: up.body.batchId as string },
        })
      ).status,
    ).toBe(403);
    expect(await db().tag.count()).toBe(tags);
    expect(await db().tagBatch.count()).toBe(batches);
    expect(await db().tagBatch.findUniqueOrThrow({ where: { id: up.body.batchId as string } })).toMatchObject({
      name: "Kept",
    });
  });

  it("uploads 100,000 tags in one file", async () => {
    const s = await setup();
    const codes = Array.from({ length: 100_000 }, (_, i) => `BULK${String(i).padStart(6, "0")}`);
    const started = performance.now();
    const res = await postFile(tagUploadRoute, s.host, s.system, csv(codes), { batchName: "Big" });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(100_000);
    console.info(`100,000 tags: ${Math.round(performance.now() - started)} ms (whole call, in-process)`);
    expect(await db().tag.count({ where: { clientId: s.client.id } })).toBe(100_000);
  }, 60_000);

  it("once the client has batches, a hose takes only an unused tag of a batch allocated to its distributor; one answer for every refusal", async () => {
    const s = await setup();
    const dist = await createOrganisation(s.client.id, { isDistributor: true });
    const rival = await createOrganisation(s.client.id, { isDistributor: true });
    const customer = await createOrganisation(s.client.id, { distributorId: dist.id });
    const rivalCustomer = await createOrganisation(s.client.id, { distributorId: rival.id });
    // A customer on its own (anyone may register one): no distributor.
    const loner = await createOrganisation(s.client.id);
    const as = async (organisationId: string, role = 2) =>
      bearerHeaders(await createUser(s.client.id, { memberships: [{ organisationId, role }] }), organisationId);
    const distHeaders = await as(dist.id);
    const lonerHeaders = await as(loner.id);
    const create = (headers: Record<string, string>, customerId: string, tagId: string) =>
      call(createHoseRoute, {
        method: "POST",
        host: s.host,
        headers,
        body: { tagId, name: `Hose ${tagId}`, customerOrganisationId: customerId },
      });
    // No batch yet: free tag ids, within this client only.
    expect((await create(distHeaders, customer.id, "FREE-1")).status).toBe(201);
    expect((await create(lonerHeaders, loner.id, "FREE-2")).status).toBe(201);

    const upload = (codes: string[], batchName: string, distributorId?: string) =>
      postFile(tagUploadRoute, s.host, s.system, csv(codes), {
        batchName,
        ...(distributorId ? { distributorId } : {}),
      });
    expect((await upload(["MINE-1", "MINE-2"], "Mine", dist.id)).status).toBe(200);
    expect((await upload(["RIVAL-1"], "Rival's", rival.id)).status).toBe(200);
    expect((await upload(["POOL-1", "POOL-2"], "Not allocated")).status).toBe(200);
    await postFile(tagUploadRoute, s.other.hostnames[0]!.hostname, s.otherSystem, csv(["THEIRS-1"]), {
      batchName: "Theirs",
    });
    const rivalHose = await createHose(s.client.id, rivalCustomer.id, { tagId: "POOL-2" });

    const unavailable = {
      status: 422,
      body: {
        tagId: [
          "This tag is not available for this customer: it was not uploaded for its distributor, or another hose carries it",
        ],
      },
    };
    // Not uploaded, another client's, allocated to another distributor, on a hose this caller
    // cannot see: the same answer, so none of them tells the caller the tag exists.
    for (const tag of ["FREE-3", "THEIRS-1", "RIVAL-1", "POOL-2"])
      expect(await create(distHeaders, customer.id, tag), tag).toMatchObject(unavailable);
    // A customer without a distributor uses no batch tags, allocated or not.
    for (const tag of ["MINE-2", "POOL-1"])
      expect(await create(lonerHeaders, loner.id, tag), tag).toMatchObject(unavailable);
    // Its own distributor's tags and the unallocated pool; a tag on a hose it sees is a plain 409.
    expect((await create(distHeaders, customer.id, "mine-1")).status).toBe(201);
    expect((await create(distHeaders, customer.id, "POOL-1")).status).toBe(201);
    expect(await create(distHeaders, customer.id, "MINE-1")).toMatchObject({
      status: 409,
      body: { tagId: ["This tag is already used by another hose"] },
    });
    expect(await db().hose.count({ where: { clientId: s.client.id } })).toBe(5);
    expect((await db().hose.findUniqueOrThrow({ where: { id: rivalHose.id } })).tagId).toBe("POOL-2");
  });

  it("a batch edit allocates it to a distributor of this client (another client's organisation is refused)", async () => {
    const s = await setup();
    const dist = await createOrganisation(s.client.id, { isDistributor: true, name: "Northern" });
    const customer = await createOrganisation(s.client.id, { distributorId: dist.id });
    const foreignDist = await createOrganisation(s.other.id, { isDistributor: true });
    const up = await postFile(tagUploadRoute, s.host, s.system, csv(["AL-1", "AL-2"]), { batchName: "Pool" });
    const batchId = up.body.batchId as string;
    const headers = await bearerHeaders(s.system, "admin");
    const put = (body: Record<string, unknown>) =>
      call(updateBatchRoute, { method: "PUT", host: s.host, headers, body });

    for (const distributorId of [foreignDist.id, customer.id]) {
      expect(await put({ id: batchId, name: "Pool", distributorId })).toMatchObject({
        status: 422,
        body: { distributorId: ["Choose a distributor of this client"] },
      });
    }
    expect(
      await postFile(tagUploadRoute, s.host, s.system, csv(["AL-9"]), {
        batchName: "X",
        distributorId: foreignDist.id,
      }),
    ).toMatchObject({ status: 422, body: { distributorId: ["Choose a distributor of this client"] } });
    expect((await db().tagBatch.findUniqueOrThrow({ where: { id: batchId } })).distributorId).toBeNull();

    const allocated = await put({ id: batchId, name: "Northern stock", distributorId: dist.id });
    expect(allocated).toMatchObject({
      status: 200,
      body: { name: "Northern stock", distributor: { id: dist.id, name: "Northern" } },
    });
    // A rename alone keeps the allocation.
    expect(await put({ id: batchId, name: "Renamed" })).toMatchObject({ body: { distributor: { id: dist.id } } });
    const list = await call(listBatchesRoute, { host: s.host, headers });
    expect((list.body as { items: unknown[] }).items).toEqual([
      expect.objectContaining({ name: "Renamed", distributor: { id: dist.id, name: "Northern" } }),
    ]);
    expect((await put({ id: batchId, name: "Renamed", distributorId: null })).body).toMatchObject({
      distributor: null,
    });
  });

  it("counts, deletes and exports only against this client's hoses (a same-id hose elsewhere is not 'in use')", async () => {
    const s = await setup();
    const up = await postFile(tagUploadRoute, s.host, s.system, csv(["SAME-1", "SAME-2"]), { batchName: "Mine" });
    // Another client fits a tag with the same id (free entry there).
    const foreignCustomer = await createOrganisation(s.other.id);
    await createHose(s.other.id, foreignCustomer.id, { tagId: "SAME-1" });
    expect(await count(allocatedRoute, s.host, s.system)).toEqual({ count: 0 });
    expect(await count(uninstalledRoute, s.host, s.system)).toEqual({ count: 2 });
    const headers = await bearerHeaders(s.system, "admin");
    expect(
      (await call(getBatchRoute, { host: s.host, headers, params: { id: up.body.batchId as string } })).body,
    ).toMatchObject({ hoseCount: 2, inUseHoseCount: 0 });
    const exported = await call(batchTagsExportRoute, {
      host: s.host,
      headers,
      params: { id: up.body.batchId as string },
    });
    const file = await fetchExport(exported.body as { url: string }, s.host);
    expect(file).toContain("SAME-1,No");
    const res = await postFile(tagDeleteRoute, s.host, s.system, csv(["SAME-1"]));
    expect(res.body).toEqual({ count: 1, inUse: [], inUseCount: 0, notFound: 0 });
  });
});
