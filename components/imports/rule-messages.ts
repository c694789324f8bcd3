import { formatText } from "@/lib/i18n/format-text";

/**
 * The import rules' messages in the page's language. The rules (lib/hoses/import/rules.ts) say
 * them in English, in the browser's preview as on the server; the page hands over each message's
 * English template ("{label} cannot be in the future") with its translation, and the words the
 * rules put in for `{label}` ("Build date") with theirs. Null: British English, nothing to do.
 */
export type RuleMessages = { messages: Array<[english: string, translated: string]>; labels: Record<string, string> };

type Pattern = { regex: RegExp; names: string[]; translated: string };

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
    const source = english
      .split(/\{\w+\}/)
      .map(escape)
      .join("(.+?)");
    patterns.push({ regex: new RegExp(`^${source}$`, "s"), names, translated });
  }
  return (message) => {
    const known = exact.get(message);
    if (known !== undefined) return known;
    for (const { regex, names, translated } of patterns) {
      const match = regex.exec(message);
      if (!match) continue;
      const values = Object.fromEntries(
        names.map((name, i) => {
          const value = match[i + 1]!;
          return [name, name === "label" ? (rules.labels[value] ?? value) : value];
        }),
      );
      return formatText(translated, values);
    }
    return message;
  };
}
