/**
 * The languages the portal is written in. British English is the source: every text of the
 * specification is its en-GB value, and it is the answer whenever nothing else is known.
 * Tags are BCP 47, as `<html lang>`, `Accept-Language` and `GET /me` carry them.
 */
export const LOCALES = ["en-GB", "de", "fr", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = "en-GB";

/** Each language named in itself, as a language picker shows it to someone who reads only that one. */
export const LOCALE_NAMES: Record<Locale, string> = {
  "en-GB": "English (UK)",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The client's offered languages as stored, cleaned of anything this build does not know. */
export function offeredLocales(languages: readonly string[] | null | undefined): Locale[] {
  const known = LOCALES.filter((l) => languages?.includes(l));
  return known.length ? known : [SOURCE_LOCALE];
}

/** The client's default when it is one of its languages, else the first it offers. */
export function clientDefaultLocale(client: {
  languages?: readonly string[] | null;
  defaultLocale?: string | null;
}): Locale {
  const offered = offeredLocales(client.languages);
  return isLocale(client.defaultLocale) && offered.includes(client.defaultLocale) ? client.defaultLocale : offered[0]!;
}

/** A signed-in user's language: their own choice while the client still offers it, else the client's default. */
export function userLocale(
  client: { languages?: readonly string[] | null; defaultLocale?: string | null },
  own: string | null | undefined,
): Locale {
  return isLocale(own) && offeredLocales(client.languages).includes(own) ? own : clientDefaultLocale(client);
}

/**
 * The language of `Accept-Language` (RFC 9110 §12.5.4) among `offered`, or null when none is
 * acceptable. Ranges are tried by quality, then in the order given; "de-AT" matches "de" (its
 * primary language), "en" and "en-US" match "en-GB" (the only English there is), "*" the first
 * offered. q=0 refuses a language.
 */
export function negotiateLocale(header: string | null | undefined, offered: readonly Locale[]): Locale | null {
  if (!header) return null;
  const ranges = header
    .split(",")
    .slice(0, 50)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)).find(Boolean);
      const quality = q ? Number(q[1]) : 1;
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((r) => r.tag && r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranges) {
    if (tag === "*") return offered[0] ?? null;
    const exact = offered.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const primary = tag.split("-")[0];
    const same = offered.find((l) => l.toLowerCase().split("-")[0] === primary);
    if (same) return same;
  }
  return null;
}

/** An anonymous visitor's language: the browser's choice within the client's, else the client's default. */
export function anonymousLocale(
  client: { languages?: readonly string[] | null; defaultLocale?: string | null } | null,
  acceptLanguage: string | null | undefined,
): Locale {
  if (!client) return negotiateLocale(acceptLanguage, [SOURCE_LOCALE]) ?? SOURCE_LOCALE;
  return negotiateLocale(acceptLanguage, offeredLocales(client.languages)) ?? clientDefaultLocale(client);
}
