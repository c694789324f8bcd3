import { describe, expect, it } from "vitest";
import { DELETE as deleteRoute, GET as getRoute } from "@/app/api/v1/sites/[id]/route";
import { GET as treeRoute } from "@/app/api/v1/sites/list/[organisationId]/route";
import { GET as listRoute, POST as createRoute, PUT as updateRoute } from "@/app/api/v1/sites/route";
import { db } from "@/lib/db/client";
import { buildCtx, type AuthedCtx } from "@/lib/core/ctx";
import { loadSessionUser } from "@/lib/auth/load-user";
import { listSiteCustomers } from "@/lib/sites/list-sites";
import type { SiteTreeNode } from "@/lib/sites/schemas";
import { bearerHeaders } from "../fixtures/bearer";
import { createClient, createHose, createOrganisation, createUser, createZone } from "../fixtures/factories";
import { call } from "../fixtures/http";

/**
 * /api/v1/sites on a real Postgres: the tree, the counts, add / rename / move / delete with the
 * path and trail of whole subtrees kept current, and the access rules (403 for roles that may
 * not change, 404 for rows of another client or of a customer the caller cannot see), with the
 * database unchanged after every refused call.
 */

type Zone = {
  id: string;
  name: string;
  parentId: string | null;
  path: string;
  trailName: string;
  organisationId: string;
};

async function setup() {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  const other = await createClient();
  const distributor = await createOrganisation(client.id, { isDistributor: true, name: "Northern Hose" });
  const customer = await createOrganisation(client.id, { name: "Quarry Works", distributorId: distributor.id });
  const unlinked = await createOrganisation(client.id, { name: "Unlinked Foods" });
  const foreignCustomer = await createOrganisation(other.id, { name: "Foreign Docks" });

  const member = (organisationId: string, role: number) =>
    createUser(client.id, { memberships: [{ organisationId, role }] });
  const users = {
    clientAdmin: await createUser(client.id, { clientAdmin: true }),
    custAdmin: await member(customer.id, 2),
    custUser: await member(customer.id, 0),
    custManager: await member(customer.id, 1),
    custReadOnly: await member(customer.id, 4),
    distAdmin: await member(distributor.id, 2),
    distManager: await member(distributor.id, 1),
    unlinkedAdmin: await member(unlinked.id, 2),
  };
  const as = {
    clientAdmin: () => bearerHeaders(users.clientAdmin, "admin"),
    custAdmin: () => bearerHeaders(users.custAdmin, customer.id),
    custUser: () => bearerHeaders(users.custUser, customer.id),
    custManager: () => bearerHeaders(users.custManager, customer.id),
    custReadOnly: () => bearerHeaders(users.custReadOnly, customer.id),
    distAdmin: () => bearerHeaders(users.distAdmin, distributor.id),
    distManager: () => bearerHeaders(users.distManager, distributor.id),
    unlinkedAdmin: () => bearerHeaders(users.unlinkedAdmin, unlinked.id),
  };

  const quarry = await createZone(client.id, customer.id, null, "Main Quarry");
  const crusher = await createZone(client.id, customer.id, quarry.id, "Crusher Plant");
  const primary = await createZone(client.id, customer.id, crusher.id, "Primary Crusher");
  const workshop = await createZone(client.id, customer.id, null, "Workshop");
  const unlinkedSite = await createZone(client.id, unlinked.id, null, "Cold Store");
  const foreignSite = await createZone(other.id, foreignCustomer.id, null, "Foreign Dock");

  return {
    client,
    host,
    other,
    distributor,
    customer,
    unlinked,
    foreignCustomer,
    users,
    as,
    quarry,
    crusher,
    primary,
    workshop,
    unlinkedSite,
    foreignSite,
  };
}

type S = Awaited<ReturnType<typeof setup>>;

async function ctxOf(user: { id: string; clientId: string }, org: string): Promise<AuthedCtx> {
  const client = await db().client.findUniqueOrThrow({ where: { id: user.clientId } });
  return buildCtx(client, { user: (await loadSessionUser(client.id, user.id))!, impersonator: null }, org) as AuthedCtx;
}

