import { describe, expect, it } from "vitest";
import { roleFlags, type OrganisationMembership, type RoleSubject } from "@/lib/core/roles";
import { actingFor, isCurrent, mainMenu, userMenu, type MenuInput } from "@/lib/portal/menu";

const org = (over: Partial<OrganisationMembership> = {}): OrganisationMembership => ({
  id: "org-1",
  name: "Northern Hose Supply",
  isDistributor: false,
  role: 0,
  receiveQuotes: false,
  accountCode: "NORTH1",
  fields: {},
  configurationsVisible: true,
  ...over,
});

function input(subject: Partial<RoleSubject>, organisation: OrganisationMembership | "admin"): MenuInput {
  const s: RoleSubject = {
    clientAdmin: false,
    systemAdmin: false,
    ofCurrentClient: true,
    organisations: [],
    ...subject,
  };
  return { flags: roleFlags(s, organisation), organisation, user: { systemAdmin: s.systemAdmin } };
}

const labels = (items: Array<{ label: string }>) => items.map((i) => i.label);

describe("main menu (SPEC §2.2)", () => {
  it("client admin", () => {
    const menu = mainMenu(input({ clientAdmin: true }, "admin"));
    expect(labels(menu)).toEqual([
      "Dashboard",
      "Organisations",
      "Users",
      "Configuration library",
      "Tagged hoses",
      "Inspections",
      "Quote requests",
      "Compliance packs",
    ]);
    expect(menu.map((i) => i.href)).toEqual([
      "/portal/admin",
      "/portal/admin/organisations",
      "/portal/admin/users",
      "/portal/admin/hose-configurations",
      "/portal/admin/hoses",
      "/portal/admin/inspections",
      "/portal/admin/quote-requests",
      "/portal/admin/compliance-packs",
    ]);
  });

  it("system admin who is also client admin adds Manage clients and Tag management", () => {
    expect(labels(mainMenu(input({ clientAdmin: true, systemAdmin: true }, "admin"))).slice(0, 4)).toEqual([
      "Dashboard",
      "Manage clients",
      "Tag management",
      "Organisations",
    ]);
  });

  it("system admin of another client: only the dashboard and the system screens", () => {
    expect(labels(mainMenu(input({ clientAdmin: true, systemAdmin: true, ofCurrentClient: false }, "admin")))).toEqual([
      "Dashboard",
      "Manage clients",
      "Tag management",
    ]);
  });

  it.each([
    [2, true],
    [1, true],
    [0, false],
    [4, false],
  ])("distributor with role %i (Users, Compliance packs: %s)", (role, users) => {
    const o = org({ isDistributor: true, role });
    const expected = [
      "Dashboard",
      "Customers",
      ...(users ? ["Users"] : []),
      "Configuration library",
      "Tagged hoses",
      "Inspections",
      "Quote requests",
      ...(users ? ["Compliance packs"] : []),
    ];
    const menu = mainMenu(input({ organisations: [o] }, o));
    expect(labels(menu)).toEqual(expected);
    expect(menu[1]!.href).toBe("/portal/org-1/organisations");
  });

  it.each([
    [2, true],
    [1, true],
    [0, false],
    [4, false],
  ])("customer with role %i (Users, Compliance packs: %s)", (role, users) => {
    const o = org({ role });
    const expected = [
      "Dashboard",
      "Sites & zones",
      ...(users ? ["Users"] : []),
      "Configuration library",
      "Tagged hoses",
      "Inspections",
      "Quote requests",
      ...(users ? ["Compliance packs"] : []),
    ];
    expect(labels(mainMenu(input({ organisations: [o] }, o)))).toEqual(expected);
  });

  it("customer whose configurations are hidden has no Configuration library", () => {
    const o = org({ role: 2, configurationsVisible: false });
    expect(labels(mainMenu(input({ organisations: [o] }, o)))).toEqual([
      "Dashboard",
      "Sites & zones",
      "Users",
      "Tagged hoses",
      "Inspections",
      "Quote requests",
      "Compliance packs",
    ]);
  });
});

