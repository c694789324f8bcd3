import { describe, expect, it } from "vitest";
import { GET as unknownGet, POST as unknownPost } from "@/app/api/v1/[...unknown]/route";
import { PUT as updateClients } from "@/app/api/v1/clients/route";
import { GET as getHoseMeta } from "@/app/api/v1/hoseMeta/[id]/route";
import { GET as getInspection } from "@/app/api/v1/inspections/[id]/route";
import { db } from "@/lib/db/client";
import { bearerHeaders } from "../fixtures/bearer";
import { createClient, createHose, createOrganisation, createUser } from "../fixtures/factories";
import { call } from "../fixtures/http";

/** Contract gaps seen from outside: unknown paths, GET /{resource}/{id}, PUT with a foreign id. */

describe("an unknown /api/v1 path", () => {
  it("answers 404 in the JSON error shape, for any method", async () => {
    for (const [handler, method] of [
      [unknownGet, "GET"],
      [unknownPost, "POST"],
    ] as const) {
      const res = await call(handler, {
        method,
        path: "/api/v1/no/such/thing",
        params: { unknown: "no/such/thing" } as never,
      });
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.body).toEqual({ global: ["Not found"] });
    }
  });
});

describe("GET /inspections/{id} and /hoseMeta/{id}", () => {
  it("answer an inspection the caller sees, and 404 for one of another client", async () => {
    const client = await createClient();
    const host = client.hostnames[0]!.hostname;
    const customer = await createOrganisation(client.id);
    const hose = await createHose(client.id, customer.id);
    const meta = await db().hoseMeta.create({
      data: {
        clientId: client.id,
        hoseId: hose.id,
        kind: "INSPECTION",
        inspectionResult: 1,
        inspectionDate: new Date("2026-01-02"),
      },
    });
    const other = await createClient({ hostnames: [`other-${client.id.slice(-6)}.localhost`] });
    const otherCustomer = await createOrganisation(other.id);
    const otherMeta = await db().hoseMeta.create({
      data: {
        clientId: other.id,
        hoseId: (await createHose(other.id, otherCustomer.id)).id,
        kind: "INSPECTION",
        inspectionResult: 0,
      },
    });
    const admin = await createUser(client.id, { clientAdmin: true });
    const headers = await bearerHeaders(admin, "admin");
    for (const handler of [getInspection, getHoseMeta]) {
      const own = await call(handler, { host, headers, params: { id: meta.id } });
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({
        id: meta.id,
        hoseId: hose.id,
        inspectionResult: 1,
        inspectionDate: "2026-01-02",
      });
      const foreign = await call(handler, { host, headers, params: { id: otherMeta.id } });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({ global: ["Not found"] });
    }
  });
});

describe("PUT /clients naming another client's id", () => {
  it("is refused with 404 for a client admin, and neither client changes", async () => {
    const client = await createClient({ name: "Home" });
    const host = client.hostnames[0]!.hostname;
    const other = await createClient({ name: "Other", hostnames: [`other-${client.id.slice(-6)}.localhost`] });
    const admin = await createUser(client.id, { clientAdmin: true });
    const before = await db().client.findMany({ where: { id: { in: [client.id, other.id] } }, orderBy: { id: "asc" } });
    const res = await call(updateClients, {
      method: "PUT",
      host,
      headers: await bearerHeaders(admin, "admin"),
      body: { id: other.id, manualHoseConfiguration: true, metaTitle: "Hijacked" },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ global: ["Not found"] });
    expect(
      await db().client.findMany({ where: { id: { in: [client.id, other.id] } }, orderBy: { id: "asc" } }),
    ).toEqual(before);
    // Its own id is fine (the Client settings payload may carry it).
    const own = await call(updateClients, {
      method: "PUT",
      host,
      headers: await bearerHeaders(admin, "admin"),
      body: { id: client.id, manualHoseConfiguration: true, metaTitle: "Mine" },
    });
    expect(own.status).toBe(200);
  });
});
