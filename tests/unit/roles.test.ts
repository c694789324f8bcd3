import { describe, expect, it } from "vitest";
import {
  assignableRoles,
  landingPath,
  roleFlags,
  type OrganisationMembership,
  type RoleSubject,
} from "@/lib/core/roles";

const org = (role: number, isDistributor = false, id = `org-${role}`): OrganisationMembership => ({
  id,
  name: `Org ${role}`,
  isDistributor,
  role,
  receiveQuotes: false,
  accountCode: "ABC123",
  fields: {},
  configurationsVisible: true,
});
const subject = (over: Partial<RoleSubject> = {}): RoleSubject => ({
  clientAdmin: false,
  systemAdmin: false,
  ofCurrentClient: true,
  organisations: [],
  ...over,
});

describe("role derivations (SPEC §6)", () => {
  it.each([
    // role, isUserAdmin, isAdmin, isReadOnly
    [0, false, false, false],
    [1, true, false, false],
    [2, true, true, false],
    [4, false, false, true],
  ])("organisation role %i", (role, userAdmin, admin, readOnly) => {
    const o = org(role);
    const f = roleFlags(subject({ organisations: [o] }), o);
    expect([f.isUserAdmin, f.isAdmin, f.isReadOnly, f.isClientAdmin]).toEqual([userAdmin, admin, readOnly, false]);
  });

  it("client admin rights need the flag AND the user's client to be the current one", () => {
    expect(roleFlags(subject({ clientAdmin: true }), "admin")).toMatchObject({
      isClientAdmin: true,
      isAdmin: true,
      isUserAdmin: true,
    });
    expect(roleFlags(subject({ clientAdmin: true, ofCurrentClient: false }), "admin")).toMatchObject({
      isClientAdmin: false,
      isAdmin: false,
    });
  });

  it("a client admin is never read-only; distributor/customer follow the selected organisation", () => {
    const ro = org(4, true);
    expect(roleFlags(subject({ clientAdmin: true, organisations: [ro] }), ro)).toMatchObject({
      isReadOnly: false,
      isDistributor: true,
      isCustomer: false,
    });
    const c = org(0, false);
    expect(roleFlags(subject({ organisations: [c] }), c)).toMatchObject({ isDistributor: false, isCustomer: true });
    expect(roleFlags(subject(), null)).toMatchObject({ isDistributor: false, isCustomer: false });
  });

  it("multi-organisation means more than one organisation", () => {
    expect(roleFlags(subject({ organisations: [org(0)] }), null).isMultiOrg).toBe(false);
    expect(roleFlags(subject({ organisations: [org(0), org(1)] }), null).isMultiOrg).toBe(true);
  });
});

describe("landing after login (SPEC §2.3)", () => {
  it("admins -> portal admin; several orgs -> selection; one -> its portal; none -> create", () => {
    expect(landingPath(subject({ clientAdmin: true }))).toBe("/portal/admin");
    expect(landingPath(subject({ systemAdmin: true }))).toBe("/portal/admin");
    expect(landingPath(subject({ organisations: [org(0, false, "a"), org(1, false, "b")] }))).toBe(
      "/select-organisation",
    );
    expect(landingPath(subject({ organisations: [org(0, false, "only")] }))).toBe("/portal/only");
    expect(landingPath(subject())).toBe("/create-organisation");
  });
});

describe("role picker (SPEC §5)", () => {
  it("offers Admin only to client admins and to users whose role is above Manager (not read-only)", () => {
    const flags = (role: number, clientAdmin = false) =>
      roleFlags(subject({ clientAdmin, organisations: [org(role)] }), org(role));
    expect(assignableRoles(flags(1), 1)).toEqual([4, 0, 1]);
    expect(assignableRoles(flags(2), 2)).toEqual([4, 0, 1, 2]);
    expect(assignableRoles(flags(4), 4)).toEqual([4, 0, 1]);
    expect(assignableRoles(flags(0, true), null)).toEqual([4, 0, 1, 2]);
  });
});