describe("user menu (SPEC §2.2)", () => {
  it("client admin: profile, client settings and manufacturers, create organisation, logout", () => {
    const menu = userMenu(input({ clientAdmin: true }, "admin"));
    expect(labels(menu)).toEqual([
      "Your profile",
      "Activity",
      "Integrations",
      "Checklist templates",
      "Life policies",
      "Competence approvals",
      "Client settings",
      "Client manufacturers",
      "Create new organisation",
      "Logout",
    ]);
    expect(menu.find((i) => i.label === "Activity")!.href).toBe("/portal/admin/activity");
    expect(menu.find((i) => i.label === "Checklist templates")!.href).toBe("/portal/admin/checklists");
    expect(menu.find((i) => i.label === "Client settings")!.href).toBe("/portal/admin/client-settings");
    expect(menu.at(-1)).toMatchObject({ href: "/logout", plain: true });
  });

  it("client admin: Client users of the current client", () => {
    const menu = userMenu({ ...input({ clientAdmin: true }, "admin"), clientId: "client-1" });
    expect(labels(menu)).toEqual([
      "Your profile",
      "Activity",
      "Integrations",
      "Checklist templates",
      "Life policies",
      "Competence approvals",
      "Client settings",
      "Client manufacturers",
      "Client users",
      "Create new organisation",
      "Logout",
    ]);
    expect(menu.find((i) => i.label === "Client users")!.href).toBe("/portal/admin/clients/client-1/users");
    const o = org({ role: 1 });
    expect(labels(userMenu({ ...input({ organisations: [o] }, o), clientId: "client-1" }))).not.toContain(
      "Client users",
    );
  });

  it("system admin never gets Create new organisation", () => {
    expect(labels(userMenu(input({ clientAdmin: true, systemAdmin: true }, "admin")))).toEqual([
      "Your profile",
      "Activity",
      "Integrations",
      "Checklist templates",
      "Life policies",
      "Competence approvals",
      "Client settings",
      "Client manufacturers",
      "Logout",
    ]);
  });

  it("an organisation's Admin gets its settings and its Activity", () => {
    const o = org({ isDistributor: true, role: 2 });
    const menu = userMenu(input({ organisations: [o] }, o));
    expect(labels(menu)).toEqual([
      "Your profile",
      "Northern Hose Supply settings",
      "Activity",
      "Integrations",
      "Checklist templates",
      "Life policies",
      "Competence approvals",
      "Create new organisation",
      "Logout",
    ]);
    expect(menu[1]!.href).toBe("/portal/org-1/organisation-settings");
    expect(menu[2]!.href).toBe("/portal/org-1/activity");
    expect(menu[3]!.href).toBe("/portal/org-1/integrations");
  });

  it("Manager: no settings; several organisations: Switch organisations", () => {
    const o = org({ role: 1 });
    const other = org({ id: "org-2", name: "Harbour Cranes Ltd" });
    expect(labels(userMenu(input({ organisations: [o, other] }, o)))).toEqual([
      "Your profile",
      "Switch organisations",
      "Logout",
    ]);
  });

  it("acting for: the organisation, else the admin role (a system admin's, when one)", () => {
    const clientAdmin = { systemAdmin: false };
    const systemAdmin = { systemAdmin: true };
    expect(actingFor({ organisation: "admin", user: clientAdmin })).toBe("Client admin");
    expect(actingFor({ organisation: "admin", user: systemAdmin })).toBe("System admin");
    expect(actingFor({ organisation: org(), user: clientAdmin })).toBe("Northern Hose Supply");
  });
});

describe("current page", () => {
  it("the dashboard only on its own path; others also on their dialog routes", () => {
    expect(isCurrent({ href: "/portal/admin", exact: true }, "/portal/admin")).toBe(true);
    expect(isCurrent({ href: "/portal/admin", exact: true }, "/portal/admin/users")).toBe(false);
    expect(isCurrent({ href: "/portal/admin/users" }, "/portal/admin/users/add")).toBe(true);
    expect(isCurrent({ href: "/portal/admin/users" }, "/portal/admin/users-other")).toBe(false);
  });
});
