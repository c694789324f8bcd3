import { describe, expect, it } from "vitest";
import { DELETE as deleteRoute, GET as getRoute } from "@/app/api/v1/hose-configurations/[id]/route";
import { GET as listRoute, POST as createRoute, PUT as updateRoute } from "@/app/api/v1/hose-configurations/route";
import { GET as hoseRoute } from "@/app/api/v1/hoses/[id]/route";
import { db } from "@/lib/db/client";
import {
  configurationHoseCounts,
  configurationInUseWarning,
} from "@/lib/hose-configurations/delete-hose-configuration";
import { bearerHeaders } from "../fixtures/bearer";
import { ctxFor } from "../fixtures/ctx";
import {
  createClient,
  createHose,
  createHoseConfiguration,
  createOrganisation,
  createUser,
} from "../fixtures/factories";
import { call } from "../fixtures/http";

type Row = {
  id: string;
  name: string;
  organisationId: string;
  organisationName: string;
  hoseCount: number;
  hidden: boolean;
};
type List = { items: Row[]; totalItems: number; filters: Array<{ id: string }> };

/**
 * A client with distributor North (two customers: Quarry sees North's configurations,
 * Riverside does not), a second distributor South, and another client. Each library holds
 * configurations; one of North's is used by hoses.
 */
async function setup() {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  const other = await createClient();
  const north = await createOrganisation(client.id, { isDistributor: true, name: "North" });
  const south = await createOrganisation(client.id, { isDistributor: true, name: "South" });
  const quarry = await createOrganisation(client.id, { name: "Quarry", distributorId: north.id });
  const riverside = await createOrganisation(client.id, {
    name: "Riverside",
    distributorId: north.id,
    distributorConfigurationsVisible: false,
  });
  const foreignOrg = await createOrganisation(other.id, { isDistributor: true });

  const member = async (organisationId: string, role: number) =>
    createUser(client.id, { memberships: [{ organisationId, role }] });
  const users = {
    admin: await createUser(client.id, { clientAdmin: true }),
    north: await member(north.id, 0),
    south: await member(south.id, 2),
    quarry: await member(quarry.id, 0),
    quarryReadOnly: await member(quarry.id, 4),
    riverside: await member(riverside.id, 2),
    foreignAdmin: await createUser(other.id, { clientAdmin: true }),
  };
  const northA = await createHoseConfiguration(client.id, north.id, { name: "2SN Alpha" });
  const northUsed = await createHoseConfiguration(client.id, north.id, { name: "4SH Bravo" });
  const northHidden = await createHoseConfiguration(client.id, north.id, { name: "Hidden Charlie", hidden: true });
  const southA = await createHoseConfiguration(client.id, south.id, { name: "South Delta" });
  const quarryA = await createHoseConfiguration(client.id, quarry.id, { name: "Quarry Echo" });
  const riversideA = await createHoseConfiguration(client.id, riverside.id, { name: "Riverside Foxtrot" });
  const foreign = await createHoseConfiguration(other.id, foreignOrg.id, { name: "Foreign Golf" });
  await createHose(client.id, quarry.id, { hoseConfigurationId: northUsed.id });
  await createHose(client.id, quarry.id, { hoseConfigurationId: northUsed.id });
  await createHose(client.id, quarry.id, { hoseConfigurationId: northUsed.id, deletedAt: new Date() });

  const as = (user: keyof typeof users, organisation: string) => bearerHeaders(users[user], organisation);
  return {
    client,
    host,
    other,
    north,
    south,
    quarry,
    riverside,
    foreignOrg,
    northA,
    northUsed,
    northHidden,
    southA,
    quarryA,
    riversideA,
    foreign,
    asAdmin: () => as("admin", "admin"),
    asNorth: () => as("north", north.id),
    asSouth: () => as("south", south.id),
    asQuarry: () => as("quarry", quarry.id),
    asQuarryReadOnly: () => as("quarryReadOnly", quarry.id),
    asRiverside: () => as("riverside", riverside.id),
    asForeignAdmin: () => bearerHeaders(users.foreignAdmin, "admin"),
    users,
  };
}

type Setup = Awaited<ReturnType<typeof setup>>;

const names = (body: unknown) => (body as List).items.map((r) => r.name);

