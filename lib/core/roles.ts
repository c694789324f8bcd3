/**
 * Role derivations of SPEC section 6, in one module used by guards, menus, services and the
 * API. Pure: no database, no request.
 */

export const ROLE = { USER: 0, MANAGER: 1, ADMIN: 2, REVOKE: 3, READ_ONLY: 4 } as const;
export const ROLE_LABELS: Record<number, string> = {
  0: "User",
  1: "Manager",
  2: "Admin",
  3: "Revoke access",
  4: "Read-only",
};

/** The organisation a user acts for, as the API shows it (SPEC §3, User.organisations). */
export type OrganisationMembership = {
  id: string;
  name: string;
  isDistributor: boolean;
  role: number;
  receiveQuotes: boolean;
  accountCode: string;
  fields: unknown;
  configurationsVisible: boolean;
};

export type RoleSubject = {
  clientAdmin: boolean;
  systemAdmin: boolean;
  /** Whether the user's client is the current client (client admin rights need both). */
  ofCurrentClient: boolean;
  organisations: OrganisationMembership[];
};

export type RoleFlags = {
  isSystemAdmin: boolean;
  isClientAdmin: boolean;
  /** client admin, or Manager/Admin of the selected organisation */
  isUserAdmin: boolean;
  /** client admin, or Admin of the selected organisation */
  isAdmin: boolean;
  /** Read-only in the selected organisation and not client admin */
  isReadOnly: boolean;
  isDistributor: boolean;
  isCustomer: boolean;
  isMultiOrg: boolean;
};

export function roleFlags(user: RoleSubject, organisation: OrganisationMembership | "admin" | null): RoleFlags {
  const isClientAdmin = user.clientAdmin && user.ofCurrentClient;
  const org = organisation === "admin" ? null : organisation;
  const role = org?.role ?? null;
  return {
    isSystemAdmin: user.systemAdmin,
    isClientAdmin,
    isUserAdmin: isClientAdmin || role === ROLE.MANAGER || role === ROLE.ADMIN,
    isAdmin: isClientAdmin || role === ROLE.ADMIN,
    isReadOnly: role === ROLE.READ_ONLY && !isClientAdmin,
    isDistributor: org?.isDistributor === true,
    isCustomer: org !== null && !org.isDistributor,
    isMultiOrg: user.organisations.length > 1,
  };
}

/** Where a user goes after login (SPEC §2.3). */
export function landingPath(user: RoleSubject): string {
  if ((user.clientAdmin && user.ofCurrentClient) || user.systemAdmin) return "/portal/admin";
  if (user.organisations.length > 1) return "/select-organisation";
  const only = user.organisations[0];
  if (only) return `/portal/${only.id}`;
  return "/create-organisation";
}

/** Roles a user may hand out in the role picker (SPEC §5). */
export function assignableRoles(flags: RoleFlags, currentRole: number | null): number[] {
  const roles: number[] = [ROLE.READ_ONLY, ROLE.USER, ROLE.MANAGER];
  if (flags.isClientAdmin || (currentRole !== null && currentRole > ROLE.MANAGER && currentRole !== ROLE.READ_ONLY)) {
    roles.push(ROLE.ADMIN);
  }
  return roles;
}