/** Every zone of the test database, to prove a refused call changed nothing. */
const snapshot = () =>
  db().organisationZone.findMany({
    orderBy: { id: "asc" },
    select: { id: true, name: true, parentId: true, path: true, trailName: true, organisationId: true, clientId: true },
  });

const zone = (id: string) => db().organisationZone.findUniqueOrThrow({ where: { id } });

const create = async (s: S, headers: Record<string, string>, body: unknown) =>
  call(createRoute, { method: "POST", host: s.host, headers, body });
const update = async (s: S, headers: Record<string, string>, body: unknown) =>
  call(updateRoute, { method: "PUT", host: s.host, headers, body });
const remove = async (s: S, headers: Record<string, string>, id: string) =>
  call(deleteRoute, { method: "DELETE", host: s.host, headers, params: { id } });
const getOne = async (s: S, headers: Record<string, string>, id: string) =>
  call(getRoute, { host: s.host, headers, params: { id } });
const tree = async (s: S, headers: Record<string, string>, organisationId: string) =>
  call(treeRoute, { host: s.host, headers, params: { organisationId } });
const list = async (s: S, headers: Record<string, string>, query: string) =>
  call(listRoute, { host: s.host, headers, path: `/api/v1/sites?${query}` });

/** The user-message header (the call fixture decodes it; docs/CONTRACTS.md "Success notices"). */
const notice = (res: { userMessage: string | null }) => res.userMessage;

const names = (nodes: SiteTreeNode[]): unknown =>
  nodes.map((n) => (n.children.length ? { [n.name]: names(n.children) } : n.name));

