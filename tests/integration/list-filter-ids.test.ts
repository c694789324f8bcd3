import { describe, expect, it } from "vitest";
import { GET as hoseConfigurationsRoute } from "@/app/api/v1/hose-configurations/route";
import { GET as hoseMetaRoute } from "@/app/api/v1/hoseMeta/route";
import { GET as hosesExportRoute } from "@/app/api/v1/hoses/export/route";
import { GET as hosesRoute } from "@/app/api/v1/hoses/route";
import { GET as inspectionsExportRoute } from "@/app/api/v1/inspections/export/route";
import { GET as inspectionsRoute } from "@/app/api/v1/inspections/route";
import { GET as organisationsRoute } from "@/app/api/v1/organisations/route";
import { GET as quotesRoute } from "@/app/api/v1/quotes/route";
import { GET as sitesRoute } from "@/app/api/v1/sites/route";
import { GET as usersRoute } from "@/app/api/v1/users/route";
import { addMonthsUtc, today } from "@/lib/dates";
import { listHoses } from "@/lib/hoses/list-hoses";
import { listInspections } from "@/lib/inspections/list-inspections";
import { listQueryFromSearchParams } from "@/lib/lists/route-query";
import { bearerHeaders } from "../fixtures/bearer";
import { ctxFor } from "../fixtures/ctx";
import { createClient, createHose, createOrganisation, createUser } from "../fixtures/factories";
import { call } from "../fixtures/http";

/**
 * A list filter that takes ids, given something that is not one: Postgres refuses the cast
 * (P2007) and the whole load failed. The API answers 422 in the documented shape before any
 * query; a page URL leaves that filter out and shows the list with the others.
 */
async function setup() {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  const dist = await createOrganisation(client.id, { isDistributor: true });
  const customer = await createOrganisation(client.id, { distributorId: dist.id });
  const hose = await createHose(client.id, customer.id, { installationDate: addMonthsUtc(today(), -2) });
  const admin = await createUser(client.id, { clientAdmin: true });
  const customerAdmin = await createUser(client.id, { memberships: [{ organisationId: customer.id, role: 2 }] });
  return { client, host, dist, customer, hose, admin, customerAdmin };
}

const filtersPath = (filters: Record<string, unknown>) => `/?filters=${encodeURIComponent(JSON.stringify(filters))}`;

describe("id filters with a value that is not an id", () => {
  it("answer 422 on every list of the API, naming the filter", async () => {
    const s = await setup();
    const admin = await bearerHeaders(s.admin, "admin");
    const customer = await bearerHeaders(s.customerAdmin, s.customer.id);
    const cases = [
      { route: hosesRoute, headers: admin, key: "customer" },
      { route: hosesRoute, headers: admin, key: "distributor" },
      { route: hosesRoute, headers: customer, key: "zone" },
      { route: hosesRoute, headers: customer, key: "hose" },
      { route: hosesRoute, headers: customer, key: "configuration" },
      { route: hosesExportRoute, headers: customer, key: "configuration" },
      { route: inspectionsRoute, headers: admin, key: "customer" },
      { route: inspectionsRoute, headers: customer, key: "hose" },
      { route: inspectionsRoute, headers: customer, key: "zone" },
      { route: inspectionsExportRoute, headers: customer, key: "hose" },
      { route: hoseMetaRoute, headers: admin, key: "distributor" },
      { route: quotesRoute, headers: customer, key: "distributor" },
      { route: quotesRoute, headers: admin, key: "customer" },
      { route: organisationsRoute, headers: admin, key: "distributor" },
      { route: hoseConfigurationsRoute, headers: customer, key: "organisationId" },
      { route: sitesRoute, headers: customer, key: "organisationId" },
      { route: usersRoute, headers: admin, key: "organisation" },
    ];
    for (const { route, headers, key } of cases) {
      for (const value of ["not-an-id", ["not-an-id"], [s.customer.id, "1 OR 1=1"]]) {
        const res = await call(route, { host: s.host, headers, path: filtersPath({ [key]: value }) });
        expect({ key, value, status: res.status, body: res.body }).toEqual({
          key,
          value,
          status: 422,
          body: { filters: [`The ${key} filter must hold ids`] },
        });
      }
    }
    // A well-formed id still filters; a blank one is no filter.
    const ok = await call(hosesRoute, {
      host: s.host,
      headers: admin,
      path: filtersPath({ customer: [s.customer.id] }),
    });
    expect(ok).toMatchObject({ status: 200, body: { totalItems: 1 } });
    const blank = await call(inspectionsRoute, { host: s.host, headers: customer, path: filtersPath({ hose: "" }) });
    expect(blank.status).toBe(200);
  });

  it("are left out of a list page's URL, the other filters kept", async () => {
    const s = await setup();
    const ctx = await ctxFor(s.admin.id, s.client.id, "admin");
    const query = listQueryFromSearchParams({
      filters: JSON.stringify([
        { key: "customer", value: "not-an-id" },
        { key: "hose", value: "not-an-id" },
        { key: "status", value: ["0"] },
      ]),
    });
    expect(query.filters).toEqual({ status: ["0"] });
    await expect(listHoses(ctx, query)).resolves.toMatchObject({ totalItems: 1 });
    await expect(listInspections(ctx, query)).resolves.toMatchObject({ totalItems: 0 });
  });
});
