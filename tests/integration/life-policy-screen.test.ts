import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/core/errors";
import { db } from "@/lib/db/client";
import { getLifePolicyScreen } from "@/lib/hoses/life-policy-screen";
import { setLifePolicy } from "@/lib/hoses/set-life-policy";
import { ctxFor } from "../fixtures/ctx";
import {
  createClient,
  createHoseConfiguration,
  createOrganisation,
  createUser,
  createZone,
} from "../fixtures/factories";

/** The life-policy screen's reads: who may open it, what it offers each caller, what it shows. */
async function setup() {
  const client = await createClient({ name: "Hose Co" });
  const distributor = await createOrganisation(client.id, { name: "Northern", isDistributor: true });
  const customer = await createOrganisation(client.id, { name: "Quarry", distributorId: distributor.id });
  const other = await createOrganisation(client.id, { name: "Elsewhere" });
  const site = await createZone(client.id, customer.id, null, "Main Quarry");
  const config = await createHoseConfiguration(client.id, customer.id, { name: "2SN 1/2" });
  const otherSite = await createZone(client.id, other.id, null, "Far Site");
  const clientAdmin = await createUser(client.id, { clientAdmin: true });
  const distAdmin = await createUser(client.id, { memberships: [{ organisationId: distributor.id, role: 2 }] });
  const custAdmin = await createUser(client.id, { memberships: [{ organisationId: customer.id, role: 2 }] });
  const manager = await createUser(client.id, { memberships: [{ organisationId: customer.id, role: 1 }] });
  const user = await createUser(client.id, { memberships: [{ organisationId: customer.id, role: 0 }] });
  const readOnly = await createUser(client.id, { memberships: [{ organisationId: customer.id, role: 4 }] });
  const as = (u: { id: string }, org: string) => ctxFor(u.id, client.id, org);
  return {
    client,
    distributor,
    customer,
    other,
    site,
    config,
    otherSite,
    as,
    clientAdmin,
    distAdmin,
    custAdmin,
    manager,
    user,
    readOnly,
  };
}

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return "OK";
  } catch (e) {
    return e instanceof AppError ? e.code : String(e);
  }
};

describe("life-policy screen", () => {
  it("is refused to Managers, Users and Read-only members (403)", async () => {
    const s = await setup();
    for (const u of [s.manager, s.user, s.readOnly])
      expect(await codeOf(getLifePolicyScreen(await s.as(u, s.customer.id)))).toBe("FORBIDDEN");
  });

  it("a customer's Admin: its own level, sites and configurations; the client's policy shown, not editable", async () => {
    const s = await setup();
    await setLifePolicy(await s.as(s.clientAdmin, "admin"), {
      level: "client",
      targetId: s.client.id,
      inspectionMonths: null,
      replacementMonths: null,
      maxAgeMonths: 72,
      maxStorageMonths: 24,
      warningMonths: null,
    });
    await setLifePolicy(await s.as(s.custAdmin, s.customer.id), {
      level: "zone",
      targetId: s.site.id,
      inspectionMonths: 3,
      replacementMonths: null,
      maxAgeMonths: null,
      maxStorageMonths: null,
      warningMonths: null,
    });
    await setLifePolicy(await s.as(s.clientAdmin, "admin"), {
      level: "zone",
      targetId: s.otherSite.id,
      inspectionMonths: 2,
      replacementMonths: null,
      maxAgeMonths: null,
      maxStorageMonths: null,
      warningMonths: null,
    });
    const data = await getLifePolicyScreen(await s.as(s.custAdmin, s.customer.id));
    expect(data.scope).toBe(s.customer.id);
    expect(data.targets).toEqual({
      client: [],
      distributor: [],
      customer: [{ value: s.customer.id, label: "Quarry" }],
      zone: [{ value: s.site.id, label: "Main Quarry" }],
      configuration: [{ value: s.config.id, label: "2SN 1/2" }],
    });
    // The other customer's site policy is not in reach; the client's shows as set above.
    expect(data.policies.map((p) => [p.level, p.name, p.editable])).toEqual([
      ["client", "Hose Co", false],
      ["zone", "Main Quarry", true],
    ]);
    expect(data.policies[1]).toMatchObject({ organisationId: s.customer.id, values: { inspectionMonths: 3 } });
  });

  it("a distributor's Admin reaches its customers; another organisation is not found (404)", async () => {
    const s = await setup();
    const ctx = await s.as(s.distAdmin, s.distributor.id);
    const own = await getLifePolicyScreen(ctx);
    expect(own.organisations.map((o) => o.label)).toEqual(["Northern", "Quarry"]);
    expect(own.targets.distributor).toEqual([{ value: s.distributor.id, label: "Northern" }]);
    expect(own.targets.customer).toEqual([{ value: s.customer.id, label: "Quarry" }]);
    const theirs = await getLifePolicyScreen(ctx, s.customer.id);
    expect(theirs.targets.zone).toEqual([{ value: s.site.id, label: "Main Quarry" }]);
    expect(await codeOf(getLifePolicyScreen(ctx, s.other.id))).toBe("NOT_FOUND");
  });

  it("a client admin: every level; a foreign client's organisation is not found", async () => {
    const s = await setup();
    const ctx = await s.as(s.clientAdmin, "admin");
    const data = await getLifePolicyScreen(ctx);
    expect(data.scope).toBeNull();
    expect(data.targets.client).toEqual([{ value: s.client.id, label: "Hose Co" }]);
    expect(data.targets.customer.map((t) => t.label)).toEqual(["Elsewhere", "Quarry"]);
    expect(data.targets.zone).toEqual([]);
    expect((await getLifePolicyScreen(ctx, s.other.id)).targets.zone).toEqual([
      { value: s.otherSite.id, label: "Far Site" },
    ]);
    const foreign = await createClient();
    const foreignOrg = await createOrganisation(foreign.id);
    expect(await codeOf(getLifePolicyScreen(ctx, foreignOrg.id))).toBe("NOT_FOUND");
    expect(await db().lifePolicy.count({ where: { clientId: s.client.id } })).toBe(0);
  });
});
