import { describe, expect, it } from "vitest";
import {
  DELETE as archiveRoute,
  GET as getRoute,
  PATCH as unarchiveRoute,
} from "@/app/api/v1/organisations/[id]/route";
import { GET as linkRoute } from "@/app/api/v1/organisations/link/[ref]/[visible]/route";
import { DELETE as unlinkRoute } from "@/app/api/v1/organisations/link/[ref]/route";
import { GET as visibleRoute } from "@/app/api/v1/organisations/visible/[id]/[visible]/route";
import { signPortalJwt } from "@/lib/auth/jwt";
import { signAccessToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db/client";
import { createClient, createOrganisation, createUser } from "../fixtures/factories";
import { call } from "../fixtures/http";

/**
 * The organisation routes over HTTP semantics: auth, roles, tenancy, validation and the state
 * change in the database. Bearer tokens are minted as /login would (lib/auth/tokens.ts).
 */
async function setup() {
  const client = await createClient({ hostnames: [`orgs-${Math.random().toString(36).slice(2, 8)}.localhost`] });
  const host = client.hostnames[0]!.hostname;
  const other = await createClient();
  const dist = await createOrganisation(client.id, { isDistributor: true, name: "Dist" });
  const customer = await createOrganisation(client.id, { name: "Customer", distributorId: dist.id });
  const free = await createOrganisation(client.id, { name: "Free", accountCode: "FREE01" });
  const foreign = await createOrganisation(other.id, { name: "Foreign" });
  const users = {
    admin: await createUser(client.id, { clientAdmin: true }),
    dist: await createUser(client.id, { memberships: [{ organisationId: dist.id, role: 2 }] }),
    distReadOnly: await createUser(client.id, { memberships: [{ organisationId: dist.id, role: 4 }] }),
    customer: await createUser(client.id, { memberships: [{ organisationId: customer.id, role: 2 }] }),
    otherAdmin: await createUser(other.id, { clientAdmin: true }),
  };
  const token = (u: { id: string; clientId: string; sessionVersion: number }) =>
    signAccessToken({ userId: u.id, clientId: u.clientId, sessionVersion: u.sessionVersion });
  const as = async (u: keyof typeof users, org: string) => ({
    authorization: `Bearer ${await token(users[u])}`,
    "x-organisation-id": org,
  });
  return { client, host, other, dist, customer, free, foreign, users, as };
}

const orgRow = (id: string) => db().organisation.findUniqueOrThrow({ where: { id } });

describe("GET /api/v1/organisations/{id}", () => {
  it("needs a valid token of this client", async () => {
    const s = await setup();
    expect((await call(getRoute, { host: s.host, params: { id: s.customer.id } })).status).toBe(401);
    const bad = await call(getRoute, {
      host: s.host,
      params: { id: s.customer.id },
      headers: { authorization: "Bearer nope" },
    });
    expect(bad).toMatchObject({ status: 401, body: { global: [expect.any(String)] } });
    // A token issued on another client is refused on this one.
    const foreignToken = await call(getRoute, {
      host: s.host,
      params: { id: s.customer.id },
      headers: {
        authorization: `Bearer ${await signAccessToken({ userId: s.users.otherAdmin.id, clientId: s.other.id, sessionVersion: 0 })}`,
      },
    });
    expect(foreignToken.status).toBe(401);
  });

  it("shows organisations within reach, 404 otherwise", async () => {
    const s = await setup();
    const ok = await call(getRoute, {
      host: s.host,
      params: { id: s.customer.id },
      headers: await s.as("dist", s.dist.id),
    });
    expect(ok).toMatchObject({ status: 200, body: { id: s.customer.id, name: "Customer", distributorName: "Dist" } });
    for (const id of [s.foreign.id, s.free.id]) {
      const res = await call(getRoute, { host: s.host, params: { id }, headers: await s.as("dist", s.dist.id) });
      expect(res).toMatchObject({ status: 404, body: { global: ["Organisation not found"] } });
    }
    const malformed = await call(getRoute, {
      host: s.host,
      params: { id: "123" },
      headers: await s.as("admin", "admin"),
    });
    expect(malformed).toMatchObject({ status: 422, body: { id: ["Not found"] } });
  });

  it("answers 404 for an organisation header the user is not a member of, 403 for 'admin' without rights", async () => {
    const s = await setup();
    const notMember = await call(getRoute, {
      host: s.host,
      params: { id: s.customer.id },
      headers: await s.as("customer", s.dist.id),
    });
    expect(notMember.status).toBe(404);
    const notAdmin = await call(getRoute, {
      host: s.host,
      params: { id: s.customer.id },
      headers: await s.as("dist", "admin"),
    });
    expect(notAdmin.status).toBe(403);
  });
});

describe("archive (DELETE) and unarchive (PATCH)", () => {
  it("client admins archive and unarchive; the row changes", async () => {
    const s = await setup();
    const archived = await call(archiveRoute, {
      method: "DELETE",
      host: s.host,
      params: { id: s.customer.id },
      headers: await s.as("admin", "admin"),
    });
    expect(archived.status).toBe(200);
    expect(archived.userMessage).toBe("Customer has been archived");
    expect((await orgRow(s.customer.id)).deletedAt).not.toBeNull();
    const back = await call(unarchiveRoute, {
      method: "PATCH",
      host: s.host,
      params: { id: s.customer.id },
      headers: await s.as("admin", "admin"),
    });
    expect(back.status).toBe(200);
    expect((await orgRow(s.customer.id)).deletedAt).toBeNull();
  });

  it("refuses every other role (403) and other clients' rows (404), changing nothing", async () => {
    const s = await setup();
    for (const [u, org] of [
      ["dist", s.dist.id],
      ["distReadOnly", s.dist.id],
      ["customer", s.customer.id],
    ] as const) {
      const res = await call(archiveRoute, {
        method: "DELETE",
        host: s.host,
        params: { id: s.customer.id },
        headers: await s.as(u, org),
      });
      expect(res.status).toBe(403);
    }
    const foreign = await call(archiveRoute, {
      method: "DELETE",
      host: s.host,
      params: { id: s.foreign.id },
      headers: await s.as("admin", "admin"),
    });
    expect(foreign.status).toBe(404);
    expect((await orgRow(s.customer.id)).deletedAt).toBeNull();
    expect((await orgRow(s.foreign.id)).deletedAt).toBeNull();
  });
});

describe("customer links over HTTP", () => {
  it("links by account code with visibility, unlinks, and toggles visibility", async () => {
    const s = await setup();
    const headers = await s.as("dist", s.dist.id);
    const linked = await call(linkRoute, { host: s.host, params: { ref: "free01", visible: "false" }, headers });
    expect(linked).toMatchObject({ status: 200, body: { id: s.free.id, name: "Free" } });
    expect(linked.userMessage).toBe("Free is now linked to your account");
    // Again: it stays linked, and the answer says it already was.
    const again = await call(linkRoute, { host: s.host, params: { ref: "free01", visible: "false" }, headers });
    expect(again).toMatchObject({ status: 200, userMessage: "Free is already linked to your account" });
    expect(await orgRow(s.free.id)).toMatchObject({
      distributorId: s.dist.id,
      distributorConfigurationsVisible: false,
    });

    const shown = await call(visibleRoute, { host: s.host, params: { id: s.free.id, visible: "true" }, headers });
    expect(shown.status).toBe(200);
    expect((await orgRow(s.free.id)).distributorConfigurationsVisible).toBe(true);

    const unlinked = await call(unlinkRoute, { method: "DELETE", host: s.host, params: { ref: s.free.id }, headers });
    expect(unlinked).toMatchObject({ status: 200 });
    expect(unlinked.userMessage).toBe("Free has been unlinked");
    expect((await orgRow(s.free.id)).distributorId).toBeNull();
  });

  it("validates the path, refuses non-distributors and read-only users", async () => {
    const s = await setup();
    const bad = await call(linkRoute, {
      host: s.host,
      params: { ref: "TOOLONG1", visible: "maybe" },
      headers: await s.as("dist", s.dist.id),
    });
    expect(bad).toMatchObject({
      status: 422,
      body: { ref: ["Account codes are 6 characters"], visible: ["Must be true or false"] },
    });
    for (const [u, org] of [
      ["distReadOnly", s.dist.id],
      ["customer", s.customer.id],
      ["admin", "admin"],
    ] as const) {
      expect(
        (
          await call(linkRoute, {
            host: s.host,
            params: { ref: "FREE01", visible: "true" },
            headers: await s.as(u, org),
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await call(visibleRoute, {
            host: s.host,
            params: { id: s.customer.id, visible: "false" },
            headers: await s.as(u, org),
          })
        ).status,
      ).toBe(403);
    }
    const foreign = await call(unlinkRoute, {
      method: "DELETE",
      host: s.host,
      params: { ref: s.foreign.id },
      headers: await s.as("dist", s.dist.id),
    });
    expect(foreign.status).toBe(404);
    expect((await orgRow(s.free.id)).distributorId).toBeNull();
    expect((await orgRow(s.customer.id)).distributorConfigurationsVisible).toBe(true);
  });

  it("refuses a cross-site GET that would change data with the browser's cookie", async () => {
    const s = await setup();
    const u = s.users.dist;
    const cookie = `hp_session=${await signPortalJwt("session", { sub: u.id, cid: u.clientId, sv: 0 }, 600)}`;
    const crossSite = await call(linkRoute, {
      host: s.host,
      params: { ref: "FREE01", visible: "true" },
      headers: { cookie, "x-organisation-id": s.dist.id, "sec-fetch-site": "cross-site" },
    });
    expect(crossSite).toMatchObject({ status: 403, body: { global: ["Cross-site request refused"] } });
    expect((await orgRow(s.free.id)).distributorId).toBeNull();
    const sameOrigin = await call(linkRoute, {
      host: s.host,
      params: { ref: "FREE01", visible: "true" },
      headers: { cookie, "x-organisation-id": s.dist.id, "sec-fetch-site": "same-origin" },
    });
    expect(sameOrigin.status).toBe(200);
  });
});

describe("GET/POST/PUT /api/v1/organisations", async () => {
  const { GET: listRoute, POST: createRoute, PUT: updateRoute } = await import("@/app/api/v1/organisations/route");
  const { OrganisationRowSchema } = await import("@/lib/organisations/schemas");
  const body = {
    name: "New Site Ltd",
    contactName: "Sam",
    contactEmail: "sam@site.test",
    addressLine1: "1 Road",
    town: "York",
    postCode: "YO1 1AA",
  };

  it("lists Customers for a distributor in the documented list shape", async () => {
    const s = await setup();
    const res = await call(listRoute, { host: s.host, headers: await s.as("dist", s.dist.id) });
    expect(res.status).toBe(200);
    const list = res.body as {
      items: unknown[];
      currentPage: number;
      totalPages: number;
      totalItems: number;
      perPage: number;
      filters: unknown[];
    };
    expect(list).toMatchObject({ currentPage: 1, totalPages: 1, totalItems: 1, perPage: 15 });
    expect(
      OrganisationRowSchema.array()
        .parse(list.items)
        .map((o) => o.name),
    ).toEqual(["Customer"]);
    const bad = await call(listRoute, {
      host: s.host,
      path: "/api/v1/organisations?page=0&limit=x&filters=nope",
      headers: await s.as("dist", s.dist.id),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body as object).sort()).toEqual(["filters", "limit", "page"]);
    expect((await call(listRoute, { host: s.host, headers: await s.as("customer", s.customer.id) })).status).toBe(403);
  });

  it("offers client admins one status choice: Active by default, Archived, or both", async () => {
    const s = await setup();
    const res = await call(listRoute, { host: s.host, headers: await s.as("admin", "admin") });
    const status = (
      res.body as { filters: Array<{ id: string; description: string | null; options: unknown }> }
    ).filters.find((f) => f.id === "status");
    expect(status).toMatchObject({
      description: "Active",
      options: [
        { value: "archived", label: "Archived" },
        { value: "all", label: "Active and archived" },
      ],
    });
  });

  it("adds a customer linked to the distributor, and edits it", async () => {
    const s = await setup();
    const headers = await s.as("dist", s.dist.id);
    const created = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers,
      body: { ...body, hoseInspectionMonths: 3 },
    });
    expect(created.status).toBe(201);
    const row = OrganisationRowSchema.parse(created.body);
    expect(row).toMatchObject({ distributorId: s.dist.id, isDistributor: false, hoseInspectionMonths: 3 });
    expect(created.userMessage).toBe(`New Site Ltd has been added, its account code is ${row.accountCode}`);
    // The creator does not become a member: it is the distributor's customer, not their organisation.
    expect(await db().organisationUser.count({ where: { organisationId: row.id } })).toBe(0);

    const edited = await call(updateRoute, {
      method: "PUT",
      host: s.host,
      headers,
      body: { ...body, id: row.id, name: "Renamed Site" },
    });
    expect(edited).toMatchObject({ status: 200, body: { name: "Renamed Site", distributorId: s.dist.id } });
    const foreign = await call(updateRoute, {
      method: "PUT",
      host: s.host,
      headers,
      body: { ...body, id: s.foreign.id },
    });
    expect(foreign.status).toBe(404);
    expect((await orgRow(s.foreign.id)).name).toBe("Foreign");
  });

  it("keeps the OrganisationCreate screen's self-service create without an organisation header", async () => {
    const s = await setup();
    const { authorization } = await s.as("customer", s.customer.id);
    const res = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: { authorization },
      body: { ...body, isDistributor: true },
    });
    expect(res.status).toBe(201);
    const id = (res.body as { id: string }).id;
    expect(
      await db().organisationUser.findFirst({ where: { organisationId: id, userId: s.users.customer.id } }),
    ).toMatchObject({ role: 2 });
  });
});