describe("sites API: reading", () => {
  it("answers a customer's tree, siblings by name, to everyone who sees the customer", async () => {
    const s = await setup();
    const expected = [{ "Main Quarry": [{ "Crusher Plant": ["Primary Crusher"] }] }, "Workshop"];
    for (const who of ["custReadOnly", "custUser", "custAdmin", "distAdmin", "distManager", "clientAdmin"] as const) {
      const res = await tree(s, await s.as[who](), s.customer.id);
      expect(res.status, who).toBe(200);
      expect(names(res.body as SiteTreeNode[]), who).toEqual(expected);
    }
    const res = await tree(s, await s.as.custUser(), s.customer.id);
    const primary = (res.body as SiteTreeNode[])[0]!.children[0]!.children[0]!;
    expect(primary).toEqual({
      id: s.primary.id,
      name: "Primary Crusher",
      organisationId: s.customer.id,
      parentId: s.crusher.id,
      trailName: "Main Quarry > Crusher Plant > Primary Crusher",
      children: [],
    });
    expect((await tree(s, {}, s.customer.id)).status).toBe(401);
  });

  it("answers 404 for a customer the caller cannot see, of this client or another", async () => {
    const s = await setup();
    expect((await tree(s, await s.as.unlinkedAdmin(), s.customer.id)).status).toBe(404);
    expect((await tree(s, await s.as.distAdmin(), s.unlinked.id)).status).toBe(404);
    expect((await tree(s, await s.as.custAdmin(), s.distributor.id)).status).toBe(404);
    expect(await tree(s, await s.as.clientAdmin(), s.foreignCustomer.id)).toMatchObject({
      status: 404,
      body: { global: ["Customer not found"] },
    });
    expect((await tree(s, await s.as.clientAdmin(), "not-a-uuid")).status).toBe(422);
  });

  it("gives one node with its direct zones and the active hoses in it and below", async () => {
    const s = await setup();
    await createHose(s.client.id, s.customer.id, { organisationZoneId: s.primary.id });
    await createHose(s.client.id, s.customer.id, { organisationZoneId: s.crusher.id });
    await createHose(s.client.id, s.customer.id, { organisationZoneId: s.crusher.id, deletedAt: new Date() });
    const res = await getOne(s, await s.as.custReadOnly(), s.quarry.id);
    expect(res).toMatchObject({
      status: 200,
      body: {
        id: s.quarry.id,
        name: "Main Quarry",
        parentId: null,
        trailName: "Main Quarry",
        organisationName: "Quarry Works",
        childCount: 1,
        hoseCount: 2,
      },
    });
    expect((await getOne(s, await s.as.distManager(), s.primary.id)).body).toMatchObject({
      childCount: 0,
      hoseCount: 1,
    });
    expect((await getOne(s, await s.as.custAdmin(), s.workshop.id)).body).toMatchObject({
      childCount: 0,
      hoseCount: 0,
    });
    expect((await getOne(s, await s.as.clientAdmin(), s.foreignSite.id)).status).toBe(404);
    expect((await getOne(s, await s.as.distAdmin(), s.unlinkedSite.id)).status).toBe(404);
    expect((await getOne(s, await s.as.unlinkedAdmin(), s.quarry.id)).status).toBe(404);
  });

  it("lists the visible nodes paginated by trail, filtered by customer and trail search", async () => {
    const s = await setup();
    const all = await list(s, await s.as.clientAdmin(), "limit=2");
    expect(all).toMatchObject({ status: 200, body: { totalItems: 5, totalPages: 3, perPage: 2, currentPage: 1 } });
    const f = (filters: object) => `filters=${encodeURIComponent(JSON.stringify(filters))}`;
    const mine = await list(s, await s.as.clientAdmin(), f({ organisationId: s.customer.id }));
    expect((mine.body as { items: Array<{ trailName: string }> }).items.map((i) => i.trailName)).toEqual([
      "Main Quarry",
      "Main Quarry > Crusher Plant",
      "Main Quarry > Crusher Plant > Primary Crusher",
      "Workshop",
    ]);
    const found = await list(s, await s.as.custUser(), f({ search: "crusher" }));
    expect(found.body).toMatchObject({
      totalItems: 2,
      items: [
        {
          id: s.crusher.id,
          name: "Crusher Plant",
          organisationId: s.customer.id,
          parentId: s.quarry.id,
          trailName: "Main Quarry > Crusher Plant",
        },
        { id: s.primary.id },
      ],
    });
    // A customer sees only itself, a distributor its linked customers; another's id filters to nothing.
    expect((await list(s, await s.as.custUser(), "")).body).toMatchObject({ totalItems: 4 });
    expect((await list(s, await s.as.distAdmin(), "")).body).toMatchObject({ totalItems: 4 });
    expect((await list(s, await s.as.distAdmin(), f({ organisationId: s.unlinked.id }))).body).toMatchObject({
      totalItems: 0,
    });
    expect(await list(s, await s.as.custUser(), f({ organisationId: "nonsense" }))).toMatchObject({
      status: 422,
      body: { filters: ["The organisationId filter must hold ids"] },
    });
  });
});

