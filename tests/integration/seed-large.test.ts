import { describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/db/client";
import { databaseUrl } from "@/lib/env";
import { LARGE_EMAIL, LARGE_PASSWORD, checkLargeSeed, largeSizes, seedLarge } from "@/prisma/seed-large";

// The generator of the benchmark's data set at a tiny scale (the full run is npm run db:seed:large).
const SCALE = 0.001;

describe("large seed (scale 0.001)", () => {
  it("writes two tenants of the same shape, consistent with the schedule rules", async () => {
    const report = await seedLarge(databaseUrl(), { scale: SCALE });
    const sizes = largeSizes(SCALE);
    expect(report.clients).toHaveLength(2);
    for (const clientId of report.clients) {
      const count = async (model: "organisation" | "user" | "organisationZone" | "hoseConfiguration" | "hose") =>
        (db()[model] as unknown as { count: (a: object) => Promise<number> }).count({ where: { clientId } });
      expect(await count("organisation")).toBe(sizes.organisations);
      expect(await count("user")).toBe(sizes.users);
      expect(await count("organisationZone")).toBe(sizes.zones);
      expect(await count("hoseConfiguration")).toBe(sizes.configurations);
      expect(await count("hose")).toBe(sizes.hoses);
      expect(await db().hoseMeta.count({ where: { clientId, kind: "INSPECTION" } })).toBe(sizes.inspections);
      expect(await db().organisation.count({ where: { clientId, isDistributor: true } })).toBe(sizes.distributors);
      // Every stored status, and hoses never inspected and archived.
      const statuses = await db().hose.groupBy({ by: ["status"], where: { clientId }, _count: true });
      expect(statuses.map((s) => s.status).sort()).toEqual([0, 1, 2, 3]);
      expect(
        await db().hose.count({ where: { clientId, lastInspectionDate: null, status: { not: 3 } } }),
      ).toBeGreaterThan(0);
      // Life policies at several levels, and hoses their maximum age or storage rule decides.
      expect(
        (await db().lifePolicy.groupBy({ by: ["level"], where: { clientId }, _count: true }))
          .map((p) => p.level)
          .sort(),
      ).toEqual(["client", "configuration", "customer"]);
      expect(await db().hose.count({ where: { clientId, storageExceeded: true, deletedAt: null } })).toBeGreaterThan(0);
      const [row] = await db().$queryRaw<Array<{ byAge: number }>>`
        SELECT count(*)::int AS "byAge" FROM "Hose" h JOIN "Organisation" o ON o.id = h."customerOrganisationId"
        WHERE h."clientId" = ${clientId}::uuid AND h."deletedAt" IS NULL AND h."replacementDate" IS NOT NULL
          AND h."replacementDate" < (h."installationDate" + make_interval(months => COALESCE(h."hoseReplacementMonths", o."hoseReplacementMonths")))::date`;
      expect(row!.byAge).toBeGreaterThan(0);
      // Hoses sit in zones of their own customer, linked to the customer's distributor.
      const hoses = await db().hose.findMany({
        where: { clientId, organisationZoneId: { not: null } },
        include: { zone: true, customer: true },
      });
      for (const h of hoses) {
        expect(h.zone!.organisationId).toBe(h.customerOrganisationId);
        expect(h.distributorOrganisationId).toBe(h.customer.distributorId);
      }
    }
    // Zones: path ends with the zone's id and extends its parent's; trailName likewise.
    const zones = await db().organisationZone.findMany({ include: { parent: true } });
    for (const z of zones) {
      expect(z.path.endsWith(z.id)).toBe(true);
      expect(z.path).toBe(z.parent ? `${z.parent.path}/${z.id}` : z.id);
      expect(z.trailName).toBe(z.parent ? `${z.parent.trailName} > ${z.name}` : z.name);
    }
    expect(await checkLargeSeed(databaseUrl(), 200)).toEqual([]);
    const admin = await db().user.findFirstOrThrow({ where: { email: LARGE_EMAIL("admin", 1) } });
    expect(admin.clientAdmin).toBe(true);
    expect(await verifyPassword(admin.passwordHash!, LARGE_PASSWORD)).toBe(true);
    const customer = await db().user.findFirstOrThrow({
      where: { email: LARGE_EMAIL("customer", 2) },
      include: { memberships: { include: { organisation: true } } },
    });
    expect(customer.memberships[0]!.role).toBe(2);
    expect(customer.memberships[0]!.organisation.distributorId).not.toBeNull();
  });

  it("runs again from empty, and refuses a database holding other clients unless forced", async () => {
    await seedLarge(databaseUrl(), { scale: SCALE });
    expect(await db().client.count()).toBe(2);
    await db().client.create({
      data: { name: "Other", primaryUrl: "other.localhost", hostnames: { create: { hostname: "other.localhost" } } },
    });
    await expect(seedLarge(databaseUrl(), { scale: SCALE })).rejects.toThrow(/other client/);
    await seedLarge(databaseUrl(), { scale: SCALE, force: true });
    expect(await db().client.count()).toBe(3);
    expect(await db().clientHostname.count({ where: { hostname: "other.localhost" } })).toBe(1);
  });
});
