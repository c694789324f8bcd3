import { describe, expect, it } from "vitest";
import { roleFlags, type OrganisationMembership } from "@/lib/core/roles";
import { canEditUser, roleOptions, userRowActions, usersScreen } from "@/lib/users/screen";

const member = (role: number): OrganisationMembership => ({
  id: "o",
  name: "O",
  isDistributor: true,
  role,
  receiveQuotes: false,
  accountCode: "ABCDEF",
  fields: {},
  configurationsVisible: true,
});
const inOrg = (role: number) => {
  const organisation = member(role);
  return {
    flags: roleFlags(
      { clientAdmin: false, systemAdmin: false, ofCurrentClient: true, organisations: [organisation] },
      organisation,
    ),
    organisation,
    impersonating: false,
    userId: "me",
  };
};
const clientAdmin = {
  flags: roleFlags({ clientAdmin: true, systemAdmin: false, ofCurrentClient: true, organisations: [] }, "admin"),
  organisation: "admin" as const,
  impersonating: false,
  userId: "me",
};
const row = { id: "u", clientAdmin: false, pending: false };

describe("Users screen (SPEC §2.5, 5, 6)", () => {
  it("guard userAdminRole; export for admins", () => {
    expect(usersScreen(clientAdmin)).toEqual({ allowed: true, canExport: true, clientScope: true });
    expect(usersScreen(inOrg(2))).toEqual({ allowed: true, canExport: true, clientScope: false });
    expect(usersScreen(inOrg(1))).toEqual({ allowed: true, canExport: false, clientScope: false });
    expect(usersScreen(inOrg(0)).allowed).toBe(false);
    expect(usersScreen(inOrg(4)).allowed).toBe(false);
  });

  it("Impersonate user: client admins, on other non-client-admin, non-pending users, not while impersonating", () => {
    expect(userRowActions(clientAdmin, row)).toEqual(["edit", "impersonate"]);
    expect(userRowActions(clientAdmin, { ...row, clientAdmin: true })).toEqual(["edit"]);
    expect(userRowActions(clientAdmin, { ...row, pending: true })).toEqual(["edit"]);
    expect(userRowActions(clientAdmin, { ...row, id: "me" })).toEqual(["edit"]);
    expect(userRowActions({ ...clientAdmin, impersonating: true }, row)).toEqual(["edit"]);
    expect(userRowActions(inOrg(2), row)).toEqual(["edit"]);
  });

  it("a Manager cannot edit an Admin", () => {
    expect(canEditUser(inOrg(1), { role: 2 })).toBe(false);
    expect(canEditUser(inOrg(1), { role: 1 })).toBe(true);
    expect(canEditUser(inOrg(2), { role: 2 })).toBe(true);
    expect(canEditUser(clientAdmin, { role: null })).toBe(true);
  });

  it("role picker: Admin only for Admins (and client admins); edit adds revoke", () => {
    expect(roleOptions(inOrg(1), false).map((o) => o.label)).toEqual(["Read-only", "User", "Manager"]);
    expect(roleOptions(inOrg(2), false).map((o) => o.label)).toEqual(["Read-only", "User", "Manager", "Admin"]);
    expect(
      roleOptions(inOrg(2), true)
        .map((o) => [o.value, o.label])
        .at(-1),
    ).toEqual(["3", "Revoke this user's access"]);
    expect(roleOptions(clientAdmin, false).map((o) => o.label)).toContain("Admin");
  });
});
