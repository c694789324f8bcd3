import { describe, expect, it } from "vitest";
import { DELETE as archiveRoute, GET as getRoute } from "@/app/api/v1/hoses/[id]/route";
import { GET as listRoute, POST as createRoute, PUT as updateRoute } from "@/app/api/v1/hoses/route";
import { GET as tagRoute } from "@/app/api/v1/hoses/tag/[tagId]/route";
import { GET as linkRoute } from "@/app/api/v1/organisations/link/[ref]/[visible]/route";
import { DELETE as unlinkRoute } from "@/app/api/v1/organisations/link/[ref]/route";
import { addDaysUtc, addMonthsUtc, fromIsoDate, today as todayDate, toIsoDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { bearerHeaders } from "../fixtures/bearer";
import {
  createClient,
  createHose,
  createHoseConfiguration,
  createOrganisation,
  createUser,
  createZone,
} from "../fixtures/factories";
import { call } from "../fixtures/http";

/**
 * The hose routes over HTTP: roles, tenancy (another client, a customer the caller cannot
 * see), every validation error, and the database after each call (unchanged when refused).
 */
async function setup() {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  const other = await createClient();
  const dist = await createOrganisation(client.id, { isDistributor: true, name: "North" });
  const otherDist = await createOrganisation(client.id, { isDistributor: true, name: "South" });
  const customer = await createOrganisation(client.id, {
    name: "Quarry",
    distributorId: dist.id,
    hoseInspectionMonths: 6,
    hoseReplacementMonths: 60,
  });
  const hiddenConfigs = await createOrganisation(client.id, {
    name: "Hidden",
    distributorId: dist.id,
    distributorConfigurationsVisible: false,
  });
  const notMine = await createOrganisation(client.id, { name: "Elsewhere", distributorId: otherDist.id });
  const foreignOrg = await createOrganisation(other.id, { name: "Foreign" });
  const site = await createZone(client.id, customer.id, null, "Main Quarry");
  const zone = await createZone(client.id, customer.id, site.id, "Crusher");
  const elsewhereZone = await createZone(client.id, notMine.id, null, "Yard");
  const config = await createHoseConfiguration(client.id, dist.id, { name: "2SN 1/2 x 1000" });
  const notMineConfig = await createHoseConfiguration(client.id, otherDist.id, { name: "Theirs" });
  const member = (organisationId: string, role: number) =>
    createUser(client.id, { memberships: [{ organisationId, role }] });
  const users = {
    admin: await createUser(client.id, { clientAdmin: true }),
    dist: await member(dist.id, 2),
    distReadOnly: await member(dist.id, 4),
    customer: await member(customer.id, 2),
    customerUser: await member(customer.id, 0),
    customerReadOnly: await member(customer.id, 4),
    hidden: await member(hiddenConfigs.id, 2),
    otherAdmin: await createUser(other.id, { clientAdmin: true }),
  };
  const as = {
    admin: () => bearerHeaders(users.admin, "admin"),
    dist: () => bearerHeaders(users.dist, dist.id),
    distReadOnly: () => bearerHeaders(users.distReadOnly, dist.id),
    customer: () => bearerHeaders(users.customer, customer.id),
    customerUser: () => bearerHeaders(users.customerUser, customer.id),
    customerReadOnly: () => bearerHeaders(users.customerReadOnly, customer.id),
    hidden: () => bearerHeaders(users.hidden, hiddenConfigs.id),
  };
  const foreignHose = await createHose(other.id, foreignOrg.id, { installationDate: fromIsoDate("2026-01-01") });
  const elsewhereHose = await createHose(client.id, notMine.id, {
    organisationZoneId: elsewhereZone.id,
    installationDate: fromIsoDate("2026-01-01"),
  });
  const payload = (over: Record<string, unknown> = {}) => ({
    tagId: `tag-${Math.random().toString(36).slice(2, 10)}`,
    name: "Crusher feed",
    customerOrganisationId: customer.id,
    hoseConfigurationId: config.id,
    organisationZoneId: zone.id,
    manufacturer: "Parker",
    manufactureDate: "2026-01-05",
    buildDate: "2026-01-10",
    installationDate: "2026-01-31",
    ...over,
  });
  return {
    client,
    other,
    host,
    dist,
    customer,
    hiddenConfigs,
    notMine,
    site,
    zone,
    elsewhereZone,
    config,
    notMineConfig,
    users,
    as,
    foreignHose,
    elsewhereHose,
    payload,
  };
}

type Setup = Awaited<ReturnType<typeof setup>>;
const hoseCount = (s: Setup) => db().hose.count({ where: { clientId: s.client.id } });

describe("hoses API: create", () => {
  it("lets a distributor tag a hose for its customer, with status and due dates computed", async () => {
    const s = await setup();
    const res = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.as.dist(),
      body: s.payload({ tagId: "dh-200001" }),
    });
    expect(res.status).toBe(201);
    expect(res.userMessage).toBe("Crusher feed has been added");
    const hose = await db().hose.findUniqueOrThrow({ where: { id: (res.body as { id: string }).id } });
    expect(hose).toMatchObject({
      tagId: "DH-200001",
      status: 0,
      customerOrganisationId: s.customer.id,
      distributorOrganisationId: s.dist.id,
      buildUserId: s.users.dist.id,
      installationUserId: s.users.dist.id,
    });
    expect(toIsoDate(hose.nextInspectionDate!)).toBe("2026-07-31");
    expect(toIsoDate(hose.replacementDate!)).toBe("2031-01-31");
    expect(toIsoDate(hose.replacementWarningDate!)).toBe("2030-10-31");
    expect(await db().auditEvent.count({ where: { entityId: hose.id, action: "hose.create" } })).toBe(1);
  });

  it("clears the name and installation date without a location, and the months with the override off", async () => {
    const s = await setup();
    const res = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.as.customerUser(),
      body: s.payload({ organisationZoneId: null, hoseInspectionMonths: 3, timelineOverride: false }),
    });
    expect(res.status).toBe(201);
    const hose = await db().hose.findUniqueOrThrow({ where: { id: (res.body as { id: string }).id } });
    expect(hose).toMatchObject({
      name: null,
      installationDate: null,
      status: 3,
      nextInspectionDate: null,
      hoseInspectionMonths: null,
    });
  });

  it("uses the hose's own timeline when the override is on, and accepts dd/mm/yyyy dates", async () => {
    const s = await setup();
    const res = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.as.customer(),
      body: s.payload({
        timelineOverride: true,
        hoseInspectionMonths: "1",
        hoseReplacementMonths: 24,
        installationDate: "31/01/2026",
      }),
    });
    expect(res.status).toBe(201);
    const hose = await db().hose.findUniqueOrThrow({ where: { id: (res.body as { id: string }).id } });
    expect(toIsoDate(hose.nextInspectionDate!)).toBe("2026-02-28");
    expect(toIsoDate(hose.replacementDate!)).toBe("2028-01-31");
  });

  it("returns every field error at once and writes nothing", async () => {
    const s = await setup();
    const before = await hoseCount(s);
    const bad = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.as.dist(),
      body: {
        tagId: "bad tag!",
        customerOrganisationId: "nope",
        manufactureDate: "31/02/2026",
        timelineOverride: true,
        hoseReplacementMonths: 0,
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      tagId: ["Tag id may contain letters, digits and - _ . : only"],
      customerOrganisationId: ["Choose a customer"],
      manufactureDate: ["Enter a valid date as dd/mm/yyyy"],
      hoseReplacementMonths: ["Replacement timeline must be a whole number of months from 1 to 240"],
    });
    const missing = await call(createRoute, { method: "POST", host: s.host, headers: await s.as.dist(), body: {} });
    expect(missing.body).toMatchObject({
      tagId: ["Tag id is required"],
      customerOrganisationId: ["Choose a customer"],
    });

    const rules = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.as.dist(),
      body: s.payload({
        organisationZoneId: s.elsewhereZone.id,
        hoseConfigurationId: s.notMineConfig.id,
        buildDate: "2026-01-01",
        installationDate: toIsoDate(addDaysUtc(todayDate(), 2)),
      }),
    });
    expect(rules.status).toBe(422);
    expect(rules.body).toEqual({
      organisationZoneId: ["Choose a location of this customer"],
      hoseConfigurationId: ["Choose a configuration from this customer's or its distributor's library"],
      installationDate: ["The date cannot be in the future"],
      buildDate: ["The build date cannot be before the manufacture date"],
    });

    const override = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.as.dist(),
      body: s.payload({ timelineOverride: "on" }),
    });
    expect(override.body).toEqual({
      hoseInspectionMonths: ["Enter the hose's own inspection or replacement timeline"],
    });
    expect(await hoseCount(s)).toBe(before);
  });

  it("applies the customer's optional-field levels: Required must be given, Don't show is cleared", async () => {
    const s = await setup();
    await db().organisation.update({
      where: { id: s.customer.id },
      data: { fields: { manufacturer: 2, manufactureDate: 1, sleeving: 1 } },
    });
    const refused = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.as.dist(),
      body: s.payload({ manufacturer: " " }),
    });
    expect(refused).toMatchObject({ status: 422, body: { manufacturer: ["Manufacturer is required"] } });
    const ok = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.as.dist(),
      body: s.payload({ sleeving: true }),
    });
    expect(ok.status).toBe(201);
    const hose = await db().hose.findUniqueOrThrow({ where: { id: (ok.body as { id: string }).id } });
    expect(hose).toMatchObject({ manufacturer: "Parker", manufactureDate: null, sleeving: null });
  });

  it("refuses a tag already on a hose of this client in any case: 409 when the caller sees that hose, else the neutral 422; another client's tag ids are free", async () => {
    const s = await setup();
    const create = async (tagId: string) =>
      call(createRoute, { method: "POST", host: s.host, headers: await s.as.dist(), body: { ...s.payload(), tagId } });
    const mine = await create("MINE-TAKEN");
    expect(mine.status).toBe(201);
    expect(await create("mine-taken")).toMatchObject({
      status: 409,
      body: { tagId: ["This tag is already used by another hose"] },
    });
    // On another distributor's customer's hose: the caller learns nothing about it.
    expect(await create(s.elsewhereHose.tagId!.toLowerCase())).toMatchObject({
      status: 422,
      body: {
        tagId: [
          "This tag is not available for this customer: it was not uploaded for its distributor, or another hose carries it",
        ],
      },
    });
    // Tag ids are per client: another client's hose does not block this one.
    expect((await create(s.foreignHose.tagId!.toLowerCase())).status).toBe(201);
  });

  it("refuses read-only users and customers whose distributor manages their hoses (403), unseen customers (404)", async () => {
    const s = await setup();
    const before = await hoseCount(s);
    for (const headers of [await s.as.customerReadOnly(), await s.as.distReadOnly()]) {
      expect((await call(createRoute, { method: "POST", host: s.host, headers, body: s.payload() })).status).toBe(403);
    }
    const hidden = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.as.hidden(),
      body: s.payload({ customerOrganisationId: s.hiddenConfigs.id, organisationZoneId: null }),
    });
    expect(hidden.status).toBe(403);
    const unseen = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.as.dist(),
      body: s.payload({ customerOrganisationId: s.notMine.id, organisationZoneId: null, hoseConfigurationId: null }),
    });
    expect(unseen).toMatchObject({ status: 404, body: { global: ["Customer not found"] } });
    const foreign = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.as.admin(),
      body: s.payload({
        customerOrganisationId: s.foreignHose.customerOrganisationId,
        organisationZoneId: null,
        hoseConfigurationId: null,
      }),
    });
    expect(foreign.status).toBe(404);
    // A customer acts for itself only.
    const otherCustomer = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.as.customer(),
      body: s.payload({ customerOrganisationId: s.hiddenConfigs.id, organisationZoneId: null }),
    });
    expect(otherCustomer.status).toBe(404);
    expect(await hoseCount(s)).toBe(before);
    expect((await call(createRoute, { method: "POST", host: s.host, body: s.payload() })).status).toBe(401);
  });
});

