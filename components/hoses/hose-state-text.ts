import "server-only";
import { clientTexts, plainTexts } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { HoseStateText } from "./hose-text";

/** The words of a hose's state in `locale`, for the components that show hoses (see hose-text.ts). */
export function hoseStateText(locale: Locale): HoseStateText {
  return { ...clientTexts(locale, "hoseState"), ...plainTexts(locale, "status"), locale };
}
