import type { RoleFlags } from "@/lib/core/roles";
import { filteredHref } from "@/lib/lists/route-query";
import type { OrganisationRow } from "./organisation-row";

export type OrganisationLabels = { add: string; edit: string; save: string };
const ORGANISATION_LABELS: OrganisationLabels = {
  add: "Add organisation",
  edit: "Edit organisation",
  save: "Save organisation",
};
const CUSTOMER_LABELS: OrganisationLabels = { add: "Add customer", edit: "Edit customer", save: "Save customer" };

/**
 * What the Organisations / Customers screen offers to whom (SPEC §2.5, 6). Pure: the pages and
 * dialogs read it, the unit tests pin it down; the services enforce the same rules again.
 */
export function organisationsScreen(flags: RoleFlags) {
  return {
    /** Client admins see every organisation; a distributor its customers; customers nothing. */
    allowed: flags.isClientAdmin || flags.isDistributor,
    title: flags.isClientAdmin ? "Organisations" : "Customers",
    /** What a distributor adds and edits is always one of its customers, and says so. */
    labels: flags.isClientAdmin ? ORGANISATION_LABELS : CUSTOMER_LABELS,
    /** SPEC §6: CSV export for admins and client admins. */
    canExport: flags.isAdmin,
    /**
     * Add and edit: client admins (any organisation) and distributors who are not read-only
     * (their own customers, which the service links to them).
     */
    canEdit: flags.isClientAdmin || (flags.isDistributor && !flags.isReadOnly),
    /** Archive and unarchive stay client admin rights (SPEC §6). */
    canArchive: flags.isClientAdmin,
    /** Green 'Link new customer': non-client-admins who are not read-only (distributors). */
    canLink: !flags.isClientAdmin && flags.isDistributor && !flags.isReadOnly,
    /** Client admins see the organisation type and distributor columns. */
    showType: flags.isClientAdmin,
    /** The organisation form's isDistributor switch and distributor selector. */
    chooseDistributor: flags.isClientAdmin,
  };
}

export type OrganisationRowAction =
  | "view"
  | "hoses"
  | "inspections"
  | "quotes"
  | "sites"
  | "users"
  | "edit"
  | "archive"
  | "unarchive"
  | "unlink"
  | "hideConfigurations"
  | "showConfigurations";

type RowFacts = { isDistributor: boolean; deletedAt: string | null; distributorConfigurationsVisible: boolean };

/** SPEC §6 organisation list actions, in menu order. */
export function organisationRowActions(flags: RoleFlags, row: RowFacts): OrganisationRowAction[] {
  const actions: OrganisationRowAction[] = ["view", "hoses", "inspections", "quotes"];
  // A customer's sites and zones (SPEC §2.5 SitesAndZones, with that customer chosen).
  if (!row.isDistributor) actions.push("sites");
  if (flags.isClientAdmin) {
    actions.push("users", "edit", row.deletedAt ? "unarchive" : "archive");
  } else if (flags.isDistributor && !flags.isReadOnly) {
    actions.push("edit", row.distributorConfigurationsVisible ? "hideConfigurations" : "showConfigurations", "unlink");
  }
  return actions;
}

/** A linked customer whose distributor's configurations are hidden shows 'Configs hidden'. */
export function configurationsHidden(row: RowFacts & { distributorId: string | null }): boolean {
  return !row.isDistributor && row.distributorId !== null && !row.distributorConfigurationsVisible;
}

/**
 * The other screens an organisation row links to, filtered to it: its hoses, inspections and
 * quotes (by distributor or customer), a customer's sites and zones, and, for client admins, its users.
 */
export function organisationLinks(base: string, row: { id: string; isDistributor: boolean; accountCode: string }) {
  const side = row.isDistributor ? "distributor" : "customer";
  return {
    view: `${base}/organisations/${row.id}/view`,
    edit: `${base}/organisations/${row.id}`,
    archive: `${base}/organisations/${row.id}/delete`,
    unlink: `${base}/organisations/link/${row.accountCode}`,
    hoses: filteredHref(`${base}/hoses`, { [side]: row.id }),
    inspections: filteredHref(`${base}/inspections`, { [side]: row.id }),
    quotes: filteredHref(`${base}/quote-requests`, { [side]: row.id }),
    users: filteredHref(`${base}/users`, { organisation: row.id }),
    sites: `${base}/sites-and-zones?customer=${row.id}`,
  };
}

/** A row of the list as the screen hands it to the browser: the row, its actions and links. */
export type OrganisationListItem = OrganisationRow & {
  actions: OrganisationRowAction[];
  links: ReturnType<typeof organisationLinks>;
  configsHidden: boolean;
};

export function toOrganisationListItem(flags: RoleFlags, base: string, row: OrganisationRow): OrganisationListItem {
  return {
    ...row,
    actions: organisationRowActions(flags, row),
    links: organisationLinks(base, row),
    configsHidden: configurationsHidden(row),
  };
}
