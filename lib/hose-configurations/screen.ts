import type { OrganisationMembership, RoleFlags } from "@/lib/core/roles";
import { actingOrganisation } from "@/lib/core/ctx";

/**
 * What the HoseConfigurations screen offers to whom (SPEC §2.2, 2.5, 6). Pure: the pages read
 * it and the unit tests pin it down; the services enforce the same rules again.
 */
type Who = { flags: RoleFlags; organisation: OrganisationMembership | "admin" | null };

export function hoseConfigurationsScreen({ flags, organisation }: Who) {
  const org = actingOrganisation({ organisation });
  // Mirrors canChangeHoseRecords (./access.ts) on the role flags.
  const canChange =
    !flags.isReadOnly && (flags.isClientAdmin || (!!org && (org.isDistributor || org.configurationsVisible)));
  return {
    /** The menu shows the library to client admins, distributors and customers with configurations visible. */
    allowed: flags.isClientAdmin || flags.isDistributor || (flags.isCustomer && !!org?.configurationsVisible),
    /** Create, edit, delete and import (read-only users and hidden-config customers: none). */
    canChange,
    /** Client admins see the Organisation column and pick the owner when creating. */
    showOrganisation: flags.isClientAdmin,
    chooseOrganisation: flags.isClientAdmin,
  };
}

export type HoseConfigurationRowAction = "view" | "edit" | "delete";

/** Per row: everyone views; changes only on the caller's own library (client admins: any). */
export function hoseConfigurationRowActions(who: Who, row: { organisationId: string }): HoseConfigurationRowAction[] {
  const { canChange } = hoseConfigurationsScreen(who);
  const org = actingOrganisation(who);
  const owns = who.flags.isClientAdmin || org?.id === row.organisationId;
  return canChange && owns ? ["view", "edit", "delete"] : ["view"];
}