describe("sites API: changes by Admins", () => {
  it("adds a site, a zone under it and a zone under that, with paths and trails", async () => {
    const s = await setup();
    const h = await s.as.custAdmin();
    const site = await create(s, h, { name: "  North Pit ", organisationId: s.customer.id, parentId: null });
    expect(notice(site)).toBe("North Pit has been added");
    expect(site).toMatchObject({ status: 201, body: { name: "North Pit", parentId: null, trailName: "North Pit" } });
    const siteId = (site.body as Zone).id;
    const zone1 = await create(s, h, { name: "Conveyor", organisationId: s.customer.id, parentId: siteId });
    const zone1Id = (zone1.body as Zone).id;
    const zone2 = await create(s, h, { name: "Belt 3", organisationId: s.customer.id, parentId: zone1Id });
    expect(zone2).toMatchObject({
      status: 201,
      body: { parentId: zone1Id, trailName: "North Pit > Conveyor > Belt 3" },
    });
    const row = await zone((zone2.body as Zone).id);
    expect(row).toMatchObject({
      clientId: s.client.id,
      organisationId: s.customer.id,
      path: `${siteId}/${zone1Id}/${row.id}`,
      trailName: "North Pit > Conveyor > Belt 3",
    });
    // Also a distributor Admin for its linked customer, and a client admin; the parent may be omitted.
    expect((await create(s, await s.as.distAdmin(), { name: "Gatehouse", organisationId: s.customer.id })).status).toBe(
      201,
    );
    expect(
      (await create(s, await s.as.clientAdmin(), { name: "Lab", organisationId: s.customer.id, parentId: siteId }))
        .status,
    ).toBe(201);
  });

  it("leaves archived customers out of the customer choice and refuses new sites for them", async () => {
    const s = await setup();
    const archived = await createOrganisation(s.client.id, { name: "Old Mill Engineering", deletedAt: new Date() });
    const old = await createZone(s.client.id, archived.id, null, "Old Yard");
    const h = await s.as.clientAdmin();
    const customerChoice = async () => {
      const res = await list(s, h, "");
      const filters = (res.body as { filters: Array<{ id: string; options: Array<{ label: string }> }> }).filters;
      return filters.find((f) => f.id === "organisationId")!.options.map((o) => o.label);
    };
    expect(await customerChoice()).toEqual(["Quarry Works", "Unlinked Foods"]);
    expect((await listSiteCustomers(await ctxOf(s.users.clientAdmin, "admin"))).map((c) => c.name)).toEqual([
      "Quarry Works",
      "Unlinked Foods",
    ]);
    const before = await snapshot();
    expect(await create(s, h, { name: "New Pit", organisationId: archived.id })).toMatchObject({
      status: 422,
      body: { organisationId: ["This customer is archived: unarchive it before adding sites or zones"] },
    });
    expect((await create(s, h, { name: "Gate", organisationId: archived.id, parentId: old.id })).status).toBe(422);
    expect(await snapshot()).toEqual(before);
    // Its existing tree stays readable for the client admin.
    expect((await tree(s, h, archived.id)).status).toBe(200);
  });

  it("renames a node and rewrites the trails of its whole subtree", async () => {
    const s = await setup();
    const res = await update(s, await s.as.custAdmin(), { id: s.quarry.id, name: "South Quarry", parentId: null });
    expect(notice(res)).toBe("South Quarry has been saved");
    expect(res).toMatchObject({
      status: 200,
      body: { id: s.quarry.id, name: "South Quarry", trailName: "South Quarry" },
    });
    expect(await zone(s.quarry.id)).toMatchObject({
      name: "South Quarry",
      trailName: "South Quarry",
      path: s.quarry.id,
    });
    expect(await zone(s.crusher.id)).toMatchObject({ trailName: "South Quarry > Crusher Plant", path: s.crusher.path });
    expect(await zone(s.primary.id)).toMatchObject({
      trailName: "South Quarry > Crusher Plant > Primary Crusher",
      path: s.primary.path,
    });
    expect(await zone(s.workshop.id)).toMatchObject({ trailName: "Workshop" });
    // Names in any script (astral characters included) keep the trails intact.
    const unicode = await update(s, await s.as.custAdmin(), {
      id: s.quarry.id,
      name: "Carrière 🚧 北",
      parentId: null,
    });
    expect(unicode.status).toBe(200);
    expect(notice(unicode)).toBe("Carrière 🚧 北 has been saved");
    expect((await zone(s.primary.id)).trailName).toBe("Carrière 🚧 北 > Crusher Plant > Primary Crusher");
    await update(s, await s.as.custAdmin(), { id: s.quarry.id, name: "Q", parentId: null });
    expect((await zone(s.primary.id)).trailName).toBe("Q > Crusher Plant > Primary Crusher");
  });

  it("moves a node with its subtree under another parent and back to the top level", async () => {
    const s = await setup();
    const h = await s.as.custAdmin();
    const moved = await update(s, h, { id: s.crusher.id, name: "Crusher Plant", parentId: s.workshop.id });
    expect(moved).toMatchObject({
      status: 200,
      body: { parentId: s.workshop.id, trailName: "Workshop > Crusher Plant" },
    });
    expect(await zone(s.crusher.id)).toMatchObject({
      parentId: s.workshop.id,
      path: `${s.workshop.id}/${s.crusher.id}`,
      trailName: "Workshop > Crusher Plant",
    });
    expect(await zone(s.primary.id)).toMatchObject({
      parentId: s.crusher.id,
      path: `${s.workshop.id}/${s.crusher.id}/${s.primary.id}`,
      trailName: "Workshop > Crusher Plant > Primary Crusher",
    });
    expect(await zone(s.quarry.id)).toMatchObject({ path: s.quarry.id, trailName: "Main Quarry" });

    const top = await update(s, h, { id: s.crusher.id, name: "Crusher Site", parentId: null });
    expect(top).toMatchObject({ status: 200, body: { parentId: null, trailName: "Crusher Site" } });
    expect(await zone(s.crusher.id)).toMatchObject({ parentId: null, path: s.crusher.id, trailName: "Crusher Site" });
    expect(await zone(s.primary.id)).toMatchObject({
      path: `${s.crusher.id}/${s.primary.id}`,
      trailName: "Crusher Site > Primary Crusher",
    });

    // A site moved under another site becomes a zone, its subtree following.
    await update(s, h, { id: s.crusher.id, name: "Crusher Site", parentId: s.quarry.id });
    expect(await zone(s.primary.id)).toMatchObject({
      path: `${s.quarry.id}/${s.crusher.id}/${s.primary.id}`,
      trailName: "Main Quarry > Crusher Site > Primary Crusher",
    });
  });

  it("deletes a node with its sub-zones when no active hose is in it; archived hoses lose their location", async () => {
    const s = await setup();
    const archived = await createHose(s.client.id, s.customer.id, {
      organisationZoneId: s.primary.id,
      deletedAt: new Date(),
    });
    const elsewhere = await createHose(s.client.id, s.customer.id, { organisationZoneId: s.workshop.id });
    const res = await remove(s, await s.as.custAdmin(), s.quarry.id);
    expect(res).toMatchObject({ status: 200, body: { id: s.quarry.id } });
    expect(notice(res)).toBe("Main Quarry and the 2 zones under it have been deleted");
    expect(
      await db().organisationZone.count({ where: { id: { in: [s.quarry.id, s.crusher.id, s.primary.id] } } }),
    ).toBe(0);
    expect((await db().hose.findUniqueOrThrow({ where: { id: archived.id } })).organisationZoneId).toBeNull();
    expect((await db().hose.findUniqueOrThrow({ where: { id: elsewhere.id } })).organisationZoneId).toBe(s.workshop.id);
    expect((await remove(s, await s.as.distAdmin(), s.workshop.id)).status).toBe(409);
    const leaf = await createZone(s.client.id, s.customer.id, s.workshop.id, "Bench");
    const leafGone = await remove(s, await s.as.distAdmin(), leaf.id);
    expect(leafGone.status).toBe(200);
    expect(notice(leafGone)).toBe("Workshop > Bench has been deleted");
  });
});

