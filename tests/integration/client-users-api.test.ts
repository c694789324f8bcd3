import { describe, expect, it } from "vitest";
import { DELETE as pendingDeleteRoute } from "@/app/api/v1/clients/users/pending/[id]/route";
import { GET as pendingRoute } from "@/app/api/v1/clients/users/pending/route";
import { DELETE as removeRoute, GET as getRoute } from "@/app/api/v1/clients/users/[id]/route";
import { GET as listRoute, POST as inviteRoute, PUT as updateRoute } from "@/app/api/v1/clients/users/route";
import { db } from "@/lib/db/client";
import { bearerHeaders } from "../fixtures/bearer";
import { createClient, createOrganisation, createUser } from "../fixtures/factories";
import { call } from "../fixtures/http";

async function setup() {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  const other = await createClient();
  const org = await createOrganisation(client.id);
  const pw = { passwordHash: "x" };
  const u = {
    system: await createUser(client.id, { ...pw, systemAdmin: true, clientAdmin: true, lastName: "System" }),
    admin: await createUser(client.id, { ...pw, clientAdmin: true, lastName: "Admin" }),
    orgAdmin: await createUser(client.id, { ...pw, memberships: [{ organisationId: org.id, role: 2 }] }),
    otherAdmin: await createUser(other.id, { ...pw, clientAdmin: true, lastName: "OtherAdmin" }),
  };
  const as = (who: "system" | "admin" | "orgAdmin") => bearerHeaders(u[who], who === "orgAdmin" ? org.id : "admin");
  return { client, other, host, org, u, as };
}

