import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listCompetencesRoute, POST as addCompetenceRoute } from "@/app/api/v1/me/competences/route";
import { POST as approveRoute } from "@/app/api/v1/competences/[id]/approve/route";
import { POST as inspectRoute } from "@/app/api/v1/hoseMeta/route";
import { GET as getHoseRoute } from "@/app/api/v1/hoses/[id]/route";
import { PUT as settingsRoute } from "@/app/api/v1/organisation-settings/route";
import { ATTESTATION_TEXT } from "@/lib/inspections/attest-inspection";
import { db } from "@/lib/db/client";
import { fromIsoDate } from "@/lib/dates";
import { bearerHeaders } from "../fixtures/bearer";
import { createClient, createHose, createOrganisation, createUser } from "../fixtures/factories";
import { call } from "../fixtures/http";

/**
 * Who stands behind an inspection: a customer that requires a valid competence refuses an
 * inspector without one (403, nothing recorded); a customer that requires signatures refuses an
 * unsigned inspection (422 on signature) and keeps a drawn one as a PNG, or a password
 * confirmation, with the time; a customer that requires neither takes inspections as before.
 */
const PASSWORD = "Inspector-pass-1";

async function world() {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  const strict = await createOrganisation(client.id, { name: "Strict Mining" });
  const relaxed = await createOrganisation(client.id, { name: "Relaxed Farms" });
  const outsider = await createOrganisation(client.id, { name: "Outsider Ltd" });
  await db().organisation.update({
    where: { id: strict.id },
    data: { requireInspectorCompetence: true, requireSignedInspections: true },
  });
  const admin = await createUser(client.id, { memberships: [{ organisationId: strict.id, role: 2 }] });
  const inspector = await createUser(client.id, {
    password: PASSWORD,
    firstName: "Ivy",
    lastName: "Inspector",
    memberships: [
      { organisationId: strict.id, role: 0 },
      { organisationId: relaxed.id, role: 0 },
    ],
  });
  const strictHose = await createHose(client.id, strict.id, { name: "Crusher feed" });
  const relaxedHose = await createHose(client.id, relaxed.id, { name: "Tractor" });
  return { client, host, strict, relaxed, outsider, admin, inspector, strictHose, relaxedHose };
}

let w: Awaited<ReturnType<typeof world>>;
let png: string;
beforeAll(async () => {
  w = await world();
  const image = await sharp({ create: { width: 40, height: 12, channels: 4, background: "#ffffff" } })
    .png()
    .toBuffer();
  png = `data:image/png;base64,${image.toString("base64")}`;
});

const inspect = async (org: string, body: Record<string, unknown>) =>
  call(inspectRoute, {
    method: "POST",
    host: w.host,
    headers: await bearerHeaders(w.inspector, org),
    body: { inspectionResult: 0, ...body },
  });

const inspections = (hoseId: string) => db().hoseMeta.count({ where: { hoseId, kind: "INSPECTION" } });