describe("hoses API: list, detail, tag lookup", () => {
  async function withHoses() {
    const s = await setup();
    const today = todayDate();
    const good = await createHose(s.client.id, s.customer.id, {
      organisationZoneId: s.zone.id,
      installationDate: addMonthsUtc(today, -1),
      name: "Good one",
    });
    const due = await createHose(s.client.id, s.customer.id, {
      organisationZoneId: s.site.id,
      installationDate: addMonthsUtc(today, -7),
      name: "Overdue one",
    });
    const old = await createHose(s.client.id, s.customer.id, {
      organisationZoneId: s.zone.id,
      installationDate: addMonthsUtc(today, -61),
      lastInspectionDate: addMonthsUtc(today, -1),
      lastInspectionResult: 0,
      name: "Past replacement",
    });
    const loose = await createHose(s.client.id, s.customer.id, { name: null });
    const archived = await createHose(s.client.id, s.customer.id, {
      organisationZoneId: s.zone.id,
      installationDate: addMonthsUtc(today, -1),
      deletedAt: new Date(),
      name: "Gone",
    });
    const hiddenHose = await createHose(s.client.id, s.hiddenConfigs.id, { name: "Hidden customer's" });
    return { ...s, good, due, old, loose, archived, hiddenHose };
  }
  const list = async (s: Setup, headers: Record<string, string>, filters?: Record<string, unknown>) => {
    const res = await call(listRoute, {
      host: s.host,
      headers,
      path: filters ? `/?filters=${encodeURIComponent(JSON.stringify(filters))}` : "/",
    });
    expect(res.status).toBe(200);
    return res.body as {
      items: Array<{
        id: string;
        name: string | null;
        status: number;
        inspectionDue: boolean;
        replacementWarning: boolean;
        organisationZoneName: string | null;
      }>;
      totalItems: number;
      filters: Array<{ id: string }>;
    };
  };

  it("shows each caller only the hoses it may see", async () => {
    const s = await withHoses();
    const ids = (r: { items: Array<{ id: string }> }) => r.items.map((i) => i.id).sort();
    const customerList = await list(s, await s.as.customerReadOnly());
    expect(ids(customerList)).toEqual([s.good.id, s.due.id, s.old.id, s.loose.id].sort());
    const distList = await list(s, await s.as.dist());
    expect(ids(distList)).toEqual([s.good.id, s.due.id, s.old.id, s.loose.id, s.hiddenHose.id].sort());
    const adminList = await list(s, await s.as.admin());
    expect(adminList.totalItems).toBe(6); // + the other distributor's customer's hose
    const otherClient = await list(
      { ...s, host: s.other.hostnames[0]!.hostname },
      await bearerHeaders(s.users.otherAdmin, "admin"),
    );
    expect(otherClient.items.map((i) => i.id)).toEqual([s.foreignHose.id]);
  });

  it("filters by status as it reads today, due inspection, location subtree, search and archived", async () => {
    const s = await withHoses();
    const h = await s.as.customer();
    const replace = await list(s, h, { status: ["2"] });
    expect(replace.items.map((i) => i.name)).toEqual(["Past replacement"]);
    expect(replace.items[0]).toMatchObject({ status: 2, replacementWarning: true });
    expect((await list(s, h, { status: ["3"] })).items.map((i) => i.id)).toEqual([s.loose.id]);
    expect((await list(s, h, { inspectionRequired: "2" })).items.map((i) => i.name)).toEqual(["Overdue one"]);
    expect((await list(s, h, { zone: s.zone.id })).items.map((i) => i.name).sort()).toEqual([
      "Good one",
      "Past replacement",
    ]);
    expect((await list(s, h, { zone: s.site.id })).totalItems).toBe(3);
    expect((await list(s, h, { zone: s.elsewhereZone.id })).totalItems).toBe(0);
    expect((await list(s, h, { search: "crusher" })).items[0]).toMatchObject({
      organisationZoneName: "Main Quarry > Crusher",
    });
    expect((await list(s, h, { archived: "archived" })).items.map((i) => i.name)).toEqual(["Gone"]);
    expect((await list(s, await s.as.admin(), { distributor: [s.dist.id] })).totalItems).toBe(5);
    const bad = await call(listRoute, { host: s.host, headers: h, path: "/?filters=notjson&limit=0" });
    expect(bad).toMatchObject({
      status: 422,
      body: { filters: ["filters must be a JSON object"], limit: ["limit must be 1 or more"] },
    });
  });

  it("answers a hose and a scanned tag with the timeline; other tenants' and unseen hoses are 404", async () => {
    const s = await withHoses();
    const got = await call(getRoute, {
      host: s.host,
      headers: await s.as.customerReadOnly(),
      params: { id: s.good.id },
    });
    expect(got).toMatchObject({
      status: 200,
      body: { id: s.good.id, name: "Good one", organisationZoneName: "Main Quarry > Crusher", hoseMeta: [] },
    });
    const byTag = await call(tagRoute, {
      host: s.host,
      headers: await s.as.dist(),
      params: { tagId: s.good.tagId!.toLowerCase() },
    });
    expect(byTag).toMatchObject({ status: 200, body: { id: s.good.id } });
    for (const [headers, id] of [
      [await s.as.dist(), s.elsewhereHose.id],
      [await s.as.admin(), s.foreignHose.id],
      [await s.as.customer(), s.hiddenHose.id],
    ] as const) {
      expect((await call(getRoute, { host: s.host, headers, params: { id } })).status).toBe(404);
    }
    expect(
      (await call(tagRoute, { host: s.host, headers: await s.as.admin(), params: { tagId: s.foreignHose.tagId! } }))
        .status,
    ).toBe(404);
    expect((await call(getRoute, { host: s.host, headers: await s.as.admin(), params: { id: "x" } })).status).toBe(422);
  });
});

