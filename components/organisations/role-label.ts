import { translator } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";

const KEYS = { 0: "roleUser", 1: "roleManager", 2: "roleAdmin", 4: "roleReadOnly" } as const;

/** A membership role's name (lib/core/roles.ts ROLE_LABELS) in a page's language, for <RoleBadge label>. */
export function roleLabel(role: number, locale: Locale): string | undefined {
  const key = KEYS[role as keyof typeof KEYS];
  return key ? translator(locale, "account")(key) : undefined;
}
