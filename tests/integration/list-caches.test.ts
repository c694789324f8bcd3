import { describe, expect, it } from "vitest";
import { DELETE as archiveRoute } from "@/app/api/v1/hoses/[id]/route";
import { GET as listRoute } from "@/app/api/v1/hoses/route";
import { GET as inspectionsRoute } from "@/app/api/v1/inspections/route";
import { DELETE as unlinkRoute } from "@/app/api/v1/organisations/link/[ref]/route";
import { db } from "@/lib/db/client";
import { bearerHeaders } from "../fixtures/bearer";
import { createClient, createHose, createOrganisation, createUser } from "../fixtures/factories";
import { call } from "../fixtures/http";

/**
 * The per-process caches of the big lists (lib/lists/total-cache.ts): a total of 1000 hoses or
 * more, and the Customer and Distributor filter options, are kept while the tenant's stamp is
 * unchanged. Every write must show at once, and no tenant or scope may see another's.
 */
type ListBody = {
  totalItems: number;
  items: Array<{ id: string; customerName: string }>;
  filters: Array<{ id: string; options: Array<{ value: string; label: string }> }>;
};

async function list(host: string, headers: Record<string, string>, route = listRoute): Promise<ListBody> {
  const res = await call(route, { host, headers, path: "/?limit=15" });
  expect(res.status).toBe(200);
  return res.body as ListBody;
}

const optionLabels = (body: ListBody, id: string) =>
  body.filters.find((f) => f.id === id)?.options.map((o) => o.label) ?? [];

async function setup() {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  const dist = await createOrganisation(client.id, { isDistributor: true, name: "North" });
  const quarry = await createOrganisation(client.id, { name: "Quarry", distributorId: dist.id });
  const mill = await createOrganisation(client.id, { name: "Mill", distributorId: dist.id });
  const admin = await createUser(client.id, { clientAdmin: true });
  const distUser = await createUser(client.id, { memberships: [{ organisationId: dist.id, role: 2 }] });
  return {
    client,
    host,
    dist,
    quarry,
    mill,
    asAdmin: () => bearerHeaders(admin, "admin"),
    asDist: () => bearerHeaders(distUser, dist.id),
  };
}

describe("list caches", () => {
  it("show a renamed, added or archived organisation in the filter options at once", async () => {
    const s = await setup();
    expect(optionLabels(await list(s.host, await s.asAdmin()), "customer")).toEqual(["Mill", "Quarry"]);
    expect(optionLabels(await list(s.host, await s.asAdmin()), "distributor")).toEqual(["North"]);

    await db().organisation.update({ where: { id: s.quarry.id }, data: { name: "Big Quarry" } });
    await createOrganisation(s.client.id, { isDistributor: true, name: "South" });
    const afterRename = await list(s.host, await s.asAdmin());
    expect(optionLabels(afterRename, "customer")).toEqual(["Big Quarry", "Mill"]);
    expect(optionLabels(afterRename, "distributor")).toEqual(["North", "South"]);
    // The inspection list shares the options (and their cache).
    expect(optionLabels(await list(s.host, await s.asAdmin(), inspectionsRoute), "customer")).toEqual([
      "Big Quarry",
      "Mill",
    ]);

    // A distributor's options are its own customers; unlinking one removes it and its hoses.
    const millHose = await createHose(s.client.id, s.mill.id);
    const before = await list(s.host, await s.asDist());
    expect(optionLabels(before, "customer")).toEqual(["Big Quarry", "Mill"]);
    expect(before.items.map((h) => h.id)).toContain(millHose.id);
    const unlinked = await call(unlinkRoute, {
      method: "DELETE",
      host: s.host,
      headers: await s.asDist(),
      params: { ref: s.mill.id },
    });
    expect(unlinked.status).toBe(200);
    const after = await list(s.host, await s.asDist());
    expect(optionLabels(after, "customer")).toEqual([]);
    expect(after.items.map((h) => h.id)).not.toContain(millHose.id);
    expect(after.totalItems).toBe(0);
  });

  it("never answer one tenant's options or totals to another with the same filters", async () => {
    const a = await setup();
    const b = await setup();
    await db().organisation.update({ where: { id: b.quarry.id }, data: { name: "Other Quarry" } });
    expect(optionLabels(await list(a.host, await a.asAdmin()), "customer")).toEqual(["Mill", "Quarry"]);
    expect(optionLabels(await list(b.host, await b.asAdmin()), "customer")).toEqual(["Mill", "Other Quarry"]);
    await createHose(b.client.id, b.quarry.id);
    expect((await list(a.host, await a.asAdmin())).totalItems).toBe(0);
    expect((await list(b.host, await b.asAdmin())).totalItems).toBe(1);
  });

  it("count a cached total of 1000 hoses again after a hose is added or archived", async () => {
    const s = await setup();
    await db().hose.createMany({
      data: Array.from({ length: 1000 }, (_, i) => ({
        clientId: s.client.id,
        customerOrganisationId: s.quarry.id,
        name: `Bulk ${i}`,
      })),
    });
    expect((await list(s.host, await s.asAdmin())).totalItems).toBe(1000);
    expect((await list(s.host, await s.asAdmin())).totalItems).toBe(1000);

    const added = await createHose(s.client.id, s.mill.id);
    expect((await list(s.host, await s.asAdmin())).totalItems).toBe(1001);
    const archived = await call(archiveRoute, {
      method: "DELETE",
      host: s.host,
      headers: await s.asAdmin(),
      params: { id: added.id },
      body: { notes: "Worn out" },
    });
    expect(archived.status).toBe(200);
    expect((await list(s.host, await s.asAdmin())).totalItems).toBe(1000);
  });
});
