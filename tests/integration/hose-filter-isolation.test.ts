import { describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/v1/hoses/route";
import { bearerHeaders } from "../fixtures/bearer";
import { createClient, createOrganisation, createUser, createZone } from "../fixtures/factories";
import { call } from "../fixtures/http";

type Filter = { id: string; options: Array<{ value: string; label: string }> };

/**
 * The hose list's filter options stay within what the caller may see: a customer id put into
 * `filters.customer` by hand must not hand back that organisation's site and zone tree.
 */
describe("hose list filter options", () => {
  it("lists Location options only for a customer the caller sees", async () => {
    const client = await createClient();
    const host = client.hostnames[0]!.hostname;
    const north = await createOrganisation(client.id, { isDistributor: true });
    const south = await createOrganisation(client.id, { isDistributor: true });
    const quarry = await createOrganisation(client.id, { distributorId: north.id });
    // Two customers: the Location filter is not preset to the only one.
    await createOrganisation(client.id, { distributorId: north.id });
    const riverside = await createOrganisation(client.id, { distributorId: south.id });
    await createZone(client.id, quarry.id, null, "Main Quarry");
    await createZone(client.id, riverside.id, null, "Factory");
    const user = await createUser(client.id, { memberships: [{ organisationId: north.id, role: 2 }] });
    // A distributor with no customers at all (anyone may register one).
    const empty = await createOrganisation(client.id, { isDistributor: true });
    const stranger = await createUser(client.id, { memberships: [{ organisationId: empty.id, role: 2 }] });

    const zones = async (u: typeof user, org: string, customer: string) => {
      const filters = encodeURIComponent(JSON.stringify({ customer: [customer] }));
      const res = await call(listRoute, {
        host,
        path: `/api/v1/hoses?limit=1&filters=${filters}`,
        headers: await bearerHeaders(u, org),
      });
      expect(res.status).toBe(200);
      return (res.body as { filters: Filter[] }).filters.find((f) => f.id === "zone")!.options.map((o) => o.label);
    };
    expect(await zones(user, north.id, quarry.id)).toEqual(["Main Quarry"]);
    expect(await zones(user, north.id, riverside.id)).toEqual([]);
    expect(await zones(stranger, empty.id, quarry.id)).toEqual([]);
  });
});
