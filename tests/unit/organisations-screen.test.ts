import { describe, expect, it } from "vitest";
import { roleFlags, type OrganisationMembership } from "@/lib/core/roles";
import {
  configurationsHidden,
  organisationLinks,
  organisationRowActions,
  organisationsScreen,
} from "@/lib/organisations/screen";
import { decodeFilters } from "@/lib/lists/route-query";

const member = (role: number, isDistributor: boolean): OrganisationMembership => ({
  id: "o",
  name: "O",
  isDistributor,
  role,
  receiveQuotes: false,
  accountCode: "ABCDEF",
  fields: {},
  configurationsVisible: true,
});
const clientAdmin = roleFlags(
  { clientAdmin: true, systemAdmin: false, ofCurrentClient: true, organisations: [] },
  "admin",
);
const distributor = (role: number) => {
  const o = member(role, true);
  return roleFlags({ clientAdmin: false, systemAdmin: false, ofCurrentClient: true, organisations: [o] }, o);
};
const customer = (role: number) => {
  const o = member(role, false);
  return roleFlags({ clientAdmin: false, systemAdmin: false, ofCurrentClient: true, organisations: [o] }, o);
};
const active = { isDistributor: false, deletedAt: null, distributorConfigurationsVisible: true };

describe("Organisations screen (SPEC §2.5, 6)", () => {
  it("client admin: 'Organisations', export, manage, no link", () => {
    expect(organisationsScreen(clientAdmin)).toEqual({
      allowed: true,
      title: "Organisations",
      labels: { add: "Add organisation", edit: "Edit organisation", save: "Save organisation" },
      canExport: true,
      canEdit: true,
      canArchive: true,
      canLink: false,
      showType: true,
      chooseDistributor: true,
    });
  });

  it.each([
    [2, true, true],
    [1, false, true],
    [0, false, true],
    [4, false, false],
  ])("distributor role %i: 'Customers', export %s, link, add and edit %s", (role, canExport, canLink) => {
    expect(organisationsScreen(distributor(role))).toMatchObject({
      allowed: true,
      title: "Customers",
      labels: { add: "Add customer", edit: "Edit customer", save: "Save customer" },
      canExport,
      canLink,
      // The service lets a distributor add and edit its own customers; the screen offers it.
      canEdit: canLink,
      canArchive: false,
      showType: false,
    });
  });

  it("customers are refused", () => {
    expect(organisationsScreen(customer(2)).allowed).toBe(false);
    expect(organisationsScreen(customer(4)).allowed).toBe(false);
  });
});

describe("organisation row actions", () => {
  it("client admin: view, hoses, inspections, quotes, sites (customers), users, edit, archive or unarchive", () => {
    expect(organisationRowActions(clientAdmin, active)).toEqual([
      "view",
      "hoses",
      "inspections",
      "quotes",
      "sites",
      "users",
      "edit",
      "archive",
    ]);
    expect(organisationRowActions(clientAdmin, { ...active, isDistributor: true })).toEqual([
      "view",
      "hoses",
      "inspections",
      "quotes",
      "users",
      "edit",
      "archive",
    ]);
    expect(organisationRowActions(clientAdmin, { ...active, deletedAt: "2024-01-01T00:00:00.000Z" }).at(-1)).toBe(
      "unarchive",
    );
  });

  it("distributor (not read-only): edit, configuration visibility toggle and unlink", () => {
    expect(organisationRowActions(distributor(0), active)).toEqual([
      "view",
      "hoses",
      "inspections",
      "quotes",
      "sites",
      "edit",
      "hideConfigurations",
      "unlink",
    ]);
    expect(organisationRowActions(distributor(2), { ...active, distributorConfigurationsVisible: false })).toContain(
      "showConfigurations",
    );
  });

  it("read-only distributor: views only", () => {
    expect(organisationRowActions(distributor(4), active)).toEqual(["view", "hoses", "inspections", "quotes", "sites"]);
  });

  it("'Configs hidden' only for a linked customer with hidden configurations", () => {
    expect(configurationsHidden({ ...active, distributorId: "d", distributorConfigurationsVisible: false })).toBe(true);
    expect(configurationsHidden({ ...active, distributorId: "d" })).toBe(false);
    expect(configurationsHidden({ ...active, distributorId: null, distributorConfigurationsVisible: false })).toBe(
      false,
    );
  });

  it("links filter the other lists to the organisation", () => {
    // A real id: the lists leave out an id filter holding anything else.
    const ID = "0b5b2f8e-6c1e-4c84-9d7e-2f1a3b4c5d6e";
    const links = organisationLinks("/portal/admin", { id: ID, isDistributor: true, accountCode: "NORTH1" });
    expect(links.view).toBe(`/portal/admin/organisations/${ID}/view`);
    expect(links.unlink).toBe("/portal/admin/organisations/link/NORTH1");
    expect(links.sites).toBe(`/portal/admin/sites-and-zones?customer=${ID}`);
    const hoses = new URL(links.hoses, "http://x");
    expect(hoses.pathname).toBe("/portal/admin/hoses");
    expect(decodeFilters(hoses.searchParams.get("filters"))).toEqual({ distributor: ID });
    expect(decodeFilters(new URL(links.users, "http://x").searchParams.get("filters"))).toEqual({
      organisation: ID,
    });
  });
});