describe("sites API: refusals change nothing", () => {
  it("validates every field at once", async () => {
    const s = await setup();
    const h = await s.as.custAdmin();
    const before = await snapshot();
    expect(await create(s, h, { name: "  ", organisationId: "x", parentId: "y" })).toMatchObject({
      status: 422,
      body: {
        name: ["Name is required"],
        organisationId: ["Choose a customer"],
        parentId: ["Choose a site or zone of this customer"],
      },
    });
    expect(await create(s, h, { organisationId: s.customer.id })).toMatchObject({
      status: 422,
      body: { name: ["Name is required"] },
    });
    expect(await create(s, h, { name: "x".repeat(101), organisationId: s.customer.id, parentId: null })).toMatchObject({
      status: 422,
      body: { name: ["Name must be at most 100 characters"] },
    });
    expect(await update(s, h, { id: "nope", name: "", parentId: null })).toMatchObject({
      status: 422,
      body: { id: ["Not found"], name: ["Name is required"] },
    });
    expect((await call(createRoute, { method: "POST", host: s.host, headers: h, rawBody: "{oops" })).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a name a sibling already has (any case), but allows it elsewhere in the tree", async () => {
    const s = await setup();
    const h = await s.as.custAdmin();
    const before = await snapshot();
    const dup = { status: 409, body: { name: ["A site or zone with this name already exists here"] } };
    expect(await create(s, h, { name: "main quarry", organisationId: s.customer.id, parentId: null })).toMatchObject(
      dup,
    );
    expect(
      await create(s, h, { name: "CRUSHER PLANT", organisationId: s.customer.id, parentId: s.quarry.id }),
    ).toMatchObject(dup);
    expect(await update(s, h, { id: s.workshop.id, name: "Main QUARRY", parentId: null })).toMatchObject(dup);
    // Moving next to a sibling with the same name is refused too.
    expect(await update(s, h, { id: s.primary.id, name: "Crusher plant", parentId: s.quarry.id })).toMatchObject(dup);
    expect(await snapshot()).toEqual(before);
    // The same name under another parent, or in another customer, is fine; so is a wildcard-like name.
    expect(
      (await create(s, h, { name: "Workshop", organisationId: s.customer.id, parentId: s.quarry.id })).status,
    ).toBe(201);
    expect(
      (
        await create(s, await s.as.unlinkedAdmin(), {
          name: "Main Quarry",
          organisationId: s.unlinked.id,
          parentId: null,
        })
      ).status,
    ).toBe(201);
    expect((await create(s, h, { name: "Main%", organisationId: s.customer.id, parentId: null })).status).toBe(201);
    expect((await create(s, h, { name: "Main_Quarry", organisationId: s.customer.id, parentId: null })).status).toBe(
      201,
    );
    // Renaming to its own name in another case is not a clash with itself.
    expect((await update(s, h, { id: s.workshop.id, name: "WORKSHOP", parentId: null })).status).toBe(200);
  });

  it("refuses moving a node under itself or one of its own zones", async () => {
    const s = await setup();
    const h = await s.as.custAdmin();
    const before = await snapshot();
    const refused = {
      status: 422,
      body: { parentId: ["A site or zone cannot be moved under itself or one of its own zones"] },
    };
    expect(await update(s, h, { id: s.quarry.id, name: "Main Quarry", parentId: s.quarry.id })).toMatchObject(refused);
    expect(await update(s, h, { id: s.quarry.id, name: "Main Quarry", parentId: s.crusher.id })).toMatchObject(refused);
    expect(await update(s, h, { id: s.quarry.id, name: "Renamed too", parentId: s.primary.id })).toMatchObject(refused);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a parent of another customer (422) or one the caller cannot see (404)", async () => {
    const s = await setup();
    const before = await snapshot();
    const a = await s.as.clientAdmin();
    const otherCustomer = { status: 422, body: { parentId: ["Choose a site or zone of this customer"] } };
    expect(
      await create(s, a, { name: "Mixed", organisationId: s.customer.id, parentId: s.unlinkedSite.id }),
    ).toMatchObject(otherCustomer);
    expect(await update(s, a, { id: s.workshop.id, name: "Workshop", parentId: s.unlinkedSite.id })).toMatchObject(
      otherCustomer,
    );
    expect(
      (await create(s, a, { name: "Mixed", organisationId: s.customer.id, parentId: s.foreignSite.id })).status,
    ).toBe(404);
    expect((await update(s, a, { id: s.workshop.id, name: "Workshop", parentId: s.foreignSite.id })).status).toBe(404);
    const d = await s.as.distAdmin();
    expect((await update(s, d, { id: s.workshop.id, name: "Workshop", parentId: s.unlinkedSite.id })).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it("answers 403 to every role that may not change sites, on every change", async () => {
    const s = await setup();
    const before = await snapshot();
    for (const who of ["custUser", "custManager", "custReadOnly", "distManager"] as const) {
      const h = await s.as[who]();
      const expected = {
        status: 403,
        body: { global: ["You do not have the correct permissions to access that page"] },
      };
      expect(await create(s, h, { name: "Nope", organisationId: s.customer.id, parentId: null }), who).toMatchObject(
        expected,
      );
      expect(
        await create(s, h, { name: "Nope", organisationId: s.customer.id, parentId: s.quarry.id }),
        who,
      ).toMatchObject(expected);
      expect(await update(s, h, { id: s.quarry.id, name: "Nope", parentId: null }), who).toMatchObject(expected);
      expect(
        await update(s, h, { id: s.crusher.id, name: "Crusher Plant", parentId: s.workshop.id }),
        who,
      ).toMatchObject(expected);
      expect(await remove(s, h, s.workshop.id), who).toMatchObject(expected);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("answers 404 for another client's rows and for customers the caller cannot see", async () => {
    const s = await setup();
    const before = await snapshot();
    const a = await s.as.clientAdmin();
    expect(await create(s, a, { name: "Mine", organisationId: s.foreignCustomer.id, parentId: null })).toMatchObject({
      status: 404,
      body: { global: ["Customer not found"] },
    });
    expect(await update(s, a, { id: s.foreignSite.id, name: "Mine", parentId: null })).toMatchObject({
      status: 404,
      body: { global: ["Site or zone not found"] },
    });
    expect((await remove(s, a, s.foreignSite.id)).status).toBe(404);
    // Distributors' own organisation is not a customer with sites.
    expect((await create(s, a, { name: "Depot", organisationId: s.distributor.id, parentId: null })).status).toBe(404);
    const d = await s.as.distAdmin();
    expect((await create(s, d, { name: "Mine", organisationId: s.unlinked.id, parentId: null })).status).toBe(404);
    expect((await update(s, d, { id: s.unlinkedSite.id, name: "Mine", parentId: null })).status).toBe(404);
    expect((await remove(s, d, s.unlinkedSite.id)).status).toBe(404);
    const u = await s.as.unlinkedAdmin();
    expect((await create(s, u, { name: "Mine", organisationId: s.customer.id, parentId: null })).status).toBe(404);
    expect((await update(s, u, { id: s.quarry.id, name: "Mine", parentId: null })).status).toBe(404);
    expect((await remove(s, u, s.workshop.id)).status).toBe(404);
    // A token of the other client is refused on this client's hostname.
    const foreignAdmin = await createUser(s.other.id, { clientAdmin: true });
    expect((await remove(s, await bearerHeaders(foreignAdmin, "admin"), s.workshop.id)).status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a delete while active hoses are in the node or below, naming how many", async () => {
    const s = await setup();
    await createHose(s.client.id, s.customer.id, { organisationZoneId: s.primary.id });
    await createHose(s.client.id, s.customer.id, { organisationZoneId: s.primary.id });
    await createHose(s.client.id, s.customer.id, { organisationZoneId: s.crusher.id });
    await createHose(s.client.id, s.customer.id, { organisationZoneId: s.crusher.id, deletedAt: new Date() });
    const before = await snapshot();
    const h = await s.as.custAdmin();
    expect(await remove(s, h, s.crusher.id)).toMatchObject({
      status: 409,
      body: { global: ["Move or uninstall the 3 hoses in Main Quarry > Crusher Plant first"] },
    });
    expect(await remove(s, h, s.quarry.id)).toMatchObject({
      status: 409,
      body: { global: ["Move or uninstall the 3 hoses in Main Quarry first"] },
    });
    expect(await remove(s, h, s.primary.id)).toMatchObject({
      status: 409,
      body: { global: ["Move or uninstall the 2 hoses in Main Quarry > Crusher Plant > Primary Crusher first"] },
    });
    expect(await snapshot()).toEqual(before);
    expect(await db().hose.count({ where: { organisationZoneId: { not: null }, clientId: s.client.id } })).toBe(4);
  });

  it("serialises concurrent changes to one tree: no duplicate siblings, no cycle", async () => {
    const s = await setup();
    const h = await s.as.custAdmin();
    const twins = await Promise.all(
      [1, 2, 3].map(() => create(s, h, { name: "Twin", organisationId: s.customer.id, parentId: null })),
    );
    expect(twins.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    // Workshop under Main Quarry and Main Quarry under Workshop at once: only one can win.
    const [a, b] = await Promise.all([
      update(s, h, { id: s.workshop.id, name: "Workshop", parentId: s.quarry.id }),
      update(s, h, { id: s.quarry.id, name: "Main Quarry", parentId: s.workshop.id }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    const sites = await db().organisationZone.count({ where: { organisationId: s.customer.id, parentId: null } });
    expect(sites).toBe(2); // the Twin and whichever of the two stayed on top
  });
});