describe("competence required", () => {
  it("refuses an inspector without a competence record (403, clear message), recording nothing", async () => {
    const res = await inspect(w.strict.id, { hoseId: w.strictHose.id, signatureImage: png });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ global: [ATTESTATION_TEXT.competenceRequired] });
    expect(await inspections(w.strictHose.id)).toBe(0);
  });

  it("refuses one whose competence expired before the inspection's date", async () => {
    await db().competence.create({
      data: {
        clientId: w.client.id,
        userId: w.inspector.id,
        qualification: "Old card",
        issuedBy: "Board",
        validUntil: fromIsoDate("2020-12-31"),
      },
    });
    const res = await inspect(w.strict.id, { hoseId: w.strictHose.id, signatureImage: png });
    expect(res.status).toBe(403);
    expect(await inspections(w.strictHose.id)).toBe(0);
  });

  it("the inspector adds a competence; unverified it is refused; approved by an Admin the inspection is taken, keeping it", async () => {
    const added = await call(addCompetenceRoute, {
      method: "POST",
      host: w.host,
      headers: await bearerHeaders(w.inspector),
      body: { qualification: "Hydraulic hose inspector", issuedBy: "Fluid Power Training", validUntil: "31/12/2099" },
    });
    expect(added.status).toBe(201);
    expect(added.userMessage).toBe("Hydraulic hose inspector has been added");
    const competenceId = (added.body as { id: string }).id;
    const list = await call(listCompetencesRoute, { host: w.host, headers: await bearerHeaders(w.inspector) });
    expect(list.body).toEqual({
      items: [
        expect.objectContaining({
          qualification: "Hydraulic hose inspector",
          validUntil: "2099-12-31",
          valid: true,
          approved: false,
        }),
        expect.objectContaining({ qualification: "Old card", valid: false }),
      ],
    });
    // Self-declared, it does not satisfy the customer yet.
    const early = await inspect(w.strict.id, { hoseId: w.strictHose.id, signatureImage: png });
    expect(early).toMatchObject({ status: 403, body: { global: [ATTESTATION_TEXT.competenceRequired] } });
    expect(await inspections(w.strictHose.id)).toBe(0);

    // Not by the holder (a User) nor by an Admin of another organisation; by the customer's Admin.
    const approve = async (u: { id: string; clientId: string; sessionVersion: number }, org: string) =>
      call(approveRoute, {
        method: "POST",
        host: w.host,
        headers: await bearerHeaders(u, org),
        params: { id: competenceId },
      });
    expect((await approve(w.inspector, w.strict.id)).status).toBe(403);
    const otherAdmin = await createUser(w.client.id, { memberships: [{ organisationId: w.outsider.id, role: 2 }] });
    expect((await approve(otherAdmin, w.outsider.id)).status).toBe(404);
    const foreign = await createClient();
    const foreignAdmin = await createUser(foreign.id, { clientAdmin: true });
    expect(
      (
        await call(approveRoute, {
          method: "POST",
          host: foreign.hostnames[0]!.hostname,
          headers: await bearerHeaders(foreignAdmin, "admin"),
          params: { id: competenceId },
        })
      ).status,
    ).toBe(404);
    expect((await db().competence.findUniqueOrThrow({ where: { id: competenceId } })).approvedAt).toBeNull();
    const approved = await approve(w.admin, w.strict.id);
    expect(approved).toMatchObject({
      status: 200,
      userMessage: "Hydraulic hose inspector of Ivy Inspector has been approved",
    });
    expect(await db().competence.findUniqueOrThrow({ where: { id: competenceId } })).toMatchObject({
      approvedById: w.admin.id,
    });
    expect(
      await db().auditEvent.count({ where: { action: "user.competence.approve", entityId: w.inspector.id } }),
    ).toBe(1);
    expect((await approve(w.admin, w.strict.id)).status).toBe(409);

    const res = await inspect(w.strict.id, { hoseId: w.strictHose.id, signatureImage: png });
    expect(res.status).toBe(201);
    const id = (res.body as { id: string }).id;
    const attestation = await db().inspectionAttestation.findUniqueOrThrow({ where: { hoseMetaId: id } });
    expect(attestation).toMatchObject({
      competence: "Hydraulic hose inspector (issued by Fluid Power Training, valid until 2099-12-31)",
      signatureMethod: "drawn",
      signerName: "Ivy Inspector",
    });
    expect(Buffer.from(attestation.signatureImage!).subarray(1, 4).toString()).toBe("PNG");
    expect(Math.abs(attestation.signedAt!.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("a bad competence payload is refused with every field's message and adds nothing", async () => {
    const before = await db().competence.count({ where: { userId: w.inspector.id } });
    const res = await call(addCompetenceRoute, {
      method: "POST",
      host: w.host,
      headers: await bearerHeaders(w.inspector),
      body: { qualification: "", issuedBy: "", validUntil: "31/02/2030" },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body as object).sort()).toEqual(["issuedBy", "qualification", "validUntil"]);
    expect(await db().competence.count({ where: { userId: w.inspector.id } })).toBe(before);
  });
});

describe("signature required", () => {
  it("refuses an unsigned inspection (422 on signature), recording nothing", async () => {
    const before = await inspections(w.strictHose.id);
    const res = await inspect(w.strict.id, { hoseId: w.strictHose.id });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ signature: [ATTESTATION_TEXT.signatureRequired] });
    expect(await inspections(w.strictHose.id)).toBe(before);
  });

  it("refuses a signature that is not a PNG, and a wrong password", async () => {
    const before = await inspections(w.strictHose.id);
    const notPng = await inspect(w.strict.id, {
      hoseId: w.strictHose.id,
      signatureImage: `data:image/png;base64,${Buffer.from("GIF89a....").toString("base64")}`,
    });
    expect(notPng.status).toBe(422);
    expect(notPng.body).toEqual({ signatureImage: [ATTESTATION_TEXT.signatureNotPng] });
    const wrong = await inspect(w.strict.id, { hoseId: w.strictHose.id, signaturePassword: "nope" });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ signaturePassword: [ATTESTATION_TEXT.wrongPassword] });
    expect(await inspections(w.strictHose.id)).toBe(before);
  });

  it("takes the inspector's password as a signature on a desktop", async () => {
    const res = await inspect(w.strict.id, { hoseId: w.strictHose.id, signaturePassword: PASSWORD });
    expect(res.status).toBe(201);
    const attestation = await db().inspectionAttestation.findUniqueOrThrow({
      where: { hoseMetaId: (res.body as { id: string }).id },
    });
    expect(attestation).toMatchObject({
      signatureMethod: "password",
      signatureImage: null,
      signerName: "Ivy Inspector",
    });
    expect(attestation.signedAt).not.toBeNull();
  });
});

