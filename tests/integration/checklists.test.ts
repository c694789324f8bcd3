import { describe, expect, it } from "vitest";
import { GET as settingsGet, PUT as settingsPut } from "@/app/api/v1/checklist-settings/route";
import { PUT as checklistPut } from "@/app/api/v1/checklists/[id]/route";
import { GET as checklistsGet, POST as checklistsPost } from "@/app/api/v1/checklists/route";
import { POST as metaRoute } from "@/app/api/v1/hoseMeta/route";
import { GET as hoseRoute } from "@/app/api/v1/hoses/[id]/route";
import { GET as syncRoute } from "@/app/api/v1/sync/hoses/route";
import { createBuiltInChecklists } from "@/lib/checklists/built-in-checklists";
import { addMonthsUtc, today as todayDate, toIsoDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { bearerHeaders } from "../fixtures/bearer";
import { createClient, createHose, createOrganisation, createUser } from "../fixtures/factories";
import { call } from "../fixtures/http";

type Checklist = {
  id: string;
  name: string;
  version: number;
  criteria: { id: string; text: string; critical: boolean }[];
};
type User = { id: string; clientId: string; sessionVersion: number };

/** A client with its built-in templates, a distributor with a template of its own, and a customer's hose. */
async function setup() {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  const other = await createClient();
  for (const c of [client, other]) await db().$transaction((tx) => createBuiltInChecklists(tx, c.id));
  const dist = await createOrganisation(client.id, { isDistributor: true });
  const otherDist = await createOrganisation(client.id, { isDistributor: true });
  const customer = await createOrganisation(client.id, { distributorId: dist.id });
  const stranger = await createOrganisation(client.id, { distributorId: otherDist.id });
  const today = todayDate();
  const hose = await createHose(client.id, customer.id, {
    installationDate: addMonthsUtc(today, -12),
    name: "Boom ram",
  });
  const member = (organisationId: string, role: number) =>
    createUser(client.id, { memberships: [{ organisationId, role }], firstName: "Ina", lastName: "Spector" });
  const users = {
    inspector: await member(customer.id, 0),
    customerAdmin: await member(customer.id, 2),
    distAdmin: await member(dist.id, 2),
    otherDistAdmin: await member(otherDist.id, 2),
    strangerUser: await member(stranger.id, 0),
    clientAdmin: await createUser(client.id, { clientAdmin: true }),
  };
  const as = async (user: User, org: string) => ({ ...(await bearerHeaders(user, org)), "x-client-host": host });
  return { client, other, host, dist, otherDist, customer, stranger, hose, users, today, as };
}
type World = Awaited<ReturnType<typeof setup>>;

const list = async (s: World, user: User, org: string) => {
  const res = await call(checklistsGet, { method: "GET", host: s.host, headers: await s.as(user, org) });
  expect(res.status).toBe(200);
  return (res.body as { items: Checklist[] }).items;
};
const post = async (s: World, user: User, org: string, body: unknown) =>
  call(metaRoute, { method: "POST", host: s.host, headers: await s.as(user, org), body });
const visual = async (s: World) =>
  (await list(s, s.users.inspector, s.customer.id)).find((c) => c.name.includes("SAE"))!;
const answers = (c: Checklist, fail: (id: string, critical: boolean) => boolean = () => false) =>
  c.criteria.map((k) => ({ criterionId: k.id, result: fail(k.id, k.critical) ? "fail" : "pass" }));
/** What an inspection could have changed: the hose's timeline and its state. */
const snapshot = async (s: World) => ({
  meta: await db().hoseMeta.count({ where: { hoseId: s.hose.id } }),
  hose: await db().hose.findUniqueOrThrow({ where: { id: s.hose.id } }),
});

describe("checklist templates", () => {
  it("lists the templates of the caller's organisation: the client's and its distributor's, no one else's", async () => {
    const s = await setup();
    const created = await call(checklistsPost, {
      method: "POST",
      host: s.host,
      headers: await s.as(s.users.distAdmin, s.dist.id),
      body: { name: "Northern quick check", criteria: [{ text: "Tag present", critical: false }] },
    });
    expect(created).toMatchObject({ status: 201, body: { name: "Northern quick check", version: 1 } });
    const mine = await list(s, s.users.inspector, s.customer.id);
    expect(mine.map((c) => c.name).sort()).toEqual([
      "Inspection scope (DGUV Regel 113-020)",
      "Northern quick check",
      "Visual inspection (SAE J1273)",
    ]);
    const sae = mine.find((c) => c.name.includes("SAE"))!;
    expect(sae).toMatchObject({ version: 1 });
    expect(sae.criteria).toHaveLength(8);
    expect(sae.criteria[0]).toEqual({ id: "cover", text: expect.any(String), critical: true });
    // Another distributor's customer: the client's only. The other client's ids never appear.
    const theirs = await list(s, s.users.strangerUser, s.stranger.id);
    expect(theirs.map((c) => c.name)).not.toContain("Northern quick check");
    expect(theirs).toHaveLength(2);
    const foreign = await db().checklistTemplate.findMany({ where: { clientId: s.other.id } });
    const ids = new Set([...mine, ...theirs].map((c) => c.id));
    expect(foreign.some((f) => ids.has(f.id))).toBe(false);
    // A customer keeps no templates.
    const refused = await call(checklistsPost, {
      method: "POST",
      host: s.host,
      headers: await s.as(s.users.customerAdmin, s.customer.id),
      body: { name: "Mine", criteria: [{ text: "x", critical: false }] },
    });
    expect(refused.status).toBe(403);
  });

  it("writes a new version on edit, and an inspection keeps the version it answered", async () => {
    const s = await setup();
    const v1 = await visual(s);
    const recorded = await post(s, s.users.inspector, s.customer.id, {
      hoseId: s.hose.id,
      inspectionResult: 0,
      checklistId: v1.id,
      checklistResults: answers(v1),
    });
    expect(recorded.status).toBe(201);
    const edit = {
      name: v1.name,
      criteria: [...v1.criteria.slice(1), { text: "Protective sleeve in place", critical: false }],
    };
    const res = await call(checklistPut, {
      method: "PUT",
      host: s.host,
      params: { id: v1.id },
      headers: await s.as(s.users.clientAdmin, "admin"),
      body: edit,
    });
    expect(res).toMatchObject({ status: 201, body: { name: v1.name, version: 2 } });
    const v2 = res.body as Checklist;
    expect(v2.id).not.toBe(v1.id);
    // Kept criteria keep their ids; the new one gets its own.
    expect(v2.criteria.map((c) => c.id).slice(0, 7)).toEqual(v1.criteria.slice(1).map((c) => c.id));
    expect(v2.criteria).toHaveLength(8);
    expect((await list(s, s.users.inspector, s.customer.id)).find((c) => c.name === v1.name)).toMatchObject({
      id: v2.id,
      version: 2,
    });
    // The old version is superseded: editing it again is a conflict, nothing new written.
    const again = await call(checklistPut, {
      method: "PUT",
      host: s.host,
      params: { id: v1.id },
      headers: await s.as(s.users.clientAdmin, "admin"),
      body: edit,
    });
    expect(again.status).toBe(409);
    expect(await db().checklistTemplate.count({ where: { familyId: v1.id } })).toBe(2);
    // The inspection still names version 1, with its eight answers as they were worded then.
    const meta = await db().hoseMeta.findUniqueOrThrow({ where: { id: (recorded.body as { id: string }).id } });
    expect(meta.checklistId).toBe(v1.id);
    const hose = await call(hoseRoute, {
      method: "GET",
      host: s.host,
      params: { id: s.hose.id },
      headers: await s.as(s.users.inspector, s.customer.id),
    });
    const entry = (hose.body as { hoseMeta: Record<string, unknown>[] }).hoseMeta[0]!;
    expect(entry).toMatchObject({ inspectionType: "periodic", checklist: { id: v1.id, version: 1 } });
    expect(entry.checklistResults).toHaveLength(8);
    expect((entry.checklistResults as { criterionId: string; text: string }[])[0]).toMatchObject({
      criterionId: "cover",
      text: v1.criteria[0]!.text,
      result: "pass",
    });
    // A phone holding version 1 can still record against it.
    const late = await post(s, s.users.inspector, s.customer.id, {
      hoseId: s.hose.id,
      inspectionResult: 0,
      checklistId: v1.id,
      checklistResults: answers(v1),
    });
    expect(late.status).toBe(201);
  });

  it("refuses a distributor's edit of the client's template, and another client's template", async () => {
    const s = await setup();
    const v1 = await visual(s);
    const res = await call(checklistPut, {
      method: "PUT",
      host: s.host,
      params: { id: v1.id },
      headers: await s.as(s.users.distAdmin, s.dist.id),
      body: { name: "Mine now", criteria: [{ text: "x", critical: false }] },
    });
    expect(res.status).toBe(404);
    expect(await db().checklistTemplate.count({ where: { familyId: v1.id } })).toBe(1);
  });
});

describe("the result follows the answers", () => {
  it("refuses Good or Monitor over a failed critical criterion with 422 on inspectionResult, records Replace", async () => {
    const s = await setup();
    const c = await visual(s);
    const before = await snapshot(s);
    for (const inspectionResult of [0, 1]) {
      const res = await post(s, s.users.inspector, s.customer.id, {
        hoseId: s.hose.id,
        inspectionResult,
        checklistId: c.id,
        checklistResults: answers(c, (id) => id === "leaks"),
      });
      expect(res).toMatchObject({
        status: 422,
        body: { inspectionResult: ["A failed critical criterion means Replace"] },
      });
    }
    expect(await snapshot(s)).toEqual(before);
    const res = await post(s, s.users.inspector, s.customer.id, {
      hoseId: s.hose.id,
      inspectionResult: 2,
      checklistId: c.id,
      checklistResults: answers(c, (id) => id === "leaks").map((a) =>
        a.criterionId === "leaks" ? { ...a, note: "Weeping at the crimp" } : a,
      ),
    });
    expect(res).toMatchObject({ status: 201, userMessage: "Inspection recorded: Boom ram is Replace" });
    const hose = await db().hose.findUniqueOrThrow({ where: { id: s.hose.id } });
    expect(hose.status).toBe(2);
    const meta = await db().hoseMeta.findUniqueOrThrow({ where: { id: (res.body as { id: string }).id } });
    expect(meta.checklistResults).toContainEqual({
      criterionId: "leaks",
      text: "No leaks at the hose, its fittings or the ports",
      critical: true,
      result: "fail",
      note: "Weeping at the crimp",
    });
  });

  it("asks at least Monitor over a failed non-critical criterion", async () => {
    const s = await setup();
    const c = await visual(s);
    const body = (inspectionResult: number) => ({
      hoseId: s.hose.id,
      inspectionResult,
      checklistId: c.id,
      checklistResults: answers(c, (_id, critical) => !critical),
    });
    const good = await post(s, s.users.inspector, s.customer.id, body(0));
    expect(good).toMatchObject({
      status: 422,
      body: { inspectionResult: ["A failed criterion means at least Monitor"] },
    });
    expect((await post(s, s.users.inspector, s.customer.id, body(1))).status).toBe(201);
  });

  it("wants every criterion answered once, and a checklist the customer may use", async () => {
    const s = await setup();
    const c = await visual(s);
    const before = await snapshot(s);
    const missing = await post(s, s.users.inspector, s.customer.id, {
      hoseId: s.hose.id,
      inspectionResult: 0,
      checklistId: c.id,
      checklistResults: answers(c).slice(1),
    });
    expect(missing).toMatchObject({
      status: 422,
      body: { checklistResults: ["Answer every criterion of the checklist"] },
    });
    const foreign = await db().checklistTemplate.findFirstOrThrow({ where: { clientId: s.other.id } });
    const theirs = await post(s, s.users.inspector, s.customer.id, {
      hoseId: s.hose.id,
      inspectionResult: 0,
      checklistId: foreign.id,
      checklistResults: [],
    });
    expect(theirs).toMatchObject({ status: 422, body: { checklistId: ["Not found"] } });
    const bad = await post(s, s.users.inspector, s.customer.id, {
      hoseId: s.hose.id,
      inspectionResult: 0,
      checklistId: c.id,
      checklistResults: [{ criterionId: "cover", result: "maybe" }],
    });
    expect(bad.status).toBe(422);
    expect(await snapshot(s)).toEqual(before);
  });
});

describe("inspection types and extraordinary events", () => {
  it("keeps an old payload working as a periodic inspection, and records type and reason", async () => {
    const s = await setup();
    const old = await post(s, s.users.inspector, s.customer.id, { hoseId: s.hose.id, inspectionResult: 0 });
    expect(old.status).toBe(201);
    const oldMeta = await db().hoseMeta.findUniqueOrThrow({ where: { id: (old.body as { id: string }).id } });
    expect(oldMeta).toMatchObject({ inspectionType: "periodic", extraordinaryReason: null, checklistId: null });

    const noReason = await post(s, s.users.inspector, s.customer.id, {
      hoseId: s.hose.id,
      inspectionResult: 1,
      inspectionType: "extraordinary",
    });
    expect(noReason).toMatchObject({ status: 422, body: { extraordinaryReason: ["Choose a reason"] } });
    const noText = await post(s, s.users.inspector, s.customer.id, {
      hoseId: s.hose.id,
      inspectionResult: 1,
      inspectionType: "extraordinary",
      extraordinaryReason: "other",
    });
    expect(noText).toMatchObject({ status: 422, body: { extraordinaryReasonText: ["Say what happened"] } });
    const reasonOnPeriodic = await post(s, s.users.inspector, s.customer.id, {
      hoseId: s.hose.id,
      inspectionResult: 1,
      inspectionType: "periodic",
      extraordinaryReason: "damage",
    });
    expect(reasonOnPeriodic.status).toBe(422);
    const badType = await post(s, s.users.inspector, s.customer.id, {
      hoseId: s.hose.id,
      inspectionResult: 1,
      inspectionType: "weekly",
    });
    expect(badType).toMatchObject({ status: 422, body: { inspectionType: [expect.any(String)] } });

    const res = await post(s, s.users.inspector, s.customer.id, {
      hoseId: s.hose.id,
      inspectionResult: 1,
      inspectionType: "extraordinary",
      extraordinaryReason: "other",
      extraordinaryReasonText: "Struck by a loader bucket",
    });
    expect(res.status).toBe(201);
    const meta = await db().hoseMeta.findUniqueOrThrow({ where: { id: (res.body as { id: string }).id } });
    expect(meta).toMatchObject({
      kind: "INSPECTION",
      inspectionType: "extraordinary",
      extraordinaryReason: "other",
      extraordinaryReasonText: "Struck by a loader bucket",
    });
    const initial = await post(s, s.users.inspector, s.customer.id, {
      hoseId: s.hose.id,
      inspectionResult: 0,
      inspectionType: "initial",
    });
    expect(initial.status).toBe(201);
  });

  it("records an extraordinary event without an inspection, which makes an inspection due today", async () => {
    const s = await setup();
    expect(toIsoDate(s.hose.nextInspectionDate!)).not.toBe(toIsoDate(s.today));
    const res = await post(s, s.users.inspector, s.customer.id, {
      hoseId: s.hose.id,
      inspectionType: "extraordinary",
      extraordinaryReason: "overpressure",
      notes: "Relief valve stuck",
    });
    expect(res).toMatchObject({
      status: 201,
      body: { kind: "EVENT" },
      userMessage: "Extraordinary event recorded: an inspection is due now",
    });
    const hose = await db().hose.findUniqueOrThrow({ where: { id: s.hose.id } });
    expect(toIsoDate(hose.nextInspectionDate!)).toBe(toIsoDate(s.today));
    expect(hose.lastInspectionDate).toEqual(s.hose.lastInspectionDate);
    const meta = await db().hoseMeta.findUniqueOrThrow({ where: { id: (res.body as { id: string }).id } });
    expect(meta).toMatchObject({ kind: "EVENT", inspectionResult: null, extraordinaryReason: "overpressure" });
    const detail = await call(hoseRoute, {
      method: "GET",
      host: s.host,
      params: { id: s.hose.id },
      headers: await s.as(s.users.inspector, s.customer.id),
    });
    expect(detail.body).toMatchObject({ inspectionDue: true });
  });
});

describe("a customer that requires a checklist", () => {
  it("refuses an inspection without one with 422 on checklistId, and takes one with it", async () => {
    const s = await setup();
    const c = await visual(s);
    const headers = await s.as(s.users.customerAdmin, s.customer.id);
    const requireNone = await call(settingsPut, {
      method: "PUT",
      host: s.host,
      headers,
      body: { checklistId: null, required: true },
    });
    expect(requireNone.status).toBe(422);
    const saved = await call(settingsPut, {
      method: "PUT",
      host: s.host,
      headers,
      body: { checklistId: c.id, required: true },
    });
    expect(saved).toMatchObject({ status: 200, body: { checklistId: c.id, required: true } });
    expect(await call(settingsGet, { method: "GET", host: s.host, headers })).toMatchObject({
      body: { checklistId: c.id, required: true },
    });
    const before = await snapshot(s);
    const old = await post(s, s.users.inspector, s.customer.id, { hoseId: s.hose.id, inspectionResult: 0 });
    expect(old).toMatchObject({
      status: 422,
      body: { checklistId: ["This customer requires a checklist with every inspection"] },
    });
    expect(await snapshot(s)).toEqual(before);
    // A note is not an inspection: still fine.
    expect(
      (await post(s, s.users.inspector, s.customer.id, { hoseId: s.hose.id, notes: "Checked clamps" })).status,
    ).toBe(201);
    const withIt = await post(s, s.users.inspector, s.customer.id, {
      hoseId: s.hose.id,
      inspectionResult: 0,
      checklistId: c.id,
      checklistResults: answers(c),
    });
    expect(withIt.status).toBe(201);
  });

  it("lets only the organisation's Admin choose, and only a template it may use", async () => {
    const s = await setup();
    const refused = await call(settingsPut, {
      method: "PUT",
      host: s.host,
      headers: await s.as(s.users.inspector, s.customer.id),
      body: { checklistId: null, required: false },
    });
    expect(refused.status).toBe(403);
    const foreign = await db().checklistTemplate.findFirstOrThrow({ where: { clientId: s.other.id } });
    const res = await call(settingsPut, {
      method: "PUT",
      host: s.host,
      headers: await s.as(s.users.customerAdmin, s.customer.id),
      body: { checklistId: foreign.id, required: false },
    });
    expect(res).toMatchObject({ status: 422, body: { checklistId: ["Not found"] } });
    const org = await db().organisation.findUniqueOrThrow({ where: { id: s.customer.id } });
    expect(org).toMatchObject({ checklistFamilyId: null, checklistRequired: false });
  });
});

describe("the offline copy", () => {
  it("carries each customer's checklists, so the form works without a network", async () => {
    const s = await setup();
    const c = await visual(s);
    await db().organisation.update({
      where: { id: s.customer.id },
      data: { checklistFamilyId: c.id, checklistRequired: true },
    });
    const res = await call(syncRoute, {
      method: "GET",
      host: s.host,
      path: "/api/v1/sync/hoses",
      headers: await s.as(s.users.inspector, s.customer.id),
    });
    expect(res.status).toBe(200);
    const body = res.body as {
      checklists: Checklist[];
      customerChecklists: { customerId: string; checklistIds: string[]; chosenId: string | null; required: boolean }[];
    };
    expect(body.customerChecklists).toEqual([
      { customerId: s.customer.id, checklistIds: expect.arrayContaining([c.id]), chosenId: c.id, required: true },
    ]);
    expect(body.customerChecklists[0]!.checklistIds).toHaveLength(2);
    expect(body.checklists.find((k) => k.id === c.id)?.criteria).toHaveLength(8);
  });
});
