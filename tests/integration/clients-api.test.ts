import { describe, expect, it } from "vitest";
import { DELETE as deleteRoute, GET as getRoute } from "@/app/api/v1/clients/[id]/route";
import { GET as currentRoute } from "@/app/api/v1/clients/current/route";
import { GET as listRoute, POST as createRoute, PUT as updateRoute } from "@/app/api/v1/clients/route";
import { ClientRowSchema } from "@/lib/clients/schemas";
import { db } from "@/lib/db/client";
import { bearerHeaders } from "../fixtures/bearer";
import { createClient, createOrganisation, createUser } from "../fixtures/factories";
import { call } from "../fixtures/http";

async function setup() {
  const client = await createClient({ name: "Home" });
  const host = client.hostnames[0]!.hostname;
  const other = await createClient({ name: "Other", hostnames: [`other-${client.id.slice(-6)}.localhost`] });
  const org = await createOrganisation(client.id);
  const users = {
    system: await createUser(client.id, { systemAdmin: true, clientAdmin: true }),
    admin: await createUser(client.id, { clientAdmin: true }),
    orgAdmin: await createUser(client.id, { memberships: [{ organisationId: org.id, role: 2 }] }),
  };
  const as = (u: keyof typeof users) => bearerHeaders(users[u], u === "orgAdmin" ? org.id : "admin");
  return { client, other, host, as };
}

const newClient = (suffix: string) => ({
  name: `New ${suffix}`,
  primaryUrl: `https://new-${suffix}.example.test/`,
  hostnames: [`new-${suffix}.example.test`, `NEW-${suffix}.localhost`],
  theme: 3,
  contactEmail: "boss@new.test",
  termsAndConditions: '<h1>Terms</h1><script>alert(1)</script><p onclick="x()">ok</p>',
});

describe("client settings (client admin)", () => {
  it("saves the settings of the current client, sanitising the rich text", async () => {
    const s = await setup();
    const res = await call(updateRoute, {
      method: "PUT",
      host: s.host,
      headers: await s.as("admin"),
      body: {
        manualHoseConfiguration: true,
        metaTitle: "Hoses",
        metaDescription: "All our hoses",
        termsAndConditions: '<h2>Terms</h2><img src=x onerror="alert(1)"><p>Be <strong>safe</strong></p>',
        privacyPolicy: "",
      },
    });
    expect(res.status).toBe(200);
    expect(res.userMessage).toBe("Client settings saved");
    const row = await db().client.findUniqueOrThrow({ where: { id: s.client.id } });
    expect(row).toMatchObject({ manualHoseConfiguration: true, metaTitle: "Hoses", privacyPolicy: null });
    expect(row.termsAndConditions).toBe("<h2>Terms</h2><p>Be <strong>safe</strong></p>");
    const pub = await call(currentRoute, { host: s.host });
    expect(pub.body).toMatchObject({ metaTitle: "Hoses", manualHoseConfiguration: true });
  });

  it("returns every field error, and refuses organisation users", async () => {
    const s = await setup();
    const bad = await call(updateRoute, {
      method: "PUT",
      host: s.host,
      headers: await s.as("admin"),
      body: { metaTitle: "x".repeat(71) },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body as object).sort()).toEqual(["manualHoseConfiguration", "metaTitle"]);
    const refused = await call(updateRoute, {
      method: "PUT",
      host: s.host,
      headers: await s.as("orgAdmin"),
      body: { manualHoseConfiguration: true },
    });
    expect(refused.status).toBe(403);
    expect((await db().client.findUniqueOrThrow({ where: { id: s.client.id } })).manualHoseConfiguration).toBe(false);
  });
});

describe("manage clients (system admin)", () => {
  it("lists, creates, edits and deletes clients; hostnames resolve at once", async () => {
    const s = await setup();
    const list = await call(listRoute, { host: s.host, headers: await s.as("system") });
    expect((list.body as { items: Array<{ name: string }> }).items.map((c) => c.name)).toEqual(
      expect.arrayContaining(["Home", "Other"]),
    );

    const created = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.as("system"),
      body: newClient("a1"),
    });
    expect(created.status).toBe(201);
    const row = ClientRowSchema.parse(created.body); // the answer is what the OpenAPI document says
    expect(row.hostnames).toEqual(["new-a1.example.test", "new-a1.localhost"]);
    expect(row.primaryUrl).toBe("https://new-a1.example.test");
    expect(row.termsAndConditions).toBe("<h1>Terms</h1><p>ok</p>");
    expect((await call(currentRoute, { host: "new-a1.localhost" })).body).toMatchObject({ name: "New a1", theme: 3 });

    const updated = await call(updateRoute, {
      method: "PUT",
      host: s.host,
      headers: await s.as("system"),
      body: { ...newClient("a1"), id: row.id, name: "Renamed", hostnames: ["renamed-a1.localhost"] },
    });
    expect(updated).toMatchObject({ status: 200, body: { name: "Renamed", hostnames: ["renamed-a1.localhost"] } });
    expect((await call(currentRoute, { host: "new-a1.localhost" })).status).toBe(404);
    expect((await call(currentRoute, { host: "renamed-a1.localhost" })).body).toMatchObject({ name: "Renamed" });

    const deleted = await call(deleteRoute, {
      method: "DELETE",
      host: s.host,
      headers: await s.as("system"),
      params: { id: row.id },
    });
    expect(deleted.status).toBe(200);
    expect(await db().client.count({ where: { id: row.id } })).toBe(0);
  });

  it("refuses a hostname of another client, and deleting the current client", async () => {
    const s = await setup();
    const clash = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.as("system"),
      body: { ...newClient("b2"), hostnames: ["fresh-b2.localhost", s.host] },
    });
    expect(clash).toMatchObject({ status: 409, body: { hostnames: [`${s.host} is already used by another client`] } });
    expect(await db().clientHostname.count({ where: { hostname: "fresh-b2.localhost" } })).toBe(0);
    const self = await call(deleteRoute, {
      method: "DELETE",
      host: s.host,
      headers: await s.as("system"),
      params: { id: s.client.id },
    });
    expect(self.status).toBe(409);
  });

  it("is for system admins only", async () => {
    const s = await setup();
    for (const u of ["admin", "orgAdmin"] as const) {
      const h = await s.as(u);
      expect((await call(listRoute, { host: s.host, headers: h })).status).toBe(403);
      expect(
        (await call(createRoute, { method: "POST", host: s.host, headers: h, body: newClient(`c3${u}`) })).status,
      ).toBe(403);
      expect((await call(getRoute, { host: s.host, headers: h, params: { id: s.other.id } })).status).toBe(403);
      expect(
        (await call(deleteRoute, { method: "DELETE", host: s.host, headers: h, params: { id: s.other.id } })).status,
      ).toBe(403);
    }
    expect(await db().client.count({ where: { id: s.other.id } })).toBe(1);
    const invalid = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.as("system"),
      body: { theme: 7, hostnames: [] },
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body as object).sort()).toEqual(["hostnames", "name", "primaryUrl", "theme"]);
  });
});