describe("client users", () => {
  it("lists the client admins of the client; a system admin may look at another client", async () => {
    const s = await setup();
    const own = await call(listRoute, {
      host: s.host,
      path: `/api/v1/clients/users?clientId=${s.client.id}`,
      headers: await s.as("admin"),
    });
    expect((own.body as { items: Array<{ lastName: string }> }).items.map((i) => i.lastName)).toEqual([
      "Admin",
      "System",
    ]);
    const otherBySystem = await call(listRoute, {
      host: s.host,
      path: `/api/v1/clients/users?clientId=${s.other.id}`,
      headers: await s.as("system"),
    });
    expect((otherBySystem.body as { items: Array<{ lastName: string }> }).items.map((i) => i.lastName)).toEqual([
      "OtherAdmin",
    ]);
    const otherByAdmin = await call(listRoute, {
      host: s.host,
      path: `/api/v1/clients/users?clientId=${s.other.id}`,
      headers: await s.as("admin"),
    });
    expect(otherByAdmin.status).toBe(404);
    const byOrgAdmin = await call(listRoute, {
      host: s.host,
      path: `/api/v1/clients/users?clientId=${s.client.id}`,
      headers: await s.as("orgAdmin"),
    });
    expect(byOrgAdmin.status).toBe(403);
  });

  it("invites a client admin (pending until a password is created), and the invitation can be withdrawn", async () => {
    const s = await setup();
    const res = await call(inviteRoute, {
      method: "POST",
      host: s.host,
      headers: await s.as("admin"),
      body: { clientId: s.client.id, firstName: "Cleo", lastName: "Admin", email: "cleo@new.test" },
    });
    expect(res.status).toBe(201);
    expect(res.userMessage).toBe("An invitation has been sent to cleo@new.test");
    const pending = await call(pendingRoute, {
      host: s.host,
      path: `/api/v1/clients/users/pending?clientId=${s.client.id}`,
      headers: await s.as("admin"),
    });
    const items = (pending.body as { items: Array<{ id: string; email: string }> }).items;
    expect(items.map((i) => i.email)).toEqual(["cleo@new.test"]);
    const dup = await call(inviteRoute, {
      method: "POST",
      host: s.host,
      headers: await s.as("admin"),
      body: { clientId: s.client.id, firstName: "Cleo", lastName: "Admin", email: "CLEO@new.test" },
    });
    expect(dup.status).toBe(409);
    const withdrawn = await call(pendingDeleteRoute, {
      method: "DELETE",
      host: s.host,
      headers: await s.as("admin"),
      params: { id: items[0]!.id },
    });
    expect(withdrawn.status).toBe(200);
    expect(await db().user.count({ where: { email: "cleo@new.test" } })).toBe(0);
  });

  it("removes client admin rights, never one's own, and refuses other roles and clients", async () => {
    const s = await setup();
    const self = await call(removeRoute, {
      method: "DELETE",
      host: s.host,
      headers: await s.as("admin"),
      params: { id: s.u.admin.id },
    });
    expect(self.status).toBe(422);
    const byOrgAdmin = await call(removeRoute, {
      method: "DELETE",
      host: s.host,
      headers: await s.as("orgAdmin"),
      params: { id: s.u.admin.id },
    });
    expect(byOrgAdmin.status).toBe(403);
    const foreign = await call(removeRoute, {
      method: "DELETE",
      host: s.host,
      headers: await s.as("admin"),
      params: { id: s.u.otherAdmin.id },
    });
    expect(foreign.status).toBe(404);
    expect((await db().user.findUniqueOrThrow({ where: { id: s.u.otherAdmin.id } })).clientAdmin).toBe(true);
    const ok = await call(removeRoute, {
      method: "DELETE",
      host: s.host,
      headers: await s.as("system"),
      params: { id: s.u.admin.id },
    });
    expect(ok.status).toBe(200);
    expect((await db().user.findUniqueOrThrow({ where: { id: s.u.admin.id } })).clientAdmin).toBe(false);
    const invalid = await call(inviteRoute, { method: "POST", host: s.host, headers: await s.as("system"), body: {} });
    expect(Object.keys(invalid.body as object).sort()).toEqual(["clientId", "email", "firstName", "lastName"]);
  });

  it("GET /clients/users/{id} and PUT /clients/users correct a client admin's name or email", async () => {
    const s = await setup();
    const got = await call(getRoute, { host: s.host, headers: await s.as("admin"), params: { id: s.u.system.id } });
    expect(got).toMatchObject({
      status: 200,
      body: { id: s.u.system.id, lastName: "System", systemAdmin: true, pending: false },
    });
    expect(
      (await call(getRoute, { host: s.host, headers: await s.as("admin"), params: { id: s.u.otherAdmin.id } })).status,
    ).toBe(404);
    expect(
      (await call(getRoute, { host: s.host, headers: await s.as("admin"), params: { id: s.u.orgAdmin.id } })).status,
    ).toBe(404);
    expect(
      (await call(getRoute, { host: s.host, headers: await s.as("orgAdmin"), params: { id: s.u.admin.id } })).status,
    ).toBe(403);

    const body = { id: s.u.admin.id, firstName: "Alexa", lastName: "Adams", email: "Alexa@Fixed.test" };
    const res = await call(updateRoute, { method: "PUT", host: s.host, headers: await s.as("system"), body });
    expect(res).toMatchObject({
      status: 200,
      body: { firstName: "Alexa", lastName: "Adams", email: "alexa@fixed.test" },
    });
    expect(res.userMessage).toBe("Alexa Adams has been saved");
    expect(await db().user.findUniqueOrThrow({ where: { id: s.u.admin.id } })).toMatchObject({
      email: "alexa@fixed.test",
      lastName: "Adams",
    });

    // An address used by another account of the client is refused; nothing changes.
    const taken = await call(updateRoute, {
      method: "PUT",
      host: s.host,
      headers: await s.as("system"),
      body: { ...body, email: s.u.orgAdmin.email },
    });
    expect(taken.status).toBe(409);
    expect((await db().user.findUniqueOrThrow({ where: { id: s.u.admin.id } })).email).toBe("alexa@fixed.test");
    // A client admin may not re-address an active account (a password reset would hand it over),
    // nor change a system admin at all; their name they may correct.
    const readdress = await call(updateRoute, {
      method: "PUT",
      host: s.host,
      headers: await s.as("admin"),
      body: { ...body, email: "mine@evil.test" },
    });
    expect(readdress.status).toBe(403);
    const renamed = await call(updateRoute, {
      method: "PUT",
      host: s.host,
      headers: await s.as("admin"),
      body: { ...body, firstName: "Alex" },
    });
    expect(renamed).toMatchObject({ status: 200, body: { firstName: "Alex", email: "alexa@fixed.test" } });
    const system = await call(updateRoute, {
      method: "PUT",
      host: s.host,
      headers: await s.as("admin"),
      body: { id: s.u.system.id, firstName: "X", lastName: "Y", email: s.u.system.email },
    });
    expect(system).toMatchObject({ status: 403, body: { global: ["You do not have permission to edit this user"] } });
    expect((await db().user.findUniqueOrThrow({ where: { id: s.u.system.id } })).lastName).toBe("System");
    // Another client's admin (404), a non-admin (403), every field error at once (422).
    expect(
      (
        await call(updateRoute, {
          method: "PUT",
          host: s.host,
          headers: await s.as("admin"),
          body: { ...body, id: s.u.otherAdmin.id, email: "o@x.test" },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(updateRoute, {
          method: "PUT",
          host: s.host,
          headers: await s.as("orgAdmin"),
          body: { ...body, email: "o@x.test" },
        })
      ).status,
    ).toBe(403);
    const invalid = await call(updateRoute, {
      method: "PUT",
      host: s.host,
      headers: await s.as("admin"),
      body: { id: s.u.admin.id },
    });
    expect(Object.keys(invalid.body as object).sort()).toEqual(["email", "firstName", "lastName"]);
  });

  it("a pending invitee's corrected address gets a new invitation and the old link stops working", async () => {
    const s = await setup();
    await call(inviteRoute, {
      method: "POST",
      host: s.host,
      headers: await s.as("admin"),
      body: { clientId: s.client.id, firstName: "Cleo", lastName: "Admin", email: "cleo@typo.test" },
    });
    const pending = await db().user.findFirstOrThrow({ where: { email: "cleo@typo.test" } });
    const [oldToken] = await db().userToken.findMany({ where: { userId: pending.id } });
    const res = await call(updateRoute, {
      method: "PUT",
      host: s.host,
      headers: await s.as("admin"),
      body: { id: pending.id, firstName: "Cleo", lastName: "Admin", email: "cleo@right.test" },
    });
    expect(res.userMessage).toBe("An invitation has been sent to cleo@right.test");
    expect(await db().userToken.count({ where: { id: oldToken!.id } })).toBe(0);
    expect(await db().userToken.count({ where: { userId: pending.id } })).toBe(1);
  });
});
