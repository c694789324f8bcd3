import type { OrganisationMembership, RoleFlags } from "@/lib/core/roles";
import { canKeepChecklists } from "@/lib/checklists/access";
import { canSetLifePolicies } from "@/lib/hoses/life-policy-access";
import { canApproveCompetences } from "@/lib/competences/access";
import { canOpenOrganisationSettings } from "@/lib/organisations/settings-access";
import { organisationKey } from "@/lib/core/ctx";
import type { MenuIcon, MenuLink } from "./menu-link";

export { isCurrent, type MenuIcon, type MenuLink } from "./menu-link";

/**
 * The side menu of SPEC §2.2, derived from the role flags alone (pure: the shell renders it,
 * the unit tests pin it down for each kind of user).
 */

export type MenuInput = {
  flags: RoleFlags;
  organisation: OrganisationMembership | "admin" | null;
  user: { systemAdmin: boolean };
  /** The current client: client admins manage its client admins (Client users). */
  clientId?: string;
};

/** /portal/{org}: 'admin' for client and system admins (SPEC §2.1). */
export function portalBase(organisation: MenuInput["organisation"]): string {
  return `/portal/${organisationKey({ organisation }) ?? "admin"}`;
}

export function mainMenu({ flags, organisation }: MenuInput): MenuLink[] {
  const base = portalBase(organisation);
  const link = (id: string, label: string, icon: MenuIcon): MenuLink => ({ id, label, href: `${base}/${id}`, icon });
  const items: MenuLink[] = [{ id: "dashboard", label: "Dashboard", href: base, icon: "dashboard", exact: true }];
  if (flags.isSystemAdmin)
    items.push(link("clients", "Manage clients", "clients"), link("tag-management", "Tag management", "tags"));

  const library = link("hose-configurations", "Configuration library", "configurations");
  const hoseWork = [
    link("hoses", "Tagged hoses", "hoses"),
    link("inspections", "Inspections", "inspections"),
    link("quote-requests", "Quote requests", "quotes"),
  ];
  const users = link("users", "Users", "users");

  if (flags.isClientAdmin) {
    items.push(link("organisations", "Organisations", "organisations"), users, library, ...hoseWork);
  } else if (flags.isDistributor) {
    items.push(link("organisations", "Customers", "organisations"));
    if (flags.isUserAdmin) items.push(users);
    items.push(library, ...hoseWork);
  } else if (flags.isCustomer) {
    items.push(link("sites-and-zones", "Sites & zones", "sites"));
    if (flags.isUserAdmin) items.push(users);
    const org = organisation as OrganisationMembership;
    if (org.configurationsVisible) items.push(library);
    items.push(...hoseWork);
  }
  // The PDF packs for auditors, where the customer's Admins and Managers (or its
  // distributor's, or a client admin) work; lib/compliance/access.ts decides the same.
  if (flags.isUserAdmin && (flags.isClientAdmin || flags.isDistributor || flags.isCustomer))
    items.push(link("compliance-packs", "Compliance packs", "compliance"));
  return items;
}

export function userMenu({ flags, organisation, user, clientId }: MenuInput): MenuLink[] {
  const base = portalBase(organisation);
  const items: MenuLink[] = [{ id: "your-profile", label: "Your profile", href: `${base}/your-profile` }];
  // Organisation settings belong to an organisation: its Admins (not the 'admin' portal).
  if (organisation && organisation !== "admin" && canOpenOrganisationSettings({ organisation, flags })) {
    items.push({
      id: "organisation-settings",
      label: `${organisation.name} settings`,
      href: `${base}/organisation-settings`,
    });
  }
  // The audit trail, for an organisation's Admins and (in the admin portal) client admins.
  if (flags.isAdmin && (organisation !== "admin" || flags.isClientAdmin) && organisation !== null)
    items.push(
      { id: "activity", label: "Activity", href: `${base}/activity` },
      // API keys and webhooks (lib/integrations/access.ts decides the same).
      { id: "integrations", label: "Integrations", href: `${base}/integrations` },
    );
  // Checklist templates: the client's (client admins) or a distributor's own (its Admins).
  if (organisation !== null && canKeepChecklists({ organisation, flags }))
    items.push({ id: "checklists", label: "Checklist templates", href: `${base}/checklists` });
  // Life policies: client admins and organisations' Admins (lib/hoses/life-policy-access.ts).
  if (organisation !== null && canSetLifePolicies({ organisation, flags }))
    items.push({ id: "life-policies", label: "Life policies", href: `${base}/life-policies` });
  // Approving members' self-declared competences (lib/competences/approve-competence.ts).
  if (organisation !== null && canApproveCompetences({ organisation, flags }))
    items.push({ id: "competence-approvals", label: "Competence approvals", href: `${base}/competence-approvals` });
  if (flags.isClientAdmin) {
    items.push(
      { id: "client-settings", label: "Client settings", href: `${base}/client-settings` },
      { id: "client-manufacturers", label: "Client manufacturers", href: `${base}/client-manufacturers` },
    );
    // SPEC §1: client admins manage client admin invitations; the screen needs a way in.
    if (clientId) items.push({ id: "client-users", label: "Client users", href: `${base}/clients/${clientId}/users` });
  }
  if (flags.isMultiOrg)
    items.push({ id: "switch-organisation", label: "Switch organisations", href: "/select-organisation" });
  else if (!user.systemAdmin)
    items.push({ id: "create-organisation", label: "Create new organisation", href: "/create-organisation" });
  items.push({ id: "logout", label: "Logout", href: "/logout", plain: true });
  return items;
}

/**
 * Who the user is acting for, under their name in the user menu. In the admin portal a system
 * admin is named as one (the wider role), whether or not also a client admin of this client.
 */
export function actingFor({ organisation, user }: Pick<MenuInput, "organisation" | "user">): string {
  if (organisation === "admin") return user.systemAdmin ? "System admin" : "Client admin";
  return organisation?.name ?? "";
}
