// From use-intl's core (the package next-intl is built on), not from "next-intl": that entry's
// server build also loads the React hooks, which plain Node under the react-server condition
// (the benchmark scripts, the jobs) cannot link.
import { createTranslator } from "use-intl/core";
import de from "@/messages/de.json";
import enGB from "@/messages/en-GB.json";
import es from "@/messages/es.json";
import fr from "@/messages/fr.json";
import { type Locale, SOURCE_LOCALE } from "./locales";

/**
 * The message catalogues, one per language, read on the server only: pages translate in server
 * components and hand finished texts to their client leaves, so no catalogue (and no ICU
 * runtime) travels in the first-load JavaScript of a page.
 */
export type Messages = typeof enGB;
export type Namespace = keyof Messages;

export const CATALOGUES: Record<Locale, Messages> = {
  "en-GB": enGB,
  de: de as Messages,
  fr: fr as Messages,
  es: es as Messages,
};

/** A translator for one namespace of one language (ICU plurals, numbers and dates included). */
export function translator<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: CATALOGUES[locale], namespace, timeZone: "Europe/London" });
}

/**
 * Every text of a namespace without placeholders, translated: what a client component's `text`
 * prop carries. Texts with placeholders are formatted where their values are known.
 */
export function plainTexts<N extends Namespace>(locale: Locale, namespace: N): Record<keyof Messages[N], string> {
  const source = CATALOGUES[locale][namespace] as Record<string, string>;
  const t = translator(locale, namespace) as unknown as (key: string) => string;
  return Object.fromEntries(
    Object.entries(source)
      .filter(([, v]) => !v.includes("{"))
      .map(([k]) => [k, t(k)]),
  ) as Record<keyof Messages[N], string>;
}

/**
 * Every text of a namespace for a client component: those without placeholders translated, the
 * others as their templates, which the component fills in with formatText (lib/i18n/format-text.ts)
 * where the values are known (a count of ticked rows).
 */
export function clientTexts<N extends Namespace>(locale: Locale, namespace: N): Record<keyof Messages[N], string> {
  const source = CATALOGUES[locale][namespace] as Record<string, string>;
  return { ...source, ...plainTexts(locale, namespace) } as Record<keyof Messages[N], string>;
}

/**
 * The errors and notices the services say in British English (the specification's texts, which
 * the API and the tests keep) translated by their English wording: the `sentences` namespace maps
 * each such sentence to a key, so it is translated wherever it surfaces (the API's error body and
 * notice, a form's errors and notice) without threading a language through every service. A
 * sentence with placeholders ("If {email} has an account, ...") is matched as a pattern and its
 * values carried over; a value in a `{field}` placeholder is the name of a field or column
 * ("Build date cannot be in the future") and is itself translated by its English wording
 * (namespace `fieldNames`); a `{sentence}` placeholder holds another sentence, translated the
 * same way ("{sentence}; 1 hose that cannot be quoted left out"); a `{name, number}` placeholder
 * reads a number as British English writes it ("50,000") and the language writes it its own way. A sentence the catalogue does not
 * know stays as it is.
 */
type Pattern = { key: string; regex: RegExp; names: string[]; numbers: Set<string>; fixed: number };
type ByEnglish = { exact: Map<string, string>; patterns: Pattern[] };

/**
 * The namespaces whose texts are found by their English wording (the code says them in English):
 * the services' sentences, the menu, the filters the hose list's service describes, those the
 * other lists' services describe (lib/i18n/list-filters.ts), and the field names the sentences
 * and the import screens put in their `{field}` placeholders.
 */
export const ENGLISH_NAMESPACES = [
  "sentences",
  "menu",
  "hoseFilters",
  "listFilters",
  "pageTitles",
  "fieldNames",
] as const;
export type EnglishNamespace = (typeof ENGLISH_NAMESPACES)[number];

/** A placeholder of an English text: `{name}`, or `{name, number}`. */
const PLACEHOLDER = /\{(\w+)(?:,\s*(number))?\}/g;
/** A number as British English writes it: digits grouped by commas, perhaps decimals. */
const EN_NUMBER = "(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?)";