async function list(s: Setup, headers: Record<string, string>, filters?: Record<string, unknown>) {
  return call(listRoute, {
    host: s.host,
    headers,
    path: `/api/v1/hose-configurations${filters ? `?filters=${encodeURIComponent(JSON.stringify(filters))}` : ""}`,
  });
}

/** Every configuration of both clients, as stored: a refused call must leave this unchanged. */
async function snapshot() {
  return db().hoseConfiguration.findMany({ orderBy: { id: "asc" } });
}

const FULL = {
  name: 'R13 1" JIC x JIC 900mm',
  type: "R13",
  boreSize: '1"',
  displayPressure: 350,
  length: 900,
  connection1: "JIC Female",
  connection1JumpSize: "-16",
  connection1Type: "90 degree",
  connection2: "JIC Female",
  connection2JumpSize: "-16",
  connection2Type: "45 degree",
  orientation: 90,
  manufacturer: "Parker",
  sleeving: true,
  testCertificate: false,
  conformityCertificate: true,
  notes: "Spiral guard",
};
/** FULL as the API answers it: the flags read 1 for yes and 0 for no ("1 means yes"). */
const FULL_ANSWER = { ...FULL, sleeving: 1, testCertificate: 0, conformityCertificate: 1 };

describe("hose configurations API: lists", () => {
  it("shows each role the libraries it may see, sorted by name, never hidden ones", async () => {
    const s = await setup();
    const admin = await list(s, await s.asAdmin());
    expect(admin.status).toBe(200);
    expect(names(admin.body)).toEqual(["2SN Alpha", "4SH Bravo", "Quarry Echo", "Riverside Foxtrot", "South Delta"]);
    expect((admin.body as List).filters.map((f) => f.id)).toEqual(["search", "organisationId", "type", "boreSize"]);

    // A distributor sees its own library only.
    expect(names((await list(s, await s.asNorth())).body)).toEqual(["2SN Alpha", "4SH Bravo"]);
    expect((await list(s, await s.asNorth())).body).toMatchObject({
      filters: [{ id: "search" }, { id: "type" }, { id: "boreSize" }],
    });
    // A customer: its own plus its distributor's while they are visible to it...
    expect(names((await list(s, await s.asQuarry())).body)).toEqual(["2SN Alpha", "4SH Bravo", "Quarry Echo"]);
    // ...and only its own when they are hidden from it.
    expect(names((await list(s, await s.asRiverside())).body)).toEqual(["Riverside Foxtrot"]);
    // Another client sees none of them.
    const foreign = await call(listRoute, { host: s.other.hostnames[0]!.hostname, headers: await s.asForeignAdmin() });
    expect(foreign.body).toMatchObject({ totalItems: 1, items: [{ name: "Foreign Golf" }] });
  });

  it("counts active hoses and carries every field with the organisation's name", async () => {
    const s = await setup();
    const res = await list(s, await s.asNorth(), { search: "bravo" });
    expect(res.body).toMatchObject({
      totalItems: 1,
      items: [
        {
          id: s.northUsed.id,
          name: "4SH Bravo",
          organisationName: "North",
          hoseCount: 2,
          hidden: false,
          type: "2SN",
          boreSize: '1/2"',
          length: 1000,
        },
      ],
    });
    const item = (res.body as List).items[0]!;
    for (const key of [
      "connection1",
      "connection1Type",
      "connection1JumpSize",
      "connection2",
      "connection2Type",
      "connection2JumpSize",
      "orientation",
      "manufacturer",
      "sleeving",
      "testCertificate",
      "conformityCertificate",
      "notes",
      "displayPressure",
    ]) {
      expect(item).toHaveProperty(key);
    }
  });

  it("filters by organisation (client admin, and readable libraries for others), type and bore size", async () => {
    const s = await setup();
    expect(names((await list(s, await s.asAdmin(), { organisationId: s.south.id })).body)).toEqual(["South Delta"]);
    // The hose form's pick list: a customer asks for its distributor's library.
    expect(names((await list(s, await s.asQuarry(), { organisationId: s.north.id })).body)).toEqual([
      "2SN Alpha",
      "4SH Bravo",
    ]);
    // A library the caller cannot read gives nothing, not someone else's rows.
    expect(names((await list(s, await s.asRiverside(), { organisationId: s.north.id })).body)).toEqual([]);
    expect(names((await list(s, await s.asSouth(), { organisationId: s.north.id })).body)).toEqual([]);
    expect(names((await list(s, await s.asAdmin(), { organisationId: s.foreignOrg.id })).body)).toEqual([]);
    await db().hoseConfiguration.update({ where: { id: s.northA.id }, data: { type: "4SP", boreSize: '3/4"' } });
    expect(names((await list(s, await s.asNorth(), { type: "4sp" })).body)).toEqual(["2SN Alpha"]);
    expect(names((await list(s, await s.asNorth(), { boreSize: '1/2"' })).body)).toEqual(["4SH Bravo"]);
    const limited = await call(listRoute, {
      host: s.host,
      headers: await s.asAdmin(),
      path: "/api/v1/hose-configurations?limit=10000",
    });
    expect(limited.body).toMatchObject({ perPage: 10000, totalItems: 5 });
  });
});

