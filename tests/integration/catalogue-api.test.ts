import { describe, expect, it } from "vitest";
import { GET as configRoute } from "@/app/api/v1/config/route";
import { POST as createManufacturerRoute } from "@/app/api/v1/manufacturers/route";
import { db } from "@/lib/db/client";
import { bearerHeaders } from "../fixtures/bearer";
import { createClient, createOrganisation, createUser } from "../fixtures/factories";
import { call } from "../fixtures/http";

type Catalogue = {
  hoseTypes: Array<{ id: string; name: string; prominence: number }>;
  boreSizes: Array<{ id: string; name: string; sortOrder: number }>;
  manufacturers: Array<{ id: string; name: string; prominence: number }>;
  connectionTypes: Array<{ id: string; name: string }>;
  connections: Array<{ id: string; name: string }>;
  connectionsJumpSizes: Array<{ configBoreSizeId: string; configConnectionId: string; jumpSize: string }>;
  sizeMappings: Array<{ configHoseTypeId: string; configBoreSizeId: string; displayPressure: number }>;
};

async function setup() {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  const other = await createClient();
  const org = await createOrganisation(client.id, { isDistributor: true });
  const user = await createUser(client.id, { memberships: [{ organisationId: org.id, role: 0 }] });
  const admin = await createUser(client.id, { clientAdmin: true });
  const c = client.id;
  const [r2sn, r4sh] = await Promise.all([
    db().hoseType.create({ data: { clientId: c, name: "2SN" } }),
    db().hoseType.create({ data: { clientId: c, name: "4SH" } }),
  ]);
  const half = await db().boreSize.create({ data: { clientId: c, name: '1/2"', sortOrder: 2 } });
  const quarter = await db().boreSize.create({ data: { clientId: c, name: '1/4"', sortOrder: 1 } });
  const [gates, parker] = await Promise.all([
    db().manufacturer.create({ data: { clientId: c, name: "Gates" } }),
    db().manufacturer.create({ data: { clientId: c, name: "Parker" } }),
  ]);
  await db().connectionType.createMany({ data: ["Straight", "90 degree"].map((name) => ({ clientId: c, name })) });
  const jic = await db().connection.create({ data: { clientId: c, name: "JIC Female" } });
  await db().connectionJumpSize.create({
    data: { clientId: c, configBoreSizeId: half.id, configConnectionId: jic.id, jumpSize: "-08" },
  });
  await db().sizeMapping.create({
    data: { clientId: c, configHoseTypeId: r2sn.id, configBoreSizeId: half.id, displayPressure: 275 },
  });
  // Prominent for the organisation: Parker and 4SH come first.
  await db().organisationManufacturer.create({ data: { organisationId: org.id, manufacturerId: parker.id } });
  await db().organisationHoseType.create({ data: { organisationId: org.id, hoseTypeId: r4sh.id } });
  // Another client's catalogue never shows.
  await db().manufacturer.create({ data: { clientId: other.id, name: "Foreign Hoses" } });
  return {
    client,
    host,
    org,
    user,
    admin,
    r2sn,
    r4sh,
    half,
    quarter,
    gates,
    parker,
    jic,
    asUser: () => bearerHeaders(user, org.id),
    asAdmin: () => bearerHeaders(admin, "admin"),
  };
}

const get = (host: string, headers: Record<string, string>, query = "") =>
  call(configRoute, { host, headers, path: `/api/v1/config${query}` });

describe("GET /api/v1/config", () => {
  it("returns the client's catalogue with the organisation's prominent choices first", async () => {
    const s = await setup();
    const res = await get(s.host, await s.asUser());
    expect(res.status).toBe(200);
    const body = res.body as Catalogue;
    expect(body.manufacturers).toEqual([
      { id: s.parker.id, name: "Parker", prominence: 1 },
      { id: s.gates.id, name: "Gates", prominence: 0 },
    ]);
    expect(body.hoseTypes.map((t) => [t.name, t.prominence])).toEqual([
      ["4SH", 1],
      ["2SN", 0],
    ]);
    expect(body.boreSizes.map((b) => b.name)).toEqual(['1/4"', '1/2"']);
    expect(body.connectionTypes.map((t) => t.name).sort()).toEqual(["90 degree", "Straight"]);
    expect(body.connections).toEqual([{ id: s.jic.id, name: "JIC Female" }]);
    expect(body.connectionsJumpSizes).toMatchObject([
      { configBoreSizeId: s.half.id, configConnectionId: s.jic.id, jumpSize: "-08" },
    ]);
    expect(body.sizeMappings).toMatchObject([
      { configHoseTypeId: s.r2sn.id, configBoreSizeId: s.half.id, displayPressure: 275 },
    ]);
    expect(res.headers.get("etag")).toMatch(/^".+"$/);

    // A client admin ('admin') has no organisation: nothing is prominent.
    const admin = (await get(s.host, await s.asAdmin())).body as Catalogue;
    expect(admin.manufacturers.map((m) => [m.name, m.prominence])).toEqual([
      ["Gates", 0],
      ["Parker", 0],
    ]);
    expect((await call(configRoute, { host: s.host })).status).toBe(401);
  });

  it("answers 304 to a matching If-None-Match, and a new ETag once the catalogue changes", async () => {
    const s = await setup();
    const headers = await s.asUser();
    const first = await get(s.host, headers);
    const etag = first.headers.get("etag")!;
    const again = await get(s.host, { ...headers, "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect((await get(s.host, { ...headers, "if-none-match": `W/${etag}` })).status).toBe(304);
    expect((await get(s.host, { ...headers, "if-none-match": '"other"' })).status).toBe(200);

    // A manufacturer added through the API is served at once (the write drops the cache).
    const added = await call(createManufacturerRoute, {
      method: "POST",
      host: s.host,
      headers: await s.asAdmin(),
      body: { name: "Manuli" },
    });
    expect(added.status).toBe(201);
    const after = await get(s.host, { ...headers, "if-none-match": etag });
    expect(after.status).toBe(200);
    expect((after.body as Catalogue).manufacturers.map((m) => m.name)).toContain("Manuli");
    expect(after.headers.get("etag")).not.toBe(etag);

    // Prominence is the organisation's and is never cached.
    await db().organisationManufacturer.deleteMany({ where: { organisationId: s.org.id } });
    expect(((await get(s.host, headers)).body as Catalogue).manufacturers[0]).toMatchObject({
      name: "Gates",
      prominence: 0,
    });
  });

  it("serves the cache until reload=true reads the database again", async () => {
    const s = await setup();
    const headers = await s.asUser();
    await get(s.host, headers);
    // Written behind the service's back: the cached answer does not know it yet.
    await db().connection.create({ data: { clientId: s.client.id, name: "ORFS Female" } });
    expect(((await get(s.host, headers)).body as Catalogue).connections.map((c) => c.name)).toEqual(["JIC Female"]);
    const reloaded = await get(s.host, headers, "?reload=true");
    expect((reloaded.body as Catalogue).connections.map((c) => c.name)).toEqual(["JIC Female", "ORFS Female"]);
    // ...and the reloaded catalogue is what the cache serves next.
    expect(((await get(s.host, headers)).body as Catalogue).connections).toHaveLength(2);
    expect((await get(s.host, headers, "?reload=maybe")).status).toBe(422);
  });
});
