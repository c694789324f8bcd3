import { translator } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The delete dialog's warning when hoses, active or archived, use the configuration (else null),
 * in the reader's language; in British English it reads as configurationInUseWarning
 * (lib/hose-configurations/delete-hose-configuration.ts) words it for the API's tests.
 */
export function inUseWarning({ active, archived }: { active: number; archived: number }, locale: Locale) {
  const t = translator(locale, "hoseConfigurations");
  if (active && archived) return t("inUseBoth", { active, archived });
  if (active) return t("inUseActive", { count: active });
  if (archived) return t("inUseArchived", { count: archived });
  return null;
}