describe("hose configurations API: reading one", () => {
  it("answers readable ones (hidden ones too) and 404 for the rest", async () => {
    const s = await setup();
    const get = async (headers: Record<string, string>, id: string) =>
      call(getRoute, { host: s.host, headers, params: { id } });
    expect(await get(await s.asNorth(), s.northHidden.id)).toMatchObject({
      status: 200,
      body: { name: "Hidden Charlie", hidden: true },
    });
    expect((await get(await s.asQuarry(), s.northA.id)).status).toBe(200);
    // A distributor reads its linked customers' configurations (it manages their hoses).
    expect((await get(await s.asNorth(), s.quarryA.id)).status).toBe(200);
    expect((await get(await s.asRiverside(), s.northA.id)).status).toBe(404);
    expect((await get(await s.asSouth(), s.northA.id)).status).toBe(404);
    expect((await get(await s.asQuarry(), s.riversideA.id)).status).toBe(404);
    expect((await get(await s.asAdmin(), s.foreign.id)).status).toBe(404);
    expect((await get(await s.asAdmin(), "not-a-uuid")).status).toBe(422);
  });
});

describe("hose configurations API: changes", () => {
  it("creates with every field, blank text as null, length and numbers defaulting to 0", async () => {
    const s = await setup();
    const created = await call(createRoute, { method: "POST", host: s.host, headers: await s.asNorth(), body: FULL });
    expect(created.status).toBe(201);
    expect(created.userMessage).toBe(`${FULL.name} has been added`);
    expect(created.body).toMatchObject({
      ...FULL_ANSWER,
      organisationId: s.north.id,
      organisationName: "North",
      hoseCount: 0,
      hidden: false,
    });

    const minimal = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.asNorth(),
      body: { name: "  Minimal  ", type: "   ", boreSize: "", length: "", displayPressure: null, notes: "" },
    });
    expect(minimal).toMatchObject({
      status: 201,
      body: {
        name: "Minimal",
        type: null,
        boreSize: null,
        length: 0,
        displayPressure: 0,
        orientation: 0,
        notes: null,
        sleeving: 0,
      },
    });
  });

  it("answers the sleeving and certificate flags as 1/0, taking 1/0 or booleans", async () => {
    const s = await setup();
    const flags = (body: unknown) => {
      const { sleeving, testCertificate, conformityCertificate } = body as Record<string, unknown>;
      return [sleeving, testCertificate, conformityCertificate];
    };
    const fromNumbers = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.asNorth(),
      body: { ...FULL, name: "From numbers", sleeving: 0, testCertificate: 1, conformityCertificate: 1 },
    });
    expect(fromNumbers.status).toBe(201);
    expect(flags(fromNumbers.body)).toEqual([0, 1, 1]);
    const id = (fromNumbers.body as { id: string }).id;
    expect(await db().hoseConfiguration.findUniqueOrThrow({ where: { id } })).toMatchObject({
      sleeving: false,
      testCertificate: true,
      conformityCertificate: true,
    });
    const got = await call(getRoute, { host: s.host, headers: await s.asNorth(), params: { id } });
    expect(flags(got.body)).toEqual([0, 1, 1]);
    const listed = (await list(s, await s.asNorth(), { search: "From numbers" })).body as List;
    expect(flags(listed.items[0])).toEqual([0, 1, 1]);
    const fromBooleans = await call(updateRoute, {
      method: "PUT",
      host: s.host,
      headers: await s.asNorth(),
      body: { ...FULL, id, name: "From numbers", sleeving: true, testCertificate: false, conformityCertificate: false },
    });
    expect(flags(fromBooleans.body)).toEqual([1, 0, 0]);
    // The hose page's configuration is the same configuration: the same 1/0.
    const hose = await createHose(s.client.id, s.quarry.id, { hoseConfigurationId: id });
    const page = await call(hoseRoute, { host: s.host, headers: await s.asQuarry(), params: { id: hose.id } });
    expect(flags((page.body as { hoseConfiguration: unknown }).hoseConfiguration)).toEqual([1, 0, 0]);
  });

  it("stores orientation 0 when either end is Straight", async () => {
    const s = await setup();
    const res = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.asNorth(),
      body: { ...FULL, connection2Type: "Straight", orientation: 45 },
    });
    expect(res.body).toMatchObject({ orientation: 0 });
  });

  it("returns every validation error at once, changing nothing", async () => {
    const s = await setup();
    const before = await snapshot();
    const res = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.asNorth(),
      body: {
        name: "",
        length: -1,
        displayPressure: "high",
        orientation: 360,
        sleeving: "maybe",
        type: "x".repeat(101),
        notes: "n".repeat(2001),
      },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      name: ["Name is required"],
      length: ["Length cannot be negative"],
      displayPressure: ["Display pressure is not a number"],
      orientation: ["Orientation must be at most 359 degrees"],
      sleeving: ["Sleeving must be true or false"],
      type: ["Hose type must be at most 100 characters"],
      notes: ["Notes must be at most 2000 characters"],
    });
    const more = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.asNorth(),
      body: { name: "n".repeat(101), length: 1.5, orientation: "abc" },
    });
    expect(more.body).toEqual({
      name: ["Name must be at most 100 characters"],
      length: ["Length must be a whole number"],
      orientation: ["Orientation is not a number"],
    });
    const missing = await call(createRoute, { method: "POST", host: s.host, headers: await s.asNorth(), body: {} });
    expect(missing.body).toEqual({ name: ["Name is required"] });
    const badId = await call(updateRoute, {
      method: "PUT",
      host: s.host,
      headers: await s.asNorth(),
      body: { id: "x", name: "ok" },
    });
    expect(badId).toMatchObject({ status: 422, body: { id: ["Not found"] } });
    const broken = await call(createRoute, { method: "POST", host: s.host, headers: await s.asNorth(), rawBody: "{" });
    expect(broken.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a duplicate name in the same library, any case; hidden ones and other libraries don't count", async () => {
    const s = await setup();
    const before = await snapshot();
    const dup = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.asNorth(),
      body: { name: "2sn alpha" },
    });
    expect(dup).toMatchObject({ status: 409, body: { name: ["Name already exists"] } });
    const rename = await call(updateRoute, {
      method: "PUT",
      host: s.host,
      headers: await s.asNorth(),
      body: { id: s.northUsed.id, name: "2SN ALPHA" },
    });
    expect(rename).toMatchObject({ status: 409, body: { name: ["Name already exists"] } });
    expect(await snapshot()).toEqual(before);

    expect(
      (
        await call(createRoute, {
          method: "POST",
          host: s.host,
          headers: await s.asNorth(),
          body: { name: "hidden charlie" },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call(createRoute, {
          method: "POST",
          host: s.host,
          headers: await s.asSouth(),
          body: { name: "2SN Alpha" },
        })
      ).status,
    ).toBe(201);
    // Saving a configuration under its own name (another case) is fine.
    const self = await call(updateRoute, {
      method: "PUT",
      host: s.host,
      headers: await s.asNorth(),
      body: { id: s.northA.id, name: "2sn ALPHA" },
    });
    expect(self).toMatchObject({ status: 200, body: { name: "2sn ALPHA" }, userMessage: "2sn ALPHA has been saved" });
  });

  it("lets only one of two concurrent creates of a name win", async () => {
    const s = await setup();
    const headers = await s.asNorth();
    const results = await Promise.all(
      [1, 2, 3].map((i) =>
        call(createRoute, { method: "POST", host: s.host, headers, body: { name: i === 2 ? "RACE" : "race" } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(
      await db().hoseConfiguration.count({
        where: { organisationId: s.north.id, name: { equals: "race", mode: "insensitive" } },
      }),
    ).toBe(1);
  });

  it("lets a client admin create for a chosen organisation of the client only", async () => {
    const s = await setup();
    const headers = await s.asAdmin();
    const before = await snapshot();
    const missing = await call(createRoute, { method: "POST", host: s.host, headers, body: { name: "Admin made" } });
    expect(missing).toMatchObject({ status: 422, body: { organisationId: ["Please choose an organisation"] } });
    const foreign = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers,
      body: { name: "Admin made", organisationId: s.foreignOrg.id },
    });
    expect(foreign.status).toBe(404);
    expect(await snapshot()).toEqual(before);
    const made = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers,
      body: { name: "Admin made", organisationId: s.quarry.id },
    });
    expect(made).toMatchObject({ status: 201, body: { organisationId: s.quarry.id, organisationName: "Quarry" } });
    // ...and edits any library of the client.
    expect(
      (
        await call(updateRoute, {
          method: "PUT",
          host: s.host,
          headers,
          body: { id: s.southA.id, name: "South Delta 2" },
        })
      ).status,
    ).toBe(200);
  });

  it("adds to the caller's own library; naming another organisation is 403 if visible, else 404", async () => {
    const s = await setup();
    const before = await snapshot();
    const own = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.asQuarry(),
      body: { name: "Quarry own", organisationId: s.quarry.id },
    });
    expect(own).toMatchObject({ status: 201, body: { organisationId: s.quarry.id } });
    await db().hoseConfiguration.delete({ where: { id: (own.body as Row).id } });
    expect(
      (
        await call(createRoute, {
          method: "POST",
          host: s.host,
          headers: await s.asQuarry(),
          body: { name: "X", organisationId: s.north.id },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(createRoute, {
          method: "POST",
          host: s.host,
          headers: await s.asQuarry(),
          body: { name: "X", organisationId: s.south.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(createRoute, {
          method: "POST",
          host: s.host,
          headers: await s.asNorth(),
          body: { name: "X", organisationId: s.foreignOrg.id },
        })
      ).status,
    ).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses read-only users and customers whose distributor's configurations are hidden (403), changing nothing", async () => {
    const s = await setup();
    const before = await snapshot();
    for (const [headers, own] of [
      [await s.asQuarryReadOnly(), s.quarryA],
      [await s.asRiverside(), s.riversideA],
    ] as const) {
      expect((await call(createRoute, { method: "POST", host: s.host, headers, body: { name: "Nope" } })).status).toBe(
        403,
      );
      expect(
        (await call(updateRoute, { method: "PUT", host: s.host, headers, body: { id: own.id, name: "Nope" } })).status,
      ).toBe(403);
      expect(
        (await call(deleteRoute, { method: "DELETE", host: s.host, headers, params: { id: own.id } })).status,
      ).toBe(403);
    }
    // The read-only user still reads.
    expect((await list(s, await s.asQuarryReadOnly())).status).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it("answers 403 for changing a visible configuration of another organisation and 404 for unseen ones, changing nothing", async () => {
    const s = await setup();
    const before = await snapshot();
    const q = await s.asQuarry();
    expect(
      (
        await call(updateRoute, {
          method: "PUT",
          host: s.host,
          headers: q,
          body: { id: s.northA.id, name: "Mine now" },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(deleteRoute, { method: "DELETE", host: s.host, headers: q, params: { id: s.northA.id } })).status,
    ).toBe(403);
    // A distributor reads its customer's library but does not change it.
    const n = await s.asNorth();
    expect(
      (
        await call(updateRoute, {
          method: "PUT",
          host: s.host,
          headers: n,
          body: { id: s.quarryA.id, name: "Mine now" },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(deleteRoute, { method: "DELETE", host: s.host, headers: n, params: { id: s.quarryA.id } })).status,
    ).toBe(403);
    // Not visible: another distributor's, another client's.
    const south = await s.asSouth();
    expect(
      (
        await call(updateRoute, {
          method: "PUT",
          host: s.host,
          headers: south,
          body: { id: s.northA.id, name: "Mine now" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(deleteRoute, { method: "DELETE", host: s.host, headers: south, params: { id: s.northA.id } })).status,
    ).toBe(404);
    const a = await s.asAdmin();
    expect(
      (
        await call(updateRoute, {
          method: "PUT",
          host: s.host,
          headers: a,
          body: { id: s.foreign.id, name: "Mine now" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(deleteRoute, { method: "DELETE", host: s.host, headers: a, params: { id: s.foreign.id } })).status,
    ).toBe(404);
    // A hidden configuration has left the library: it cannot be edited.
    expect(
      (
        await call(updateRoute, {
          method: "PUT",
          host: s.host,
          headers: n,
          body: { id: s.northHidden.id, name: "Back" },
        })
      ).status,
    ).toBe(404);
    // No token at all.
    expect((await call(createRoute, { method: "POST", host: s.host, body: { name: "Anon" } })).status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it("updates every field", async () => {
    const s = await setup();
    const res = await call(updateRoute, {
      method: "PUT",
      host: s.host,
      headers: await s.asNorth(),
      body: { id: s.northA.id, ...FULL },
    });
    expect(res).toMatchObject({ status: 200, body: { id: s.northA.id, ...FULL_ANSWER, organisationId: s.north.id } });
    expect(await db().hoseConfiguration.findUniqueOrThrow({ where: { id: s.northA.id } })).toMatchObject({ ...FULL });
  });

  it("deletes an unused configuration and hides a used one, whose hoses keep it", async () => {
    const s = await setup();
    const n = await s.asNorth();
    const deleted = await call(deleteRoute, {
      method: "DELETE",
      host: s.host,
      headers: n,
      params: { id: s.northA.id },
    });
    expect(deleted).toMatchObject({
      status: 200,
      body: { id: s.northA.id, outcome: "deleted", hoseCount: 0 },
      userMessage: "2SN Alpha has been deleted",
    });
    expect(await db().hoseConfiguration.count({ where: { id: s.northA.id } })).toBe(0);

    const hidden = await call(deleteRoute, {
      method: "DELETE",
      host: s.host,
      headers: n,
      params: { id: s.northUsed.id },
    });
    expect(hidden).toMatchObject({
      status: 200,
      body: { outcome: "hidden", hoseCount: 3 },
      userMessage: "4SH Bravo is used by 3 tagged hoses: it has been hidden from the library and those hoses keep it",
    });
    expect(await db().hoseConfiguration.findUniqueOrThrow({ where: { id: s.northUsed.id } })).toMatchObject({
      hidden: true,
    });
    expect(await db().hose.count({ where: { hoseConfigurationId: s.northUsed.id } })).toBe(3);
    expect(names((await list(s, n)).body)).toEqual([]);
    expect(
      (await call(getRoute, { host: s.host, headers: await s.asQuarry(), params: { id: s.northUsed.id } })).body,
    ).toMatchObject({ hidden: true });
    // Its name is free again.
    expect(
      (await call(createRoute, { method: "POST", host: s.host, headers: n, body: { name: "4SH Bravo" } })).status,
    ).toBe(201);
  });

  it("the delete dialog warns about a configuration that only archived hoses use", async () => {
    const s = await setup();
    const ctx = await ctxFor(s.users.north.id, s.client.id, s.north.id);
    const archivedOnly = await createHoseConfiguration(s.client.id, s.north.id, { name: "Archived only" });
    await createHose(s.client.id, s.quarry.id, { hoseConfigurationId: archivedOnly.id, deletedAt: new Date() });
    const listed = (await list(s, await s.asNorth(), { search: "Archived only" })).body as List;
    expect(listed.items[0]).toMatchObject({ hoseCount: 0 });
    expect(configurationInUseWarning(await configurationHoseCounts(ctx, archivedOnly.id))).toBe(
      "1 archived hose uses this configuration. It will be hidden from the library and the pick lists instead of deleted, and that hose keeps it.",
    );
    expect(configurationInUseWarning(await configurationHoseCounts(ctx, s.northUsed.id))).toBe(
      "2 tagged hoses and 1 archived hose use this configuration. It will be hidden from the library and the pick lists instead of deleted, and those hoses keep it.",
    );
    expect(configurationInUseWarning(await configurationHoseCounts(ctx, s.northA.id))).toBeNull();
  });
});
