import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/db/client";
import { createLocalStorage } from "@/lib/storage";
import { seedDemo } from "@/prisma/seed";
import { createClient } from "../fixtures/factories";
import { CLIENTS, DEMO_PASSWORD } from "@/prisma/seed-data";

const storageDir = await mkdtemp(path.join(os.tmpdir(), "hp-seed-"));
const storage = createLocalStorage(storageDir);
afterAll(() => rm(storageDir, { recursive: true, force: true }));

const TABLES = [
  "client",
  "clientHostname",
  "user",
  "organisationUser",
  "organisation",
  "organisationZone",
  "hoseConfiguration",
  "hose",
  "hoseMeta",
  "upload",
  "quote",
  "tagBatch",
  "tag",
  "hoseType",
  "boreSize",
  "manufacturer",
  "sizeMapping",
  "connectionJumpSize",
] as const;

async function counts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    TABLES.map(async (t) => [t, await (db()[t] as unknown as { count(): Promise<number> }).count()] as const),
  );
  return Object.fromEntries(entries);
}

describe("demo seed", () => {
  it("creates both clients once; a second run changes nothing", async () => {
    // Seeded for a portal on port 3456: the labels and email links must open that server.
    const first = await seedDemo(db(), { storage, port: 3456 });
    expect(first.created).toEqual(["Demo Hydraulics", "Acme Hose Services"]);
    const clients = await db().client.findMany({ orderBy: { name: "asc" }, select: { name: true, primaryUrl: true } });
    expect(clients).toEqual([
      { name: "Acme Hose Services", primaryUrl: "http://acme.localhost:3456" },
      { name: "Demo Hydraulics", primaryUrl: "http://demo.localhost:3456" },
    ]);
    const before = await counts();

    const second = await seedDemo(db(), { storage, port: 4000 });
    expect(second).toEqual({ created: [], skipped: ["Demo Hydraulics", "Acme Hose Services"] });
    expect(await counts()).toEqual(before);
  });

  it("has the exact demo hostnames and accounts of docs/CONTRACTS.md", async () => {
    const hostnames = await db().clientHostname.findMany({ include: { client: true } });
    const byHost = Object.fromEntries(hostnames.map((h) => [h.hostname, h.client.name]));
    expect(byHost).toEqual({
      localhost: "Demo Hydraulics",
      "127.0.0.1": "Demo Hydraulics",
      "demo.localhost": "Demo Hydraulics",
      "acme.localhost": "Acme Hose Services",
    });

    const role = async (email: string) => {
      const user = await db().user.findFirstOrThrow({
        where: { email },
        include: { memberships: { include: { organisation: true } }, client: true },
      });
      return {
        client: user.client.name,
        clientAdmin: user.clientAdmin,
        systemAdmin: user.systemAdmin,
        orgs: user.memberships.map((m) => `${m.organisation.name}:${m.role}`).sort(),
        passwordOk: await verifyPassword(user.passwordHash!, DEMO_PASSWORD),
      };
    };
    const demo = { client: "Demo Hydraulics", passwordOk: true };
    expect(await role("system@demo.test")).toEqual({ ...demo, clientAdmin: true, systemAdmin: true, orgs: [] });
    expect(await role("admin@demo.test")).toEqual({ ...demo, clientAdmin: true, systemAdmin: false, orgs: [] });
    expect(await role("operator@demo.test")).toEqual({ ...demo, clientAdmin: false, systemAdmin: true, orgs: [] });
    const member = (orgs: string[]) => ({ ...demo, clientAdmin: false, systemAdmin: false, orgs });
    expect(await role("distributor@demo.test")).toEqual(member(["Northern Hose Supply:2"]));
    expect(await role("manager@demo.test")).toEqual(member(["Northern Hose Supply:1"]));
    expect(await role("customer@demo.test")).toEqual(member(["Quarry Works Ltd:2"]));
    expect(await role("user@demo.test")).toEqual(member(["Quarry Works Ltd:0"]));
    expect(await role("readonly@demo.test")).toEqual(member(["Quarry Works Ltd:4"]));
    expect(await role("multi@demo.test")).toEqual(member(["Harbour Cranes Ltd:1", "Quarry Works Ltd:0"]));
    expect(await role("admin@acme.test")).toEqual({
      client: "Acme Hose Services",
      passwordOk: true,
      clientAdmin: true,
      systemAdmin: false,
      orgs: [],
    });
    const acmeCustomer = await role("customer@acme.test");
    expect(acmeCustomer.orgs).toHaveLength(1);
    expect(acmeCustomer.orgs[0]).toMatch(/:2$/);

    const quarry = await db().organisation.findFirstOrThrow({
      where: { name: "Quarry Works Ltd" },
      include: { distributor: true },
    });
    expect(quarry.distributor?.name).toBe("Northern Hose Supply");
  });

  it("gives every client 20+ configurations, 60+ hoses in every state, and the rest of the demo", async () => {
    const now = new Date();
    for (const seed of CLIENTS) {
      const client = await db().client.findFirstOrThrow({ where: { name: seed.name } });
      const where = { clientId: client.id };
      const active = { ...where, deletedAt: null };
      expect(await db().hoseConfiguration.count({ where })).toBeGreaterThanOrEqual(20);
      expect(await db().hose.count({ where })).toBeGreaterThanOrEqual(60);
      for (const status of [0, 1, 2]) {
        expect(
          await db().hose.count({ where: { ...active, status, organisationZoneId: { not: null } } }),
        ).toBeGreaterThan(0);
      }
      expect(await db().hose.count({ where: { ...active, organisationZoneId: null } })).toBeGreaterThan(0); // uninstalled
      expect(await db().hose.count({ where: { ...active, nextInspectionDate: { lt: now } } })).toBeGreaterThan(0); // overdue
      expect(await db().hose.count({ where: { ...where, deletedAt: { not: null } } })).toBeGreaterThan(0); // archived
      expect(await db().hoseMeta.count({ where: { ...where, inspectionResult: { not: null } } })).toBeGreaterThan(0);
      expect(await db().upload.count({ where })).toBeGreaterThan(0);
      expect(await db().quote.count({ where: { ...where, completedAt: null } })).toBeGreaterThan(0);
      expect(await db().quote.count({ where: { ...where, completedAt: { not: null } } })).toBeGreaterThan(0);
      // Every batch is allocated to one of the client's distributors.
      expect(await db().tagBatch.count({ where })).toBe(1 + (seed.spareBatches?.length ?? 0));
      expect(await db().tagBatch.count({ where: { ...where, distributor: { isDistributor: true } } })).toBe(
        1 + (seed.spareBatches?.length ?? 0),
      );
      expect(await db().organisationZone.count({ where: { ...where, parentId: { not: null } } })).toBeGreaterThan(0);
      // Every seeded document's file is really in storage.
      const upload = await db().upload.findFirstOrThrow({ where });
      const file = await storage.get(upload.storageKey);
      expect(file && new TextDecoder().decode(file.slice(0, 5))).toBe("%PDF-");
    }
  });

  it("refuses to seed into a database that holds a client other than the demo's (H2)", async () => {
    await createClient({ name: "Real Hoses Ltd", hostnames: ["portal.real-hoses.example"] });
    const before = await counts();
    await expect(seedDemo(db(), { storage })).rejects.toThrow(/refusing to seed demo data/);
    expect(await counts()).toEqual(before);
  });
});