function indexByEnglish(texts: Record<string, string>): ByEnglish {
  const index: ByEnglish = { exact: new Map(), patterns: [] };
  for (const [key, text] of Object.entries(texts)) {
    const found = [...text.matchAll(PLACEHOLDER)];
    if (!found.length) {
      index.exact.set(text, key);
      continue;
    }
    const numbers = new Set(found.filter((m) => m[2]).map((m) => m[1]!));
    let source = "";
    let fixed = 0;
    let at = 0;
    for (const m of found) {
      source += escapeRegex(text.slice(at, m.index)) + (m[2] ? EN_NUMBER : "(.+?)");
      fixed += m.index - at;
      at = m.index + m[0].length;
    }
    source += escapeRegex(text.slice(at));
    fixed += text.length - at;
    const names = found.map((m) => m[1]!);
    index.patterns.push({ key, regex: new RegExp(`^${source}$`, "s"), names, numbers, fixed });
  }
  // The most specific pattern first, whatever the catalogue's order: "{field} must be at most
  // {max} characters" before "{field} must be at most {max} {unit}", which would take
  // "characters" for a unit.
  index.patterns.sort((a, b) => b.fixed - a.fixed);
  return index;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const INDEXES: Record<EnglishNamespace, ByEnglish> = {
  sentences: indexByEnglish(enGB.sentences),
  menu: indexByEnglish(enGB.menu),
  hoseFilters: indexByEnglish(enGB.hoseFilters),
  listFilters: indexByEnglish(enGB.listFilters),
  pageTitles: indexByEnglish(enGB.pageTitles),
  fieldNames: indexByEnglish(enGB.fieldNames),
};

/** An English text of `namespace` in `locale`; the text itself when the catalogue does not know it. */
export function translateEnglish(text: string, locale: Locale, namespace: EnglishNamespace): string {
  if (locale === SOURCE_LOCALE) return text;
  const t = translator(locale, namespace) as unknown as (
    key: string,
    values?: Record<string, string | number>,
  ) => string;
  const index = INDEXES[namespace];
  const key = index.exact.get(text);
  if (key) return t(key);
  for (const pattern of index.patterns) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const value = (name: string, written: string): string | number =>
      pattern.numbers.has(name)
        ? Number(written.replace(/,/g, ""))
        : name === "field" && namespace !== "fieldNames"
          ? translateEnglish(written, locale, "fieldNames")
          : name === "sentence"
            ? translateEnglish(written, locale, "sentences")
            : written;
    return t(pattern.key, Object.fromEntries(pattern.names.map((name, i) => [name, value(name, match[i + 1]!)])));
  }
  return text;
}

/**
 * Sentences for a client component that says them itself (the import preview runs the rules in
 * the browser): each English template ("{field} cannot be in the future", its placeholders as
 * the catalogue names them) with its translation in `locale`, to be filled in with formatText.
 * A template the catalogue does not know is left out (the component then shows the English).
 */
export function sentenceTemplates(locale: Locale, templates: readonly string[]): Array<[string, string]> {
  const keys = new Map(Object.entries(enGB.sentences).map(([key, english]) => [english, key]));
  const translated = CATALOGUES[locale].sentences as Record<string, string>;
  return templates.flatMap((english): Array<[string, string]> => {
    const key = keys.get(english);
    return key ? [[english, translated[key]!]] : [];
  });
}

/** The field names of `fieldNames` by their English wording, in `locale`. */
export function fieldNameTexts(locale: Locale): Record<string, string> {
  const translated = CATALOGUES[locale].fieldNames as Record<string, string>;
  return Object.fromEntries(Object.entries(enGB.fieldNames).map(([key, english]) => [english, translated[key]!]));
}

export function translateSentence(text: string, locale: Locale): string {
  return translateEnglish(text, locale, "sentences");
}

/** An error body ({field: [sentences]}) in the given language. */
export function translateErrorBody(body: Record<string, string[]>, locale: Locale): Record<string, string[]> {
  if (locale === SOURCE_LOCALE) return body;
  return Object.fromEntries(
    Object.entries(body).map(([field, list]) => [field, list.map((m) => translateSentence(m, locale))]),
  );
}
