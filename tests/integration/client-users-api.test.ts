import { describe, expect, it } from "vitest";
import { DELETE as pendingDeleteRoute } from "@/app/api/v1/clients/users/pending/[id]/route";
import { GET as pendingRoute } from "@/app/api/v1/clients/users/pending/route";
import { DELETE as removeRoute } from "@/app/api/v1/clients/users/[id]/route";
import { GET as listRoute, POST as inviteRoute } from "@/app/api/v1/clients/users/route";
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
    const own = await call(listRoute, { host: s.host, path: `/api/v1/clients/users?clientId=${s.client.id}`, headers: await s.as("admin") });
    expect((own.body as { items: Array<{ lastName: string }> }).items.map((i) => i.lastName)).toEqual(["Admin", "System"]);
    const otherBySystem = await call(listRoute, { host: s.host, path: `/api/v1/clients/users?clientId=${s.other.id}`, headers: await s.as("system") });
    expect((otherBySystem.body as { items: Array<{ lastName: string }> }).items.map((i) => i.lastName)).toEqual(["OtherAdmin"]);
    const otherByAdmin = await call(listRoute, { host: s.host, path: `/api/v1/clients/users?clientId=${s.other.id}`, headers: await s.as("admin") });
    expect(otherByAdmin.status).toBe(404);
    const byOrgAdmin = await call(listRoute, { host: s.host, path: `/api/v1/clients/users?clientId=${s.client.id}`, headers: await s.as("orgAdmin") });
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
    const pending = await call(pendingRoute, { host: s.host, path: `/api/v1/clients/users/pending?clientId=${s.client.id}`, headers: await s.as("admin") });
    const items = (pending.body as { items: Array<{ id: string; email: string }> }).items;
    expect(items.map((i) => i.email)).toEqual(["cleo@new.test"]);
    const dup = await call(inviteRoute, {
      method: "POST",
      host: s.host,
      headers: await s.as("admin"),
      body: { clientId: s.client.id, firstName: "Cleo", lastName: "Admin", email: "CLEO@new.test" },
    });
    expect(dup.status).toBe(409);
    const withdrawn = await call(pendingDeleteRoute, { method: "DELETE", host: s.host, headers: await s.as("admin"), params: { id: items[0]!.id } });
    expect(withdrawn.status).toBe(200);
    expect(await db().user.count({ where: { email: "cleo@new.test" } })).toBe(0);
  });

  it("removes client admin rights, never one's own, and refuses other roles and clients", async () => {
    const s = await setup();
    const self = await call(removeRoute, { method: "DELETE", host: s.host, headers: await s.as("admin"), params: { id: s.u.admin.id } });
    expect(self.status).toBe(422);
    const byOrgAdmin = await call(removeRoute, { method: "DELETE", host: s.host, headers: await s.as("orgAdmin"), params: { id: s.u.admin.id } });
    expect(byOrgAdmin.status).toBe(403);
    const foreign = await call(removeRoute, { method: "DELETE", host: s.host, headers: await s.as("admin"), params: { id: s.u.otherAdmin.id } });
    expect(foreign.status).toBe(404);
    expect((await db().user.findUniqueOrThrow({ where: { id: s.u.otherAdmin.id } })).clientAdmin).toBe(true);
    const ok = await call(removeRoute, { method: "DELETE", host: s.host, headers: await s.as("system"), params: { id: s.u.admin.id } });
    expect(ok.status).toBe(200);
    expect((await db().user.findUniqueOrThrow({ where: { id: s.u.admin.id } })).clientAdmin).toBe(false);
    const invalid = await call(inviteRoute, { method: "POST", host: s.host, headers: await s.as("system"), body: {} });
    expect(Object.keys(invalid.body as object).sort()).toEqual(["clientId", "email", "firstName", "lastName"]);
  });
});
