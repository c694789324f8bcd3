import { describe, expect, it } from "vitest";
import { GET as getRoute, PUT as putRoute } from "@/app/api/v1/organisation-settings/route";
import { PUT as putOrganisations } from "@/app/api/v1/organisations/route";
import { buildCtx, type AuthedCtx } from "@/lib/core/ctx";
import { loadSessionUser } from "@/lib/auth/load-user";
import { fromIsoDate, toIsoDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { getOrganisation } from "@/lib/organisations/get-organisation";
import { saveOrganisation } from "@/lib/organisations/save-organisation";
import { OrganisationSaveSchema } from "@/lib/organisations/schemas";
import { canOpenOrganisationSettings } from "@/lib/organisations/settings-access";
import { userMenu } from "@/lib/portal/menu";
import { bearerHeaders } from "../fixtures/bearer";
import { createClient, createHose, createOrganisation, createUser } from "../fixtures/factories";
import { call } from "../fixtures/http";

async function ctxFor(user: { id: string; clientId: string }, org: string): Promise<AuthedCtx> {
  const client = await db().client.findUniqueOrThrow({ where: { id: user.clientId } });
  return buildCtx(client, { user: (await loadSessionUser(client.id, user.id))!, impersonator: null }, org) as AuthedCtx;
}

const form = (over: Record<string, unknown> = {}) =>
  OrganisationSaveSchema.parse({
    name: "Acme Mining",
    contactName: "Pat",
    contactEmail: "pat@mining.test",
    addressLine1: "1 Pit Lane",
    town: "Leeds",
    postCode: "LS1 1AA",
    ...over,
  });

describe("saving organisations (SPEC §6)", () => {
  it("a distributor's new customer is linked to it, whatever the form says", async () => {
    const client = await createClient();
    const dist = await createOrganisation(client.id, { isDistributor: true });
    const other = await createOrganisation(client.id, { isDistributor: true });
    const u = await createUser(client.id, { memberships: [{ organisationId: dist.id, role: 1 }] });
    const saved = await saveOrganisation(
      await ctxFor(u, dist.id),
      form({ isDistributor: true, distributorId: other.id }),
    );
    expect(saved).toMatchObject({ name: "Acme Mining", isDistributor: false, distributorId: dist.id });
    expect(saved.accountCode).toMatch(/^[A-Z2-9]{6}$/);
  });

  it("a client admin sets the type and distributor, never the organisation itself or a customer", async () => {
    const client = await createClient();
    const dist = await createOrganisation(client.id, { isDistributor: true });
    const cust = await createOrganisation(client.id);
    const admin = await createUser(client.id, { clientAdmin: true });
    const ctx = await ctxFor(admin, "admin");
    expect(await saveOrganisation(ctx, form({ distributorId: dist.id }))).toMatchObject({
      distributorId: dist.id,
      isDistributor: false,
    });
    await expect(saveOrganisation(ctx, form({ distributorId: cust.id }))).rejects.toMatchObject({ code: "INVALID" });
    await expect(
      saveOrganisation(ctx, form({ isDistributor: true, distributorId: dist.id }), dist.id),
    ).resolves.toMatchObject({ distributorId: null });
    await expect(saveOrganisation(ctx, form({ distributorId: dist.id }), dist.id)).rejects.toMatchObject({
      code: "INVALID",
    });
  });

  it("rows carry the prominent manufacturer and hose type ids (SPEC §3)", async () => {
    const client = await createClient();
    const org = await createOrganisation(client.id);
    const maker = await db().manufacturer.create({ data: { clientId: client.id, name: "Gates" } });
    const type = await db().hoseType.create({ data: { clientId: client.id, name: "4SH" } });
    await db().organisationManufacturer.create({ data: { organisationId: org.id, manufacturerId: maker.id } });
    await db().organisationHoseType.create({ data: { organisationId: org.id, hoseTypeId: type.id } });
    const admin = await createUser(client.id, { clientAdmin: true });
    expect(await getOrganisation(await ctxFor(admin, "admin"), org.id)).toMatchObject({
      manufacturers: [maker.id],
      hoseTypes: [type.id],
    });
  });

  it("refuses turning a distributor with linked customers into a customer", async () => {
    const client = await createClient();
    const dist = await createOrganisation(client.id, { isDistributor: true, name: "Dist" });
    const lone = await createOrganisation(client.id, { isDistributor: true, name: "Lone" });
    await createOrganisation(client.id, { distributorId: dist.id });
    const admin = await createUser(client.id, { clientAdmin: true });
    const ctx = await ctxFor(admin, "admin");
    await expect(saveOrganisation(ctx, form({ name: "Dist", isDistributor: false }), dist.id)).rejects.toMatchObject({
      code: "INVALID",
      body: { isDistributor: ["This distributor has 1 linked customer; unlink them before making it a customer"] },
    });
    expect((await db().organisation.findUniqueOrThrow({ where: { id: dist.id } })).isDistributor).toBe(true);
    await expect(saveOrganisation(ctx, form({ name: "Lone", isDistributor: false }), lone.id)).resolves.toMatchObject({
      isDistributor: false,
    });
  });

  it("keeps a customer's archived distributor when the form keeps it; new links need an active one", async () => {
    const client = await createClient();
    const archived = await createOrganisation(client.id, {
      isDistributor: true,
      name: "Old Dist",
      deletedAt: new Date(),
    });
    const customer = await createOrganisation(client.id, { distributorId: archived.id });
    const other = await createOrganisation(client.id);
    const admin = await createUser(client.id, { clientAdmin: true });
    const ctx = await ctxFor(admin, "admin");
    const row = await getOrganisation(ctx, customer.id);
    expect(row).toMatchObject({ distributorId: archived.id, distributorName: "Old Dist", distributorArchived: true });
    await expect(
      saveOrganisation(ctx, form({ name: "Renamed", distributorId: archived.id }), customer.id),
    ).resolves.toMatchObject({
      name: "Renamed",
      distributorId: archived.id,
    });
    await expect(saveOrganisation(ctx, form({ distributorId: archived.id }), other.id)).rejects.toMatchObject({
      code: "INVALID",
    });
  });

  it("refuses read-only users and customers, and other distributors' customers (404)", async () => {
    const client = await createClient();
    const dist = await createOrganisation(client.id, { isDistributor: true });
    const dist2 = await createOrganisation(client.id, { isDistributor: true });
    const theirs = await createOrganisation(client.id, { distributorId: dist2.id, name: "Theirs" });
    const ro = await createUser(client.id, { memberships: [{ organisationId: dist.id, role: 4 }] });
    const cu = await createUser(client.id, { memberships: [{ organisationId: theirs.id, role: 2 }] });
    const da = await createUser(client.id, { memberships: [{ organisationId: dist.id, role: 2 }] });
    await expect(saveOrganisation(await ctxFor(ro, dist.id), form())).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(saveOrganisation(await ctxFor(cu, theirs.id), form())).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(saveOrganisation(await ctxFor(da, dist.id), form(), theirs.id)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect((await db().organisation.findUniqueOrThrow({ where: { id: theirs.id } })).name).toBe("Theirs");
  });
});

describe("organisation settings API", () => {
  async function setup() {
    const client = await createClient();
    const host = client.hostnames[0]!.hostname;
    const org = await createOrganisation(client.id, { hoseInspectionMonths: 6, hoseReplacementMonths: 60 });
    const admin = await createUser(client.id, { memberships: [{ organisationId: org.id, role: 2 }] });
    const manager = await createUser(client.id, { memberships: [{ organisationId: org.id, role: 1 }] });
    const parker = await db().manufacturer.create({ data: { clientId: client.id, name: "Parker" } });
    const twoSn = await db().hoseType.create({ data: { clientId: client.id, name: "2SN" } });
    const foreignClient = await createClient();
    const foreignMaker = await db().manufacturer.create({ data: { clientId: foreignClient.id, name: "Elsewhere" } });
    const hose = await createHose(client.id, org.id, {
      installationDate: fromIsoDate("2026-01-31"),
      lastInspectionDate: fromIsoDate("2026-08-31"),
      nextInspectionDate: fromIsoDate("2027-02-28"),
    });
    const overridden = await createHose(client.id, org.id, {
      installationDate: fromIsoDate("2026-01-31"),
      hoseInspectionMonths: 1,
    });
    return { host, org, admin, manager, parker, twoSn, foreignMaker, hose, overridden };
  }
  const payload = (s: Awaited<ReturnType<typeof setup>>, over: Record<string, unknown> = {}) => ({
    hoseInspectionMonths: 3,
    hoseReplacementMonths: 48,
    hoseReplacementWarningMonths: 2,
    fields: { manufacturer: 2, manufactureDate: 1, sleeving: 1, testCertificate: 0, conformityCertificate: 0 },
    manufacturers: [s.parker.id],
    hoseTypes: [s.twoSn.id],
    updateConfig: true,
    ...over,
  });

  it("saves the settings and reschedules existing hoses without an override", async () => {
    const s = await setup();
    const res = await call(putRoute, {
      method: "PUT",
      host: s.host,
      headers: await bearerHeaders(s.admin, s.org.id),
      body: payload(s),
    });
    expect(res.status).toBe(200);
    expect(res.userMessage).toBe("Settings saved; 2 hoses rescheduled");
    expect(res.body).toMatchObject({
      hoseInspectionMonths: 3,
      manufacturers: [s.parker.id],
      hoseTypes: [s.twoSn.id],
      fields: { manufacturer: 2 },
    });
    const hose = await db().hose.findUniqueOrThrow({ where: { id: s.hose.id } });
    expect(toIsoDate(hose.nextInspectionDate!)).toBe("2026-11-30"); // 31 Aug + 3 months, clamped
    expect(toIsoDate(hose.replacementDate!)).toBe("2030-01-31");
    const own = await db().hose.findUniqueOrThrow({ where: { id: s.overridden.id } });
    expect(toIsoDate(own.nextInspectionDate!)).toBe("2026-02-28"); // its own 1-month override
    const got = await call(getRoute, { host: s.host, headers: await bearerHeaders(s.admin, s.org.id) });
    expect(got.body).toMatchObject({ hoseReplacementWarningMonths: 2 });
  });

  it("validates every field (Required only for manufacturer and manufacture date), refuses foreign ids", async () => {
    const s = await setup();
    const h = await bearerHeaders(s.admin, s.org.id);
    const bad = await call(putRoute, {
      method: "PUT",
      host: s.host,
      headers: h,
      body: payload(s, { hoseInspectionMonths: 0, fields: { sleeving: 2 }, hoseReplacementWarningMonths: -1 }),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body as object).sort()).toEqual([
      "fields.sleeving",
      "hoseInspectionMonths",
      "hoseReplacementWarningMonths",
    ]);
    const foreign = await call(putRoute, {
      method: "PUT",
      host: s.host,
      headers: h,
      body: payload(s, { manufacturers: [s.foreignMaker.id] }),
    });
    expect(foreign).toMatchObject({ status: 422, body: { manufacturers: ["Unknown manufacturer"] } });
    expect((await db().organisation.findUniqueOrThrow({ where: { id: s.org.id } })).hoseInspectionMonths).toBe(6);
  });

  it("is for the organisation's Admin only", async () => {
    const s = await setup();
    const res = await call(putRoute, {
      method: "PUT",
      host: s.host,
      headers: await bearerHeaders(s.manager, s.org.id),
      body: payload(s),
    });
    expect(res.status).toBe(403);
    expect((await call(getRoute, { host: s.host, headers: await bearerHeaders(s.manager, s.org.id) })).status).toBe(
      403,
    );
    expect((await db().organisation.findUniqueOrThrow({ where: { id: s.org.id } })).hoseInspectionMonths).toBe(6);
  });

  it("opens for a client admin acting for an organisation where they are User or Manager: the menu, the page and the service agree", async () => {
    const s = await setup();
    const clientAdmin = await createUser(s.org.clientId, {
      clientAdmin: true,
      memberships: [{ organisationId: s.org.id, role: 0 }],
    });
    const ctx = await ctxFor(clientAdmin, s.org.id);
    expect(ctx.flags.isAdmin).toBe(true);
    expect(canOpenOrganisationSettings(ctx)).toBe(true);
    expect(userMenu({ flags: ctx.flags, organisation: ctx.organisation, user: ctx.user }).map((i) => i.id)).toContain(
      "organisation-settings",
    );
    const res = await call(putRoute, {
      method: "PUT",
      host: s.host,
      headers: await bearerHeaders(clientAdmin, s.org.id),
      body: payload(s),
    });
    expect(res.status).toBe(200);
    expect((await db().organisation.findUniqueOrThrow({ where: { id: s.org.id } })).hoseInspectionMonths).toBe(3);

    // The Manager is refused by all three alike; a client admin in the 'admin' portal has no organisation.
    const manager = await ctxFor(s.manager, s.org.id);
    expect(canOpenOrganisationSettings(manager)).toBe(false);
    expect(
      userMenu({ flags: manager.flags, organisation: manager.organisation, user: manager.user }).map((i) => i.id),
    ).not.toContain("organisation-settings");
    const asAdminPortal = await ctxFor(clientAdmin, "admin");
    expect(canOpenOrganisationSettings(asAdminPortal)).toBe(false);
  });

  it("PUT /organisations takes the settings payload too, and only what it sends changes", async () => {
    const s = await setup();
    const h = await bearerHeaders(s.admin, s.org.id);
    await db().organisation.update({
      where: { id: s.org.id },
      data: {
        fields: { manufacturer: 0, manufactureDate: 0, sleeving: 1, testCertificate: 0, conformityCertificate: 0 },
      },
    });
    await db().organisationManufacturer.create({ data: { organisationId: s.org.id, manufacturerId: s.parker.id } });
    const put = (body: unknown, headers = h) => call(putOrganisations, { method: "PUT", host: s.host, headers, body });

    const res = await put({ id: s.org.id, hoseInspectionMonths: 3, fields: { manufacturer: 2 }, updateConfig: true });
    expect(res.status).toBe(200);
    expect(res.userMessage).toBe("Settings saved; 2 hoses rescheduled");
    expect(res.body).toMatchObject({
      id: s.org.id,
      hoseInspectionMonths: 3,
      hoseReplacementMonths: 60,
      fields: { manufacturer: 2, sleeving: 1 },
      manufacturers: [s.parker.id],
    });
    expect(toIsoDate((await db().hose.findUniqueOrThrow({ where: { id: s.hose.id } })).nextInspectionDate!)).toBe(
      "2026-11-30",
    );

    // Bad input, another organisation's id, a Manager: refused, nothing changed.
    const other = await createOrganisation(s.org.clientId);
    expect(await put({ hoseReplacementMonths: 0, hoseTypes: ["x"] })).toMatchObject({
      status: 422,
      body: {
        hoseReplacementMonths: ["Replacement timeline must be at least 1 month"],
        "hoseTypes.0": ["Unknown hose type"],
      },
    });
    expect(await put({})).toMatchObject({
      status: 422,
      body: { global: ["Send the organisation form or at least one setting"] },
    });
    expect((await put({ id: other.id, hoseInspectionMonths: 12 })).status).toBe(404);
    expect((await put({ hoseInspectionMonths: 12 }, await bearerHeaders(s.manager, s.org.id))).status).toBe(403);
    const after = await db().organisation.findUniqueOrThrow({ where: { id: s.org.id } });
    expect([after.hoseInspectionMonths, after.hoseReplacementMonths]).toEqual([3, 60]);
    expect((await db().organisation.findUniqueOrThrow({ where: { id: other.id } })).hoseInspectionMonths).not.toBe(12);

    // A body with the form's keys is still the organisation form.
    const form = await put({ id: s.org.id, name: "Renamed" });
    expect(form).toMatchObject({ status: 422, body: { contactName: ["Contact name is required"] } });
  });
});
