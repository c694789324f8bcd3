import "server-only";
import { clientTexts } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { ScanText } from "./scan-text";

/** The scanner's and NFC buttons' words in `locale` (the `scan` namespace), for a client component's `text`. */
export function scanText(locale: Locale): ScanText {
  return clientTexts(locale, "scan");
}
