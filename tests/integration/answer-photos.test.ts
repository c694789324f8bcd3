import { readdir } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { POST as metaRoute } from "@/app/api/v1/hoseMeta/route";
import { GET as hoseRoute } from "@/app/api/v1/hoses/[id]/route";
import { GET as imageRoute } from "@/app/api/v1/uploads/[id]/[size]/route";
import { POST as uploadRoute } from "@/app/api/v1/uploads/route";
import { GET as checklistsGet } from "@/app/api/v1/checklists/route";
import { createBuiltInChecklists } from "@/lib/checklists/built-in-checklists";
import { historiesOf } from "@/lib/compliance/pack-content";
import { today as todayDate, toIsoDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import {
  ANSWER_HAS_PHOTO,
  ANSWER_NOT_ON_INSPECTION,
  ANSWER_PHOTO_NEEDS_INSPECTION,
  ANSWER_PHOTO_NOT_IMAGE,
} from "@/lib/hoses/documents/create-upload";
import { hoseChanges } from "@/lib/hoses/activity";
import { getHose } from "@/lib/hoses/get-hose";
import { hoseTimeline } from "@/lib/hoses/timeline";
import { bearerHeaders } from "../fixtures/bearer";
import { ctxFor } from "../fixtures/ctx";
import { createClient, createHose, createOrganisation, createUser } from "../fixtures/factories";
import { b64, jpeg, pdf } from "../fixtures/files";
import { call } from "../fixtures/http";
import { temporaryStorage } from "../fixtures/temporary-storage";

/**
 * A photo of one checklist answer: uploaded after the inspection (POST /uploads with hoseMetaId
 * and criterionId, as the phone's outbox sends it), shown with that answer on the hose and named
 * in the compliance pack; refused for another tenant's or organisation's inspection, for a
 * criterion the inspection did not answer, twice for one answer, and for a file that is no image.
 */
const files = temporaryStorage("answer-photos-");

type Checklist = { id: string; name: string; criteria: { id: string; text: string; critical: boolean }[] };
type Answer = {
  criterionId: string;
  text: string;
  result: string;
  photo: { id: string; url: string; filename: string } | null;
};

async function setup() {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  const other = await createClient();
  await db().$transaction((tx) => createBuiltInChecklists(tx, client.id));
  const customer = await createOrganisation(client.id, { name: "Quarry" });
  const stranger = await createOrganisation(client.id, { name: "Elsewhere" });
  const foreignOrg = await createOrganisation(other.id, { name: "Foreign" });
  const hose = await createHose(client.id, customer.id, { name: "Boom ram" });
  const strangerHose = await createHose(client.id, stranger.id, { name: "Other ram" });
  const users = {
    inspector: await createUser(client.id, { memberships: [{ organisationId: customer.id, role: 0 }] }),
    stranger: await createUser(client.id, { memberships: [{ organisationId: stranger.id, role: 2 }] }),
    foreign: await createUser(other.id, { memberships: [{ organisationId: foreignOrg.id, role: 2 }] }),
  };
  const as = {
    inspector: async () => ({ ...(await bearerHeaders(users.inspector, customer.id)), "x-client-host": host }),
    stranger: async () => ({ ...(await bearerHeaders(users.stranger, stranger.id)), "x-client-host": host }),
    foreign: () => bearerHeaders(users.foreign, foreignOrg.id),
  };
  const lists = await call(checklistsGet, { method: "GET", host, headers: await as.inspector() });
  const checklist = (lists.body as { items: Checklist[] }).items.find((c) => c.name.includes("SAE"))!;
  const failed = checklist.criteria.find((c) => !c.critical)!;
  const inspected = await call(metaRoute, {
    method: "POST",
    host,
    headers: await as.inspector(),
    body: {
      hoseId: hose.id,
      inspectionResult: 1,
      checklistId: checklist.id,
      checklistResults: checklist.criteria.map((c) => ({
        criterionId: c.id,
        result: c.id === failed.id ? "fail" : "pass",
        ...(c.id === failed.id ? { note: "Cover chafed" } : {}),
      })),
    },
  });
  expect(inspected.status).toBe(201);
  const metaId = (inspected.body as { id: string }).id;
  return { client, other, host, hose, strangerHose, checklist, failed, metaId, as, customer, users };
}
type World = Awaited<ReturnType<typeof setup>>;

const upload = async (s: World, headers: Record<string, string>, body: Record<string, unknown>) =>
  call(uploadRoute, {
    method: "POST",
    host: s.host,
    headers,
    body: { hoseId: s.hose.id, hoseMetaId: s.metaId, filename: "chafe.jpg", uploadType: 1, ...body },
  });

const answersOf = async (s: World) => {
  const res = await call(hoseRoute, {
    method: "GET",
    host: s.host,
    headers: await s.as.inspector(),
    params: { id: s.hose.id },
  });
  expect(res.status).toBe(200);
  const meta = (
    res.body as { hoseMeta: { id: string; checklistResults: Answer[] | null; uploads: { id: string }[] }[] }
  ).hoseMeta;
  return meta.find((m) => m.id === s.metaId)!;
};

const unchanged = async () => ({
  rows: await db().upload.count(),
  stored: (await readdir(files.root, { recursive: true })).length,
});

describe("a photo of a checklist answer", () => {
  it("is stored with its answer and shown as photo {id, url} on that answer alone", async () => {
    const s = await setup();
    const res = await upload(s, await s.as.inspector(), {
      base64Data: b64(await jpeg(64, 48)),
      criterionId: s.failed.id,
    });
    expect(res.status).toBe(201);
    const id = (res.body as { id: string }).id;
    expect(await db().upload.findUniqueOrThrow({ where: { id } })).toMatchObject({
      hoseMetaId: s.metaId,
      criterionId: s.failed.id,
      clientId: s.client.id,
      mimetype: "image/jpeg",
    });

    const meta = await answersOf(s);
    const withPhoto = meta.checklistResults!.find((a) => a.criterionId === s.failed.id)!;
    expect(withPhoto).toMatchObject({ result: "fail", note: "Cover chafed", photo: { id, filename: "chafe.jpg" } });
    expect(withPhoto.photo!.url).toMatch(/^https?:\/\/|^\//);
    expect(meta.checklistResults!.filter((a) => a.photo !== null)).toHaveLength(1);
    // Shown with its answer, not a second time among the inspection's photos.
    expect(meta.uploads.map((u) => u.id)).not.toContain(id);

    // The timeline shows it once: with its answer, not again as an uploaded document.
    const ctx = await ctxFor(s.users.inspector.id, s.client.id, s.customer.id);
    const entries = hoseTimeline(await getHose(ctx, s.hose.id), await hoseChanges(ctx, s.hose.id));
    expect(entries.filter((e) => (e.notes ?? "").includes("chafe.jpg"))).toEqual([]);
    const inspection = entries.find((e) => e.key === s.metaId)!;
    expect(inspection.inspection!.answers!.find((a) => a.criterionId === s.failed.id)!.photo).toMatchObject({ id });

    // Its thumbnail is the caller's tenant's only.
    const thumb = await call(imageRoute, {
      method: "GET",
      host: s.host,
      headers: await s.as.inspector(),
      params: { id, size: "3" },
    });
    expect(thumb.status).toBe(200);
    const foreign = await call(imageRoute, { method: "GET", headers: await s.as.foreign(), params: { id, size: "3" } });
    expect(foreign.status).toBe(404);

    // The compliance pack names it beside the answer (id and file name: the same on every build).
    const period = { from: toIsoDate(todayDate()), to: toIsoDate(todayDate()) };
    const inspections = (await historiesOf([s.hose.id], period)).get(s.hose.id)!.inspections;
    const answers = inspections[0]!.checklist!.answers;
    expect(answers.find((a) => a.criterion === s.failed.text)!.photo).toEqual({ id, filename: "chafe.jpg" });
    expect(answers.filter((a) => a.photo !== null)).toHaveLength(1);
  });

  it("takes one photo per answer: a second is refused with 409 and changes nothing", async () => {
    const s = await setup();
    const first = await upload(s, await s.as.inspector(), { base64Data: b64(await jpeg()), criterionId: s.failed.id });
    expect(first.status).toBe(201);
    const before = await unchanged();
    const second = await upload(s, await s.as.inspector(), { base64Data: b64(await jpeg()), criterionId: s.failed.id });
    expect(second).toMatchObject({ status: 409, body: { criterionId: [ANSWER_HAS_PHOTO] } });
    expect(await unchanged()).toEqual(before);
  });

  it("refuses a criterion the inspection did not answer, a file that is no image, and no inspection", async () => {
    const s = await setup();
    const before = await unchanged();
    const unknown = await upload(s, await s.as.inspector(), { base64Data: b64(await jpeg()), criterionId: "no-such" });
    expect(unknown).toMatchObject({ status: 422, body: { criterionId: [ANSWER_NOT_ON_INSPECTION] } });
    const document = await upload(s, await s.as.inspector(), { base64Data: b64(pdf()), criterionId: s.failed.id });
    expect(document).toMatchObject({ status: 422, body: { base64Data: [ANSWER_PHOTO_NOT_IMAGE] } });
    const loose = await upload(s, await s.as.inspector(), {
      hoseMetaId: null,
      base64Data: b64(await jpeg()),
      criterionId: s.failed.id,
    });
    expect(loose).toMatchObject({ status: 422, body: { hoseMetaId: [ANSWER_PHOTO_NEEDS_INSPECTION] } });
    expect(await unchanged()).toEqual(before);
  });

  it("refuses another tenant's and another organisation's inspection (404) and changes nothing", async () => {
    const s = await setup();
    const before = await unchanged();
    const body = { base64Data: b64(await jpeg()), criterionId: s.failed.id };
    const foreign = await call(uploadRoute, {
      method: "POST",
      headers: await s.as.foreign(),
      body: { hoseId: s.hose.id, hoseMetaId: s.metaId, filename: "x.jpg", ...body },
    });
    expect(foreign.status).toBe(404);
    const stranger = await upload(s, await s.as.stranger(), body);
    expect(stranger.status).toBe(404);
    // The inspection of one hose is no answer of another's.
    const elsewhere = await upload(s, await s.as.stranger(), { ...body, hoseId: s.strangerHose.id });
    expect(elsewhere).toMatchObject({ status: 422, body: { hoseMetaId: [expect.any(String)] } });
    expect(await unchanged()).toEqual(before);
  });
});
