import { describe, expect, it } from "vitest";
import { DELETE as archiveRoute, GET as getRoute } from "@/app/api/v1/hoses/[id]/route";
import { GET as configRoute } from "@/app/api/v1/config/route";
import { PUT as policyRoute } from "@/app/api/v1/life-policies/route";
import { fromIsoDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { replaceHose } from "@/lib/hoses/replace-hose";
import { resolveTagLink } from "@/lib/hoses/tag-link";
import { HoseReplaceSchema } from "@/lib/hoses/schemas";
import { RETIREMENT_REASONS } from "@/lib/hoses/retirement";
import { bearerHeaders } from "../fixtures/bearer";
import { ctxFor } from "../fixtures/ctx";
import {
  createClient,
  createHose,
  createHoseConfiguration,
  createOrganisation,
  createUser,
  createZone,
} from "../fixtures/factories";
import { pdf, png } from "../fixtures/files";
import { call } from "../fixtures/http";

/** Retirement with a reason, and replacing a hose in place (GET /config, DELETE /hoses/{id}). */
async function setup() {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  const customer = await createOrganisation(client.id, { name: "Quarry" });
  const site = await createZone(client.id, customer.id, null, "Main Quarry");
  const config = await createHoseConfiguration(client.id, customer.id, { name: "2SN 1/2 x 1000" });
  const user = await createUser(client.id, { memberships: [{ organisationId: customer.id, role: 0 }] });
  const hose = await createHose(client.id, customer.id, {
    organisationZoneId: site.id,
    hoseConfigurationId: config.id,
    installationDate: fromIsoDate("2024-01-15"),
    name: "Feed",
    tagId: "OLD-1",
  });
  return { client, host, customer, site, config, user, hose, headers: () => bearerHeaders(user, customer.id) };
}

describe("retirement reasons", () => {
  it("GET /config lists the reasons as {value, label}", async () => {
    const s = await setup();
    const res = await call(configRoute, { method: "GET", host: s.host, headers: await s.headers() });
    expect(res.status).toBe(200);
    const body = res.body as { retirementReasons: Array<{ value: string; label: string }> };
    expect(body.retirementReasons).toEqual(RETIREMENT_REASONS.map(({ value, label }) => ({ value, label })));
    expect(body.retirementReasons.map((r) => r.value)).toContain("fitting_blow_off");
  });

  it("the archive call keeps its retirementReason; an unknown reason is 422 and changes nothing", async () => {
    const s = await setup();
    const bad = await call(archiveRoute, {
      method: "DELETE",
      host: s.host,
      headers: await s.headers(),
      params: { id: s.hose.id },
      body: { retirementReason: "bored" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ retirementReason: ["Choose a reason from the list"] });
    expect((await db().hose.findUniqueOrThrow({ where: { id: s.hose.id } })).deletedAt).toBeNull();

    const ok = await call(archiveRoute, {
      method: "DELETE",
      host: s.host,
      headers: await s.headers(),
      params: { id: s.hose.id },
      body: { retirementReason: "crimp_leak", notes: "Weeping at the crimp" },
    });
    expect(ok).toMatchObject({ status: 200, userMessage: "Feed has been archived" });
    const row = await db().hose.findUniqueOrThrow({ where: { id: s.hose.id } });
    expect(row.retirementReason).toBe("crimp_leak");
    const detail = await call(getRoute, {
      method: "GET",
      host: s.host,
      headers: await s.headers(),
      params: { id: s.hose.id },
    });
    expect(detail.body).toMatchObject({ retirementReason: "crimp_leak", successor: null, predecessor: null });
    const audit = await db().auditEvent.findFirstOrThrow({ where: { entityId: s.hose.id, action: "hose.archive" } });
    expect(audit.data).toMatchObject({ retirementReason: "crimp_leak" });
  });

  it("an archive without a reason still works (old payloads)", async () => {
    const s = await setup();
    const ok = await call(archiveRoute, {
      method: "DELETE",
      host: s.host,
      headers: await s.headers(),
      params: { id: s.hose.id },
      body: { notes: "Gone" },
    });
    expect(ok.status).toBe(200);
    expect((await db().hose.findUniqueOrThrow({ where: { id: s.hose.id } })).retirementReason).toBeNull();
  });

  it("a photo of the retirement is stored as an upload and joins the archive note", async () => {
    const s = await setup();
    const archive = (body: unknown) =>
      s
        .headers()
        .then((headers) =>
          call(archiveRoute, { method: "DELETE", host: s.host, headers, params: { id: s.hose.id }, body }),
        );
    // Not a photo: refused, and nothing is archived or stored.
    const refused = await archive({
      retirementReason: "abrasion",
      photo: { base64Data: pdf().toString("base64"), filename: "report.pdf" },
    });
    expect(refused).toMatchObject({ status: 422, body: { photo: ["Only photos (JPEG or PNG) can be sent"] } });
    expect((await db().hose.findUniqueOrThrow({ where: { id: s.hose.id } })).deletedAt).toBeNull();
    expect(await db().upload.count({ where: { hoseId: s.hose.id } })).toBe(0);
    expect(await db().hoseMeta.count({ where: { hoseId: s.hose.id, kind: "ARCHIVE" } })).toBe(0);

    const ok = await archive({
      retirementReason: "abrasion",
      notes: "Cover worn through",
      photo: { base64Data: (await png()).toString("base64"), filename: "worn.png" },
    });
    expect(ok).toMatchObject({ status: 200, userMessage: "Feed has been archived" });
    const meta = await db().hoseMeta.findFirstOrThrow({ where: { hoseId: s.hose.id, kind: "ARCHIVE" } });
    const upload = await db().upload.findFirstOrThrow({ where: { hoseId: s.hose.id } });
    expect(upload).toMatchObject({ hoseMetaId: meta.id, mimetype: "image/png", filename: "worn.png", uploadType: 1 });
    const detail = await call(getRoute, {
      method: "GET",
      host: s.host,
      headers: await s.headers(),
      params: { id: s.hose.id },
    });
    const body = detail.body as {
      hoseMeta: Array<{ kind: string; uploads: Array<{ id: string }> }>;
      uploads: unknown[];
    };
    const archived = body.hoseMeta.find((m) => m.kind === "ARCHIVE");
    expect(archived?.uploads.map((u) => u.id)).toEqual([upload.id]);
    // With the note, not among the hose's documents.
    expect(body.uploads).toEqual([]);
  });
});

describe("replace in place", () => {
  const form = (s: Awaited<ReturnType<typeof setup>>, over: Record<string, unknown> = {}) =>
    HoseReplaceSchema.parse({
      retirementReason: "abrasion",
      notes: "Cover worn through",
      tagId: "NEW-1",
      name: "Feed",
      customerOrganisationId: s.customer.id,
      hoseConfigurationId: s.config.id,
      organisationZoneId: s.site.id,
      installationDate: "2026-03-01",
      buildDate: "2026-02-20",
      ...over,
    });

  it("retires the old hose with its reason and links the successor both ways", async () => {
    const s = await setup();
    const ctx = await ctxFor(s.user.id, s.client.id, s.customer.id);
    const r = await replaceHose(ctx, s.hose.id, form(s), fromIsoDate("2026-03-02"));
    const old = await db().hose.findUniqueOrThrow({ where: { id: s.hose.id }, include: { successor: true } });
    expect(old.deletedAt).not.toBeNull();
    expect(old.retirementReason).toBe("abrasion");
    expect(old.tagId).toBe("OLD-1");
    expect(old.successor?.id).toBe(r.id);
    const successor = await db().hose.findUniqueOrThrow({ where: { id: r.id } });
    expect(successor).toMatchObject({
      predecessorId: s.hose.id,
      organisationZoneId: s.site.id,
      hoseConfigurationId: s.config.id,
      tagId: "NEW-1",
      deletedAt: null,
    });
    expect(successor.installationDate).toEqual(fromIsoDate("2026-03-01"));

    const headers = await s.headers();
    const newPage = await call(getRoute, { method: "GET", host: s.host, headers, params: { id: r.id } });
    expect(newPage.body).toMatchObject({ predecessor: { id: s.hose.id, tagId: "OLD-1" }, successor: null });
    const oldPage = await call(getRoute, { method: "GET", host: s.host, headers, params: { id: s.hose.id } });
    expect(oldPage.body).toMatchObject({ successor: { id: r.id, tagId: "NEW-1" }, retirementReason: "abrasion" });
  });

  it("the public card names the replaced hose only where the settings show the hose's details", async () => {
    const s = await setup();
    const ctx = await ctxFor(s.user.id, s.client.id, s.customer.id);
    await replaceHose(ctx, s.hose.id, form(s), fromIsoDate("2026-03-02"));
    const client = await db().client.findUniqueOrThrow({ where: { id: s.client.id } });
    // The default card: brand, tag, status and dates, not the hose's history.
    const minimal = await resolveTagLink(client, null, "NEW-1");
    expect(minimal).toMatchObject({ kind: "public", card: { tagId: "NEW-1", replaces: null } });
    expect(JSON.stringify(minimal)).not.toContain("OLD-1");
    await db().organisation.update({ where: { id: s.customer.id }, data: { publicCardHose: true } });
    expect(await resolveTagLink(client, null, "NEW-1")).toMatchObject({
      kind: "public",
      card: { replaces: { tagId: "OLD-1", reason: expect.any(String) } },
    });
  });

  it("moves the old tag to the successor when asked", async () => {
    const s = await setup();
    const ctx = await ctxFor(s.user.id, s.client.id, s.customer.id);
    const r = await replaceHose(ctx, s.hose.id, form(s, { tagId: "old-1" }), fromIsoDate("2026-03-02"));
    expect((await db().hose.findUniqueOrThrow({ where: { id: s.hose.id } })).tagId).toBeNull();
    expect((await db().hose.findUniqueOrThrow({ where: { id: r.id } })).tagId).toBe("OLD-1");
  });

  it("a refused replacement (bad successor) changes nothing", async () => {
    const s = await setup();
    const ctx = await ctxFor(s.user.id, s.client.id, s.customer.id);
    await expect(
      replaceHose(ctx, s.hose.id, form(s, { installationDate: "2030-01-01" }), fromIsoDate("2026-03-02")),
    ).rejects.toMatchObject({ code: "INVALID" });
    const old = await db().hose.findUniqueOrThrow({ where: { id: s.hose.id } });
    expect(old.deletedAt).toBeNull();
    expect(await db().hose.count({ where: { predecessorId: s.hose.id } })).toBe(0);
  });
});

describe("life policies", () => {
  it("a policy change recomputes the hoses under it in one statement, is audited, and GET /hoses/{id} says why", async () => {
    const s = await setup();
    const admin = await createUser(s.client.id, { memberships: [{ organisationId: s.customer.id, role: 2 }] });
    const zone = await createZone(s.client.id, s.customer.id, s.site.id, "Crusher");
    const built = await createHose(s.client.id, s.customer.id, {
      organisationZoneId: zone.id,
      buildDate: fromIsoDate("2020-06-15"),
      installationDate: fromIsoDate("2021-01-10"),
      name: "Built 2020",
    });
    const elsewhere = await createOrganisation(s.client.id, { name: "Elsewhere" });
    const untouched = await createHose(s.client.id, elsewhere.id, { installationDate: fromIsoDate("2021-01-10") });
    const untouchedBefore = await db().hose.findUniqueOrThrow({ where: { id: untouched.id } });
    // Without policies: 60 months from installation (settings) beats 72 from assembly (DGUV) here.
    expect((await db().hose.findUniqueOrThrow({ where: { id: built.id } })).replacementDate).toEqual(
      fromIsoDate("2026-01-10"),
    );

    const headers = await bearerHeaders(admin, s.customer.id);
    const res = await call(policyRoute, {
      method: "PUT",
      host: s.host,
      headers,
      body: { level: "zone", targetId: s.site.id, maxAgeMonths: 48, inspectionMonths: 3 },
    });
    expect(res.status).toBe(200);
    // Both hoses of the customer sit under the site: the original and the one in the Crusher zone.
    expect(res.body).toMatchObject({ maxAgeMonths: 48, inspectionMonths: 3, hosesRescheduled: 2 });
    const after = await db().hose.findUniqueOrThrow({ where: { id: built.id } });
    expect(after.replacementDate).toEqual(fromIsoDate("2024-06-15"));
    expect(after.nextInspectionDate).toEqual(fromIsoDate("2021-04-10"));
    expect(await db().hose.findUniqueOrThrow({ where: { id: untouched.id } })).toEqual(untouchedBefore);

    const audit = await db().auditEvent.findFirstOrThrow({ where: { action: "lifePolicy.set" } });
    expect(audit).toMatchObject({ entity: "LifePolicy", entityId: s.site.id, organisationId: s.customer.id });
    expect(audit.data).toMatchObject({ level: "zone", hosesRescheduled: 2 });

    const detail = await call(getRoute, { method: "GET", host: s.host, headers, params: { id: built.id } });
    expect(detail.body).toMatchObject({
      replacementDate: "2024-06-15",
      replacementBasis: "4 years from assembly in 06/2020 (Main Quarry policy)",
      nextInspectionBasis: "3 months from installation on 10/01/2021 (Main Quarry policy)",
      storageExceeded: false,
    });

    // A more specific zone policy wins over the site's; the SQL and the TypeScript rules agree.
    await call(policyRoute, {
      method: "PUT",
      host: s.host,
      headers,
      body: { level: "zone", targetId: zone.id, maxAgeMonths: 36 },
    });
    const zoned = await call(getRoute, { method: "GET", host: s.host, headers, params: { id: built.id } });
    expect(zoned.body).toMatchObject({
      replacementDate: "2023-06-15",
      replacementBasis: "3 years from assembly in 06/2020 (Main Quarry > Crusher policy)",
      nextInspectionBasis: "3 months from installation on 10/01/2021 (Main Quarry policy)",
    });
  });

  it("refuses users, other customers' targets and bad months, changing nothing", async () => {
    const s = await setup();
    const other = await createOrganisation(s.client.id, { name: "Other" });
    const ok = (body: Record<string, unknown>, headers: Record<string, string>) =>
      call(policyRoute, { method: "PUT", host: s.host, headers, body });
    expect(
      (await ok({ level: "customer", targetId: s.customer.id, inspectionMonths: 3 }, await s.headers())).status,
    ).toBe(403);
    const admin = await createUser(s.client.id, { memberships: [{ organisationId: s.customer.id, role: 2 }] });
    const headers = await bearerHeaders(admin, s.customer.id);
    expect((await ok({ level: "customer", targetId: other.id, inspectionMonths: 3 }, headers)).status).toBe(404);
    expect((await ok({ level: "client", targetId: s.client.id, inspectionMonths: 3 }, headers)).status).toBe(403);
    const bad = await ok({ level: "customer", targetId: s.customer.id, inspectionMonths: 0 }, headers);
    expect(bad).toMatchObject({
      status: 422,
      body: { inspectionMonths: ["Inspection interval must be at least 1 month"] },
    });
    expect(await db().lifePolicy.count({ where: { clientId: s.client.id } })).toBe(0);
    expect(await db().auditEvent.count({ where: { clientId: s.client.id, action: "lifePolicy.set" } })).toBe(0);
  });
});
