import pg from "pg";
import { describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/v1/hoses/route";
import { db } from "@/lib/db/client";
import { bearerHeaders } from "../fixtures/bearer";
import { createClient, createHose, createOrganisation, createUser, createZone } from "../fixtures/factories";
import { call } from "../fixtures/http";

/**
 * The hose list's answer does little work when asked again (lib/http/answer-tag.ts,
 * lib/lists/serialise.ts): an ETag per data stamp and caller's scope, a 304 while neither moved,
 * and a bounded number of SQL statements per call.
 */
async function setup() {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  const north = await createOrganisation(client.id, { isDistributor: true, name: "North" });
  const south = await createOrganisation(client.id, { isDistributor: true, name: "South" });
  const quarry = await createOrganisation(client.id, { name: "Quarry", distributorId: north.id });
  const mill = await createOrganisation(client.id, { name: "Mill", distributorId: south.id });
  const zone = await createZone(client.id, quarry.id);
  const quarryHose = await createHose(client.id, quarry.id, {
    name: "Quarry press",
    organisationZoneId: zone.id,
    installationDate: new Date("2026-01-05"),
  });
  const millHose = await createHose(client.id, mill.id, { name: "Mill press" });
  const admin = await createUser(client.id, { clientAdmin: true });
  const northUser = await createUser(client.id, { memberships: [{ organisationId: north.id, role: 2 }] });
  const southUser = await createUser(client.id, { memberships: [{ organisationId: south.id, role: 2 }] });
  return {
    client,
    host,
    quarry,
    zone,
    quarryHose,
    millHose,
    asAdmin: () => bearerHeaders(admin, "admin"),
    asNorth: () => bearerHeaders(northUser, north.id),
    asSouth: () => bearerHeaders(southUser, south.id),
  };
}

type ListBody = { items: Array<{ id: string; name: string }>; filters: Array<{ id: string }> };

const list = (host: string, headers: Record<string, string>, tag?: string, path = "/api/v1/hoses?limit=15") =>
  call(listRoute, { host, path, headers: { ...headers, ...(tag ? { "if-none-match": tag } : {}) } });

/** Every statement any pg client of this process sends while `fn` runs (Prisma's pool included). */
async function countStatements(fn: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    sent.push(typeof first === "string" ? first : (first?.text ?? "?"));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await fn();
  } finally {
    pg.Client.prototype.query = query;
  }
  return sent;
}

