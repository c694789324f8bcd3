import { isLocale, type Locale, SOURCE_LOCALE } from "./locales";

/**
 * How a date is typed in each language: always day, month, year (the portal's languages all
 * write the day first), with the separator and the placeholder letters the language's readers
 * know: 31/12/2026 in British English, French and Spanish, 31.12.2026 in German. The server
 * reads either separator (DateInputSchema), so a form typed in one language and sent from a
 * device's outbox later reads the same.
 */
export type DateInputFormat = { separator: "/" | "."; placeholder: string };

export const DATE_INPUT: Record<Locale, DateInputFormat> = {
  "en-GB": { separator: "/", placeholder: "dd/mm/yyyy" },
  de: { separator: ".", placeholder: "TT.MM.JJJJ" },
  fr: { separator: "/", placeholder: "jj/mm/aaaa" },
  es: { separator: "/", placeholder: "dd/mm/aaaa" },
};

/** The format of `locale`; British English for none or a language the portal is not written in. */
export function dateInputFormat(locale: string | undefined): DateInputFormat {
  return DATE_INPUT[isLocale(locale) ? locale : SOURCE_LOCALE];
}

/** Digits typed or pasted -> day, month, year with the separator, as far as they go (the mask ##/##/####). */
export function maskDate(raw: string, separator: DateInputFormat["separator"] = "/"): string {
  const digits = raw.replace(/\D/g, "").slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean);
  return parts.join(separator);
}
