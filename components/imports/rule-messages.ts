import { formatText } from "@/lib/i18n/format-text";

/**
 * The import screens' messages in the page's language. The rules (lib/hoses/import/rules.ts,
 * lib/hose-configurations/import/rules.ts) and the file's reader say them in English, in the
 * browser's preview as on the server; the page hands over each message's English template
 * ("{field} cannot be in the future") with its translation from the catalogue's `sentences`,
 * and the names the rules put in for `{field}` ("Build date") with theirs (`fieldNames`), as
 * lib/i18n/catalogue.ts translates the same sentences for the API. Null: British English.
 */
export type RuleMessages = { messages: Array<[english: string, translated: string]>; fields: Record<string, string> };

type Pattern = { regex: RegExp; names: string[]; translated: string; fixed: number };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A function that says an English message of the rules in the page's language (a message it does not know as it is). */
export function ruleTranslator(rules: RuleMessages | null): (message: string) => string {
  if (!rules) return (message) => message;
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [english, translated] of rules.messages) {
    const names = [...english.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    if (!names.length) {
      exact.set(english, translated);
      continue;
    }
    const parts = english.split(/\{\w+\}/);
    patterns.push({
      regex: new RegExp(`^${parts.map(escape).join("(.+?)")}$`, "s"),
      names,
      translated,
      fixed: parts.join("").length,
    });
  }
  // The most specific template first: "{field} must be at most {max} characters" before
  // "{field} must be at most {max} {unit}", which would read "characters" as a unit.
  patterns.sort((a, b) => b.fixed - a.fixed);
  return (message) => {
    const known = exact.get(message);
    if (known !== undefined) return known;
    for (const { regex, names, translated } of patterns) {
      const match = regex.exec(message);
      if (!match) continue;
      const values = Object.fromEntries(
        names.map((name, i) => {
          const value = match[i + 1]!;
          return [name, name === "field" ? (rules.fields[value] ?? value) : value];
        }),
      );
      return formatText(translated, values);
    }
    return message;
  };
}