describe("hose list answer", () => {
  it("answers 304 to a repeated call of the same caller, and 200 again once the data moves", async () => {
    const s = await setup();
    const headers = await s.asAdmin();
    const first = await list(s.host, headers);
    expect(first.status).toBe(200);
    const tag = first.headers.get("etag")!;
    expect(tag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");

    const again = await list(s.host, headers, tag);
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.headers.get("etag")).toBe(tag);

    // Another query is another answer.
    expect((await list(s.host, headers, tag, "/api/v1/hoses?limit=15&sort=name")).status).toBe(200);

    // A hose renamed: the tag moves, the new name is answered.
    await db().hose.update({ where: { id: s.quarryHose.id }, data: { name: "Quarry crusher" } });
    const renamed = await list(s.host, headers, tag);
    expect(renamed.status).toBe(200);
    expect((renamed.body as ListBody).items.map((h) => h.name)).toContain("Quarry crusher");
    const renamedTag = renamed.headers.get("etag")!;
    expect(renamedTag).not.toBe(tag);

    // A zone renamed (its trail is the row's location) moves it too.
    await db().organisationZone.update({ where: { id: s.zone.id }, data: { trailName: "Renamed site" } });
    const moved = await list(s.host, headers, renamedTag);
    expect(moved.status).toBe(200);
    expect(JSON.stringify(moved.body)).toContain("Renamed site");
  });

  it("never answers 304 to a caller of another scope, user or tenant with someone else's tag", async () => {
    const s = await setup();
    const north = await list(s.host, await s.asNorth());
    expect(north.status).toBe(200);
    const northTag = north.headers.get("etag")!;
    expect((north.body as ListBody).items.map((h) => h.id)).toEqual([s.quarryHose.id]);

    // The same tag from a user of another distributor: its own answer, in full, another tag.
    const south = await list(s.host, await s.asSouth(), northTag);
    expect(south.status).toBe(200);
    expect((south.body as ListBody).items.map((h) => h.id)).toEqual([s.millHose.id]);
    expect(south.headers.get("etag")).not.toBe(northTag);

    // A client admin (another role) with it: the full list.
    const admin = await list(s.host, await s.asAdmin(), northTag);
    expect(admin.status).toBe(200);
    expect((admin.body as ListBody).items).toHaveLength(2);

    // Another tenant's user with it: 200 (and nothing of this tenant).
    const other = await setup();
    const foreign = await list(other.host, await other.asNorth(), northTag);
    expect(foreign.status).toBe(200);
    expect((foreign.body as ListBody).items.map((h) => h.id)).toEqual([other.quarryHose.id]);

    // Without credentials the tag earns nothing either.
    expect((await list(s.host, {}, northTag)).status).toBe(401);

    // The owner of the tag still gets its 304.
    expect((await list(s.host, await s.asNorth(), northTag)).status).toBe(304);
  });

  it("answers the same JSON as a plain serialisation, from the filter descriptors kept per stamp", async () => {
    const s = await setup();
    const headers = await s.asAdmin();
    const first = await list(s.host, headers);
    const second = await list(s.host, headers);
    const text = new TextDecoder().decode(second.bytes);
    expect(text).toBe(JSON.stringify(JSON.parse(text)));
    expect(second.body).toEqual(first.body);
    const customer = (second.body as ListBody).filters.find((f) => f.id === "customer");
    expect(customer).toMatchObject({ options: [{ label: "Mill" }, { label: "Quarry" }] });
    // A choice is marked in the options of its own answer, not in those kept for no choice.
    const chosen = await list(
      s.host,
      headers,
      undefined,
      `/api/v1/hoses?limit=15&filters=${encodeURIComponent(JSON.stringify({ customer: [s.quarry.id] }))}`,
    );
    const options = (chosen.body as { filters: Array<{ id: string; options: Array<{ isSelected: boolean }> }> }).filters
      .find((f) => f.id === "customer")!
      .options.map((o) => o.isSelected);
    expect(options).toEqual([false, true]);
    const plain = (await list(s.host, headers)).body as {
      filters: Array<{ id: string; options: Array<{ isSelected: boolean }> }>;
    };
    expect(plain.filters.find((f) => f.id === "customer")!.options.map((o) => o.isSelected)).toEqual([false, false]);
  });

  it("issues at most four statements for a repeated list call and one for a 304", async () => {
    // The tenant (ClientHostname, Client) is kept TENANT_CACHE_SECONDS in production; the tests
    // turn that cache off, so its two reads are left out of the count.
    const tenantRead = (sql: string) => /FROM "public"\."(ClientHostname|Client)"/.test(sql);
    const s = await setup();
    for (const asCaller of [s.asAdmin, s.asNorth]) {
      const headers = await asCaller();
      const warm = await list(s.host, headers); // the tenant, the caches and the pool are ready
      const tag = warm.headers.get("etag")!;
      const full = (await countStatements(() => list(s.host, headers))).filter((sql) => !tenantRead(sql));
      // The session with the tenant's stamp, the page's keys, its rows, and the total (counted
      // every time below 1000 hoses); a distributor's also its customers' ids and, as it sees
      // one customer, that customer's zones for the Location filter.
      expect(full.length, full.join("\n")).toBeLessThanOrEqual(asCaller === s.asAdmin ? 4 : 6);
      const notModified = (await countStatements(() => list(s.host, headers, tag))).filter((sql) => !tenantRead(sql));
      expect(notModified.length, notModified.join("\n")).toBe(1);
    }
  });
});