describe("on the hose's timeline", () => {
  it("each signed inspection shows its competence and signature (the drawn one as a PNG) with the time", async () => {
    const res = await call(getHoseRoute, {
      host: w.host,
      headers: await bearerHeaders(w.inspector, w.strict.id),
      params: { id: w.strictHose.id },
    });
    expect(res.status).toBe(200);
    type Meta = { kind: string; attestation: { competence: string; signature: Record<string, unknown> } | null };
    const signed = (res.body as { hoseMeta: Meta[] }).hoseMeta.filter((m) => m.kind === "INSPECTION");
    expect(signed.map((m) => m.attestation?.signature.method).sort()).toEqual(["drawn", "password"]);
    const drawn = signed.find((m) => m.attestation?.signature.method === "drawn")!.attestation!;
    expect(drawn.competence).toContain("Hydraulic hose inspector");
    expect(drawn.signature).toMatchObject({
      signerName: "Ivy Inspector",
      image: expect.stringMatching(/^data:image\/png;base64,/),
    });
    expect(new Date(drawn.signature.signedAt as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe("a customer that requires neither", () => {
  it("takes an inspection without competence or signature, as before", async () => {
    const other = await createUser(w.client.id, { memberships: [{ organisationId: w.relaxed.id, role: 0 }] });
    const res = await call(inspectRoute, {
      method: "POST",
      host: w.host,
      headers: await bearerHeaders(other, w.relaxed.id),
      body: { hoseId: w.relaxedHose.id, inspectionResult: 1 },
    });
    expect(res.status).toBe(201);
    expect(await db().inspectionAttestation.count({ where: { hoseMetaId: (res.body as { id: string }).id } })).toBe(0);
  });

  it("the customer's Admin turns the rules on and off in the organisation settings", async () => {
    const headers = await bearerHeaders(w.admin, w.strict.id);
    const res = await call(settingsRoute, {
      method: "PUT",
      host: w.host,
      headers,
      body: {
        hoseInspectionMonths: 6,
        hoseReplacementMonths: 60,
        hoseReplacementWarningMonths: 3,
        fields: {},
        inspections: { requireCompetence: false, requireSignature: true },
      },
    });
    expect(res.status).toBe(200);
    expect(await db().organisation.findUniqueOrThrow({ where: { id: w.strict.id } })).toMatchObject({
      requireInspectorCompetence: false,
      requireSignedInspections: true,
    });
  });
});
