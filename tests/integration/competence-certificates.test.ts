import { readdir } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { POST as approveRoute } from "@/app/api/v1/competences/[id]/approve/route";
import { GET as certificateRoute } from "@/app/api/v1/competences/[id]/certificate/route";
import { PUT as saveRoute } from "@/app/api/v1/me/competences/[id]/certificate/route";
import { GET as listRoute } from "@/app/api/v1/me/competences/route";
import { CERTIFICATE_APPROVED, CERTIFICATE_TYPES } from "@/lib/competences";
import { db } from "@/lib/db/client";
import { storage } from "@/lib/storage";
import { bearerHeaders } from "../fixtures/bearer";
import { createClient, createOrganisation, createUser } from "../fixtures/factories";
import { b64, docx, exe, pdf, png } from "../fixtures/files";
import { call } from "../fixtures/http";
import { temporaryStorage } from "../fixtures/temporary-storage";

/**
 * The certificate of a competence record: filed by its holder (a PDF, PNG or JPEG by content, at
 * most 10 MB), read by the holder and the Admins who approve the holder's competences; refused
 * to anyone else (403 for those who approve nothing, 404 out of an Admin's reach or another
 * tenant's), and every refused call changes nothing.
 */
const files = temporaryStorage("certificates-");

type U = { id: string; clientId: string; sessionVersion: number };

async function setup() {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  const org = await createOrganisation(client.id, { name: "Quarry" });
  const outsider = await createOrganisation(client.id, { name: "Elsewhere" });
  const holder = await createUser(client.id, {
    firstName: "Ivy",
    lastName: "Inspector",
    memberships: [{ organisationId: org.id, role: 0 }],
  });
  const colleague = await createUser(client.id, { memberships: [{ organisationId: org.id, role: 0 }] });
  const admin = await createUser(client.id, { memberships: [{ organisationId: org.id, role: 2 }] });
  const otherAdmin = await createUser(client.id, { memberships: [{ organisationId: outsider.id, role: 2 }] });
  const competence = await db().competence.create({
    data: {
      clientId: client.id,
      userId: holder.id,
      qualification: "Hydraulic hose inspector",
      issuedBy: "BFPA",
      validUntil: new Date("2099-12-31"),
    },
  });
  const save = async (u: U, body: Record<string, unknown>, id = competence.id) =>
    call(saveRoute, {
      method: "PUT",
      host,
      headers: await bearerHeaders(u, org.id),
      params: { id },
      body: { filename: "certificate.pdf", ...body },
    });
  const read = async (u: U, acting: string, id = competence.id, on = host) =>
    call(certificateRoute, { method: "GET", host: on, headers: await bearerHeaders(u, acting), params: { id } });
  return { client, host, org, outsider, holder, colleague, admin, otherAdmin, competence, save, read };
}

const state = async (id: string) => ({
  row: await db().competence.findUniqueOrThrow({ where: { id } }),
  stored: (await readdir(files.root, { recursive: true })).length,
});

