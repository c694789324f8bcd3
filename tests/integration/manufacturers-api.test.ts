import { describe, expect, it } from "vitest";
import { DELETE as deleteRoute, GET as getRoute } from "@/app/api/v1/manufacturers/[id]/route";
import { GET as listRoute, POST as createRoute, PUT as updateRoute } from "@/app/api/v1/manufacturers/route";
import { db } from "@/lib/db/client";
import { bearerHeaders } from "../fixtures/bearer";
import { call } from "../fixtures/http";
import { createAccountsWorld } from "../fixtures/world";

/** The accounts world (tests/fixtures/world.ts), and the manufacturers this file asserts on. */
async function setup() {
  const w = await createAccountsWorld();
  const parker = await db().manufacturer.create({ data: { clientId: w.client.id, name: "Parker" } });
  const gates = await db().manufacturer.create({ data: { clientId: w.client.id, name: "Gates" } });
  const foreign = await db().manufacturer.create({ data: { clientId: w.other.id, name: "Foreign Co" } });
  return {
    host: w.host,
    parker,
    gates,
    foreign,
    client: w.client,
    asAdmin: () => bearerHeaders(w.users.clientAdmin, "admin"),
    asOrgAdmin: () => bearerHeaders(w.users.distributorAdmin, w.distributor.id),
  };
}

describe("manufacturers API", () => {
  it("lists the client's manufacturers only, for any signed-in user", async () => {
    const s = await setup();
    const res = await call(listRoute, { host: s.host, headers: await s.asOrgAdmin() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      items: [{ name: "Gates" }, { name: "Parker" }],
      totalItems: 2,
      perPage: 15,
      currentPage: 1,
    });
    expect((await call(listRoute, { host: s.host })).status).toBe(401);
  });

  it("lets a client admin add, rename and delete, with the row changed each time", async () => {
    const s = await setup();
    const created = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.asAdmin(),
      body: { name: " Manuli " },
    });
    expect(created).toMatchObject({ status: 201, body: { name: "Manuli" } });
    expect(created.userMessage).toBe("Manuli has been added");
    const id = (created.body as { id: string }).id;

    const renamed = await call(updateRoute, {
      method: "PUT",
      host: s.host,
      headers: await s.asAdmin(),
      body: { id, name: "Manuli Hydraulics" },
    });
    expect(renamed).toMatchObject({ status: 200, body: { id, name: "Manuli Hydraulics" } });
    expect((await db().manufacturer.findUniqueOrThrow({ where: { id } })).name).toBe("Manuli Hydraulics");

    const deleted = await call(deleteRoute, {
      method: "DELETE",
      host: s.host,
      headers: await s.asAdmin(),
      params: { id },
    });
    expect(deleted.status).toBe(200);
    expect(await db().manufacturer.count({ where: { id } })).toBe(0);
  });

  it("validates every field and refuses duplicate names case-insensitively", async () => {
    const s = await setup();
    const empty = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.asAdmin(),
      body: { name: "" },
    });
    expect(empty).toMatchObject({ status: 422, body: { name: ["Name is required"] } });
    const bad = await call(updateRoute, {
      method: "PUT",
      host: s.host,
      headers: await s.asAdmin(),
      body: { id: "x", name: "" },
    });
    expect(bad).toMatchObject({ status: 422, body: { id: ["Not found"], name: ["Name is required"] } });
    const dup = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.asAdmin(),
      body: { name: "PARKER" },
    });
    expect(dup).toMatchObject({ status: 409, body: { name: ["A manufacturer with this name already exists"] } });
    const renameDup = await call(updateRoute, {
      method: "PUT",
      host: s.host,
      headers: await s.asAdmin(),
      body: { id: s.gates.id, name: "parker" },
    });
    expect(renameDup.status).toBe(409);
    expect(await db().manufacturer.count({ where: { clientId: s.client.id } })).toBe(2);
  });

  it("refuses organisation users (403) and another client's rows (404), changing nothing", async () => {
    const s = await setup();
    const h = await s.asOrgAdmin();
    expect((await call(createRoute, { method: "POST", host: s.host, headers: h, body: { name: "New" } })).status).toBe(
      403,
    );
    expect(
      (await call(updateRoute, { method: "PUT", host: s.host, headers: h, body: { id: s.parker.id, name: "X" } }))
        .status,
    ).toBe(403);
    expect(
      (await call(deleteRoute, { method: "DELETE", host: s.host, headers: h, params: { id: s.parker.id } })).status,
    ).toBe(403);
    const a = await s.asAdmin();
    expect((await call(getRoute, { host: s.host, headers: a, params: { id: s.foreign.id } })).status).toBe(404);
    expect(
      (await call(deleteRoute, { method: "DELETE", host: s.host, headers: a, params: { id: s.foreign.id } })).status,
    ).toBe(404);
    expect(
      (await call(updateRoute, { method: "PUT", host: s.host, headers: a, body: { id: s.foreign.id, name: "Mine" } }))
        .status,
    ).toBe(404);
    expect((await db().manufacturer.findUniqueOrThrow({ where: { id: s.foreign.id } })).name).toBe("Foreign Co");
    expect((await db().manufacturer.findUniqueOrThrow({ where: { id: s.parker.id } })).name).toBe("Parker");
  });
});
