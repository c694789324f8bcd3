import type { RoleFlags } from "@/lib/core/roles";
import { filteredHref } from "@/lib/lists/route-query";
import { isUuid } from "@/lib/core/ids";

/**
 * What the SitesAndZones screen offers to whom (SPEC §2.5, 6), and its URLs. Pure: pages,
 * dialogs and tables read it, the unit tests pin it down; the services enforce the rules again.
 */
/** Whether the flags allow adding, editing, moving and deleting sites and zones. */
export function canChangeSites(flags: RoleFlags): boolean {
  return flags.isAdmin && !flags.isReadOnly;
}

export function sitesScreen(flags: RoleFlags) {
  return {
    /** Client admins and distributors (for their customers) and customers (their own tree). */
    allowed: flags.isClientAdmin || flags.isDistributor || flags.isCustomer,
    /** Client admins and distributors first pick a customer (kept in the URL as ?customer=). */
    pickCustomer: !flags.isCustomer,
    /** 'Add site', 'Add zone', 'Edit', 'Delete': Admins, never read-only (SPEC §6). */
    canChange: canChangeSites(flags),
  };
}

export type SitesScreen = ReturnType<typeof sitesScreen>;

/** The screen's URLs under /portal/{org}; `customerId` travels in the query when one is picked. */
export function sitesLinks(portalBase: string, screen: Pick<SitesScreen, "pickCustomer">, customerId: string) {
  const root = `${portalBase}/sites-and-zones`;
  return {
    list: screen.pickCustomer ? `${root}?customer=${encodeURIComponent(customerId)}` : root,
    addSite: `${root}/add/${customerId}`,
    addZone: (parentId: string) => `${root}/add/${customerId}/${parentId}`,
    edit: (id: string) => `${root}/${id}`,
    remove: (id: string) => `${root}/${id}/delete`,
  };
}

/** The Tagged hoses list filtered to a zone and every zone below it (filter key `zone`). */
export function zoneHosesHref(portalBase: string, zoneId: string): string {
  return filteredHref(`${portalBase}/hoses`, { zone: zoneId });
}

/** The customer a page shows: a customer its own; others the one picked in the URL, if any. */
export function chosenCustomer(
  flags: RoleFlags,
  ownOrganisationId: string | null,
  picked: string | string[] | undefined,
): string | null {
  if (flags.isCustomer) return ownOrganisationId;
  const value = Array.isArray(picked) ? picked[0] : picked;
  return value && isUuid(value) ? value : null;
}