describe("hoses API: edit and archive", () => {
  it("edits a hose: uninstalling clears name and installation date and makes it Uninstalled", async () => {
    const s = await setup();
    const hose = await createHose(s.client.id, s.customer.id, {
      organisationZoneId: s.zone.id,
      installationDate: fromIsoDate("2026-01-31"),
      name: "Feed",
    });
    const res = await call(updateRoute, {
      method: "PUT",
      host: s.host,
      headers: await s.as.customerUser(),
      body: { ...s.payload({ tagId: hose.tagId }), id: hose.id, organisationZoneId: "" },
    });
    expect(res).toMatchObject({ status: 200, userMessage: `${hose.tagId} has been saved` });
    expect(await db().hose.findUniqueOrThrow({ where: { id: hose.id } })).toMatchObject({
      name: null,
      installationDate: null,
      status: 3,
      nextInspectionDate: null,
    });
  });

  it("refuses other customers' hoses (404), a move to another customer (422), read-only users (403)", async () => {
    const s = await setup();
    const hose = await createHose(s.client.id, s.customer.id, {
      organisationZoneId: s.zone.id,
      installationDate: fromIsoDate("2026-01-31"),
      name: "Feed",
    });
    const put = async (headers: Record<string, string>, body: Record<string, unknown>) =>
      call(updateRoute, { method: "PUT", host: s.host, headers, body });
    expect(
      (await put(await s.as.dist(), { ...s.payload({ customerOrganisationId: s.notMine.id }), id: s.elsewhereHose.id }))
        .status,
    ).toBe(404);
    expect(
      (
        await put(await s.as.admin(), {
          ...s.payload({ customerOrganisationId: s.foreignHose.customerOrganisationId }),
          id: s.foreignHose.id,
        })
      ).status,
    ).toBe(404);
    expect(
      await put(await s.as.dist(), { ...s.payload({ customerOrganisationId: s.hiddenConfigs.id }), id: hose.id }),
    ).toMatchObject({
      status: 422,
      body: { customerOrganisationId: ["A hose cannot move to another customer"] },
    });
    expect((await put(await s.as.customerReadOnly(), { ...s.payload(), id: hose.id })).status).toBe(403);
    expect(await db().hose.findUniqueOrThrow({ where: { id: hose.id } })).toMatchObject({
      name: "Feed",
      organisationZoneId: s.zone.id,
    });
  });

  it("archives with a note, irreversibly; an archived hose cannot be edited", async () => {
    const s = await setup();
    const hose = await createHose(s.client.id, s.customer.id, {
      organisationZoneId: s.zone.id,
      installationDate: fromIsoDate("2026-01-31"),
      name: "Feed",
    });
    expect(
      (
        await call(archiveRoute, {
          method: "DELETE",
          host: s.host,
          headers: await s.as.customerReadOnly(),
          params: { id: hose.id },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(archiveRoute, {
          method: "DELETE",
          host: s.host,
          headers: await s.as.dist(),
          params: { id: s.elsewhereHose.id },
        })
      ).status,
    ).toBe(404);
    const res = await call(archiveRoute, {
      method: "DELETE",
      host: s.host,
      headers: await s.as.customerUser(),
      params: { id: hose.id },
      body: { notes: "Burst on test" },
    });
    expect(res).toMatchObject({ status: 200, userMessage: "Feed has been archived" });
    const row = await db().hose.findUniqueOrThrow({ where: { id: hose.id }, include: { meta: true } });
    expect(row.deletedAt).not.toBeNull();
    expect(row.deletedUserId).toBe(s.users.customerUser.id);
    expect(row.meta).toMatchObject([{ kind: "ARCHIVE", notes: "Burst on test" }]);
    expect(
      (
        await call(archiveRoute, {
          method: "DELETE",
          host: s.host,
          headers: await s.as.customerUser(),
          params: { id: hose.id },
        })
      ).status,
    ).toBe(409);
    const edit = await call(updateRoute, {
      method: "PUT",
      host: s.host,
      headers: await s.as.customer(),
      body: { ...s.payload({ tagId: hose.tagId }), id: hose.id },
    });
    expect(edit).toMatchObject({
      status: 409,
      body: { global: ["This hose is archived and can no longer be changed"] },
    });
    await expect(elsewhereUnchanged(s)).resolves.toBe(true);
  });
});

async function elsewhereUnchanged(s: Setup) {
  const row = await db().hose.findUniqueOrThrow({ where: { id: s.elsewhereHose.id } });
  return row.deletedAt === null && row.name === s.elsewhereHose.name;
}

describe("hoses follow their customer's distributor", () => {
  it("on unlink and link, so the distributor filter and the distributor's list stay true", async () => {
    const s = await setup();
    const hose = await createHose(s.client.id, s.customer.id, {
      organisationZoneId: s.zone.id,
      installationDate: fromIsoDate("2026-01-31"),
    });
    expect(hose.distributorOrganisationId).toBe(s.dist.id);
    const unlinked = await call(unlinkRoute, {
      method: "DELETE",
      host: s.host,
      headers: await s.as.dist(),
      params: { ref: s.customer.id },
    });
    expect(unlinked.status).toBe(200);
    expect((await db().hose.findUniqueOrThrow({ where: { id: hose.id } })).distributorOrganisationId).toBeNull();
    expect((await call(getRoute, { host: s.host, headers: await s.as.dist(), params: { id: hose.id } })).status).toBe(
      404,
    );
    const linked = await call(linkRoute, {
      host: s.host,
      headers: await s.as.dist(),
      params: { ref: s.customer.accountCode, visible: "true" },
    });
    expect(linked.status).toBe(200);
    expect((await db().hose.findUniqueOrThrow({ where: { id: hose.id } })).distributorOrganisationId).toBe(s.dist.id);
  });
});
