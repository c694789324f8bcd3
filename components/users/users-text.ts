import { ROLE_LABELS } from "@/lib/core/roles";
import type enGB from "@/messages/en-GB.json";

/** The Users screen's texts in the reader's language (the `users` catalogue namespace); templates for those with placeholders. */
export type UsersText = Record<keyof typeof enGB.users, string>;

/** A role's name (lib/core/roles.ts says it in English) in the reader's language. */
export function roleLabel(role: number, text: UsersText): string {
  const english = ROLE_LABELS[role] ?? "";
  return roleWords(text)[english] ?? english;
}

/** The roles' English names, and the edit form's 'Revoke this user's access', to their translations. */
export function roleWords(text: UsersText): Record<string, string> {
  return {
    User: text.roleUser,
    Manager: text.roleManager,
    Admin: text.roleAdmin,
    "Read-only": text.roleReadOnly,
    "Revoke this user's access": text.roleRevoke,
  };
}