describe("a competence's certificate", () => {
  it("is filed by its holder, listed with the record, and read by the holder and an approving Admin", async () => {
    const w = await setup();
    const certificate = pdf("BFPA hose inspector certificate");
    const saved = await w.save(w.holder, { base64Data: b64(certificate), filename: "bfpa.pdf" });
    expect(saved).toMatchObject({
      status: 200,
      body: { filename: "bfpa.pdf", mimetype: "application/pdf", size: certificate.byteLength },
      userMessage: "The certificate of Hydraulic hose inspector has been saved",
    });
    const row = await db().competence.findUniqueOrThrow({ where: { id: w.competence.id } });
    expect(Buffer.from((await (await storage()).get(row.certificateKey!))!)).toEqual(certificate);
    expect(await db().auditEvent.count({ where: { action: "user.competence.certificate" } })).toBe(1);

    const list = await call(listRoute, {
      method: "GET",
      host: w.host,
      headers: await bearerHeaders(w.holder, w.org.id),
    });
    expect((list.body as { items: unknown[] }).items).toEqual([
      expect.objectContaining({
        id: w.competence.id,
        certificate: { filename: "bfpa.pdf", mimetype: "application/pdf", size: certificate.byteLength },
      }),
    ]);

    for (const [who, acting] of [
      [w.holder, w.org.id],
      [w.admin, w.org.id],
    ] as const) {
      const link = await w.read(who, acting);
      expect(link).toMatchObject({ status: 200, body: { filename: "bfpa.pdf", mimetype: "application/pdf" } });
      expect((link.body as { url: string }).url).toBeTruthy();
    }
    // A client admin reads anyone's.
    const clientAdmin = await createUser(w.client.id, { clientAdmin: true });
    expect((await w.read(clientAdmin, "admin")).status).toBe(200);

    // A new certificate replaces the old one (the record is not approved yet): one object stays.
    const image = await png(80, 60);
    const replaced = await w.save(w.holder, { base64Data: b64(image), filename: "scan.png" });
    expect(replaced).toMatchObject({ status: 200, body: { filename: "scan.png", mimetype: "image/png" } });
    expect((await readdir(files.root, { recursive: true })).filter((f) => f.includes("competences/"))).toHaveLength(1);
  });

  it("refuses a file that is no PDF or image, whatever its name, and changes nothing", async () => {
    const w = await setup();
    const before = await state(w.competence.id);
    for (const bytes of [exe(), docx()]) {
      const res = await w.save(w.holder, { base64Data: b64(bytes), filename: "certificate.pdf" });
      expect(res).toMatchObject({ status: 422, body: { base64Data: [CERTIFICATE_TYPES] } });
    }
    const empty = await w.save(w.holder, { base64Data: "", filename: "certificate.pdf" });
    expect(empty.status).toBe(422);
    expect(await state(w.competence.id)).toEqual(before);
  });

  it("is filed by the holder only: another's record or another tenant's is not found", async () => {
    const w = await setup();
    const before = await state(w.competence.id);
    const body = { base64Data: b64(pdf()) };
    expect((await w.save(w.colleague, body)).status).toBe(404);
    expect((await w.save(w.admin, body)).status).toBe(404);
    const foreign = await createClient();
    const foreignUser = await createUser(foreign.id, { clientAdmin: true });
    const res = await call(saveRoute, {
      method: "PUT",
      host: foreign.hostnames[0]!.hostname,
      headers: await bearerHeaders(foreignUser, "admin"),
      params: { id: w.competence.id },
      body: { ...body, filename: "c.pdf" },
    });
    expect(res.status).toBe(404);
    expect(await state(w.competence.id)).toEqual(before);
  });

  it("is read by no one else: 403 without the right to approve, 404 out of reach or without a file", async () => {
    const w = await setup();
    // Nothing on file yet: the holder is told so.
    expect((await w.read(w.holder, w.org.id)).status).toBe(404);
    expect((await w.save(w.holder, { base64Data: b64(pdf()) })).status).toBe(200);
    expect((await w.read(w.colleague, w.org.id)).status).toBe(403);
    expect((await w.read(w.otherAdmin, w.outsider.id)).status).toBe(404);
    const foreign = await createClient();
    const foreignAdmin = await createUser(foreign.id, { clientAdmin: true });
    expect((await w.read(foreignAdmin, "admin", w.competence.id, foreign.hostnames[0]!.hostname)).status).toBe(404);
  });

  it("stays as approved: once an Admin approved the record with it, it is not replaced", async () => {
    const w = await setup();
    expect((await w.save(w.holder, { base64Data: b64(pdf()) })).status).toBe(200);
    const approved = await call(approveRoute, {
      method: "POST",
      host: w.host,
      headers: await bearerHeaders(w.admin, w.org.id),
      params: { id: w.competence.id },
    });
    expect(approved.status).toBe(200);
    const before = await state(w.competence.id);
    const res = await w.save(w.holder, { base64Data: b64(await png()), filename: "other.png" });
    expect(res).toMatchObject({ status: 409, body: { base64Data: [CERTIFICATE_APPROVED] } });
    expect(await state(w.competence.id)).toEqual(before);
  });
});
