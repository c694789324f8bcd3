import { describe, expect, it } from "vitest";
import { GET as analyticsRoute } from "@/app/api/v1/analytics/service-life/route";
import { fromIsoDate } from "@/lib/dates";
import type { ServiceLife } from "@/lib/analytics/schemas";
import { bearerHeaders } from "../fixtures/bearer";
import {
  createClient,
  createHose,
  createHoseConfiguration,
  createOrganisation,
  createUser,
  createZone,
} from "../fixtures/factories";
import { call } from "../fixtures/http";

/**
 * GET /analytics/service-life: scoped like the hose list (a customer's cohorts hold only its
 * hoses, a distributor's its customers', another client's admin sees nothing of them), and
 * the estimate made from the hoses' real installation and retirement dates.
 */
async function setup() {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  const dist = await createOrganisation(client.id, { isDistributor: true, name: "North" });
  const quarry = await createOrganisation(client.id, { name: "Quarry", distributorId: dist.id });
  const harbour = await createOrganisation(client.id, { name: "Harbour" });
  const config = await createHoseConfiguration(client.id, dist.id, { name: "2SN 1/2", type: "2SN" });
  const site = await createZone(client.id, quarry.id, null, "Pit");
  const harbourSite = await createZone(client.id, harbour.id, null, "Quay");
  const installed = fromIsoDate("2020-01-01");
  const retired = (months: number) => new Date(Date.UTC(2020, months, 1, 12));
  // Quarry: failures at 12 and 24 months, one retired for age at 36, two in service.
  const quarryHoses = [
    { deletedAt: retired(12), retirementReason: "abrasion" },
    { deletedAt: retired(24), retirementReason: "crimp_leak" },
    { deletedAt: retired(36), retirementReason: "age_or_policy" },
    {},
    {},
  ];
  for (const h of quarryHoses) {
    await createHose(client.id, quarry.id, {
      organisationZoneId: site.id,
      hoseConfigurationId: config.id,
      installationDate: installed,
      distributorOrganisationId: dist.id,
      ...h,
    });
  }
  // Harbour (no distributor): one failure, not Quarry's business.
  await createHose(client.id, harbour.id, {
    organisationZoneId: harbourSite.id,
    hoseConfigurationId: config.id,
    installationDate: installed,
    deletedAt: retired(6),
    retirementReason: "heat",
  });
  const other = await createClient();
  const otherAdmin = await createUser(other.id, { clientAdmin: true });
  const users = {
    admin: await createUser(client.id, { clientAdmin: true }),
    dist: await createUser(client.id, { memberships: [{ organisationId: dist.id, role: 0 }] }),
    quarry: await createUser(client.id, { memberships: [{ organisationId: quarry.id, role: 4 }] }),
  };
  const get = async (headers: Record<string, string>, groupBy = "configuration", h = host) =>
    call(analyticsRoute, {
      method: "GET",
      host: h,
      headers,
      path: `/api/v1/analytics/service-life?groupBy=${groupBy}`,
    });
  return { client, host, other, otherAdmin, users, dist, quarry, config, site, get };
}

describe("service-life analytics", () => {
  it("a customer's cohorts hold only its hoses, with the Kaplan-Meier estimate", async () => {
    const s = await setup();
    const res = await s.get(await bearerHeaders(s.users.quarry, s.quarry.id));
    expect(res.status).toBe(200);
    const body = res.body as ServiceLife;
    expect(body.cohorts).toHaveLength(1);
    const c = body.cohorts[0]!;
    expect(c).toMatchObject({ key: s.config.id, label: "2SN 1/2", hoses: 5, failures: 2 });
    // 12 months: 5 at risk, 1 fails -> 0.8; 24 months: 4 at risk, 1 fails -> 0.6.
    expect(c.curve).toEqual([
      { months: 0, survival: 1 },
      { months: 12, survival: 0.8 },
      { months: 24, survival: 0.6 },
    ]);
    expect(c.p10Months).toBe(12);
    expect(c.medianMonths).toBeNull();
    expect(body.failureModes.map((m) => m.reason).sort()).toEqual(["abrasion", "crimp_leak"]);
  });

  it("a distributor sees its customers' hoses; a client admin all; groups by site and type", async () => {
    const s = await setup();
    const dist = (await s.get(await bearerHeaders(s.users.dist, s.dist.id))).body as ServiceLife;
    expect(dist.cohorts.map((c) => [c.hoses, c.failures])).toEqual([[5, 2]]);
    const admin = (await s.get(await bearerHeaders(s.users.admin, "admin"))).body as ServiceLife;
    expect(admin.cohorts.map((c) => [c.hoses, c.failures])).toEqual([[6, 3]]);
    const bySite = (await s.get(await bearerHeaders(s.users.admin, "admin"), "site")).body as ServiceLife;
    expect(bySite.cohorts.map((c) => [c.label, c.hoses]).sort()).toEqual([
      ["Pit", 5],
      ["Quay", 1],
    ]);
    const byType = (await s.get(await bearerHeaders(s.users.admin, "admin"), "hoseType")).body as ServiceLife;
    expect(byType.cohorts.map((c) => c.label)).toEqual(["2SN"]);
  });

  it("another client's admin sees nothing of them; a bad groupBy is 422", async () => {
    const s = await setup();
    const other = s.other.hostnames[0]!.hostname;
    const res = await s.get(await bearerHeaders(s.otherAdmin, "admin"), "configuration", other);
    expect(res).toMatchObject({ status: 200, body: { cohorts: [], failureModes: [] } });
    const bad = await s.get(await bearerHeaders(s.users.admin, "admin"), "colour");
    expect(bad.status).toBe(422);
  });
});
