import type { Metadata } from "next";
import { translateEnglish } from "@/lib/i18n/catalogue";
import { pageLocale } from "./locale";

/**
 * A page's browser-tab title, written in the code in British English and shown in the page's
 * language (the `pageTitles` namespace, found by its English wording):
 * `export const generateMetadata = titled("Edit batch");`.
 */
export function titled(english: string, more: Metadata = {}): () => Promise<Metadata> {
  return async () => ({ ...more, title: translateEnglish(english, await pageLocale(), "pageTitles") });
}
