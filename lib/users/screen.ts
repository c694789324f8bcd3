import { ROLE, ROLE_LABELS, assignableRoles, type RoleFlags } from "@/lib/core/roles";
import type { UserRow } from "./user-row";
import { actingOrganisation } from "@/lib/core/ctx";

/**
 * What the Users screen offers to whom (SPEC §2.5, 5, 6). Pure: pages, dialogs and tests read
 * it; lib/users/users.ts enforces the same rules on every call.
 */

type Caller = {
  flags: RoleFlags;
  organisation: { role: number } | "admin" | null;
  impersonating: boolean;
  userId: string;
};

/** The caller's role in the organisation acted for (null for the 'admin' portal). */
function callerRole(caller: Pick<Caller, "organisation">): number | null {
  return actingOrganisation(caller)?.role ?? null;
}

export function usersScreen(caller: Pick<Caller, "flags">) {
  return {
    /** Guard userAdminRole: client admins, Managers and Admins. */
    allowed: caller.flags.isUserAdmin,
    /** SPEC §6: export for admins and client admins. */
    canExport: caller.flags.isAdmin,
    /** Client admins work across the client: each user's organisations with their roles. */
    clientScope: caller.flags.isClientAdmin,
  };
}

export type UserRowAction = "edit" | "impersonate";

/** SPEC §6: 'Edit user' for everyone; 'Impersonate user' for client admins on non-client-admin users. */
export function userRowActions(caller: Caller, row: Pick<UserRow, "id" | "clientAdmin" | "pending">): UserRowAction[] {
  const actions: UserRowAction[] = ["edit"];
  if (
    caller.flags.isClientAdmin &&
    !caller.impersonating &&
    !row.clientAdmin &&
    !row.pending &&
    row.id !== caller.userId
  ) {
    actions.push("impersonate");
  }
  return actions;
}

/** SPEC §6: a Manager cannot edit an Admin ('You do not have permission to edit this user'). */
export function canEditUser(caller: Pick<Caller, "flags" | "organisation">, target: Pick<UserRow, "role">): boolean {
  if (caller.flags.isClientAdmin) return true;
  return !(target.role === ROLE.ADMIN && callerRole(caller) !== ROLE.ADMIN);
}

export type RoleOption = { value: string; label: string };

/**
 * The role picker (SPEC §5): Read-only, User, Manager, plus Admin only where assignableRoles()
 * allows it; editing adds 'Revoke this user's access' (role 3).
 */
export function roleOptions(caller: Pick<Caller, "flags" | "organisation">, editing: boolean): RoleOption[] {
  const options = assignableRoles(caller.flags, callerRole(caller)).map((r) => ({
    value: String(r),
    label: ROLE_LABELS[r]!,
  }));
  if (editing) options.push({ value: String(ROLE.REVOKE), label: "Revoke this user's access" });
  return options;
}

/** Roles a client admin gives per organisation (all held roles). */
export function clientAdminRoleOptions(): RoleOption[] {
  return [ROLE.READ_ONLY, ROLE.USER, ROLE.MANAGER, ROLE.ADMIN].map((r) => ({
    value: String(r),
    label: ROLE_LABELS[r]!,
  }));
}

/** A row of the list as the screen hands it to the browser. */
export type UserListItem = UserRow & { actions: UserRowAction[] };
