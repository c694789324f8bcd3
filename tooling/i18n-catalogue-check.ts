import { createTranslator } from "next-intl";

/**
 * The catalogue check (tests/unit/i18n-catalogues.test.ts runs it in CI): every language has
 * exactly the keys of British English, each message names the same ICU arguments (with the same
 * kind: plain, plural, select) as its English source, and every message parses and formats.
 */
export type Catalogue = Record<string, Record<string, string>>;

/** An argument and its kind ("plain", "plural", "select", "selectordinal", "number", "date", ...). */
type Argument = { name: string; kind: string };

/**
 * The ICU arguments of a message: `{name}`, `{name, number}`, `{name, plural, one {…} other {…}}`,
 * those nested in plural and select branches too, and rich-text tags (`<strong>…</strong>`).
 * Quoted text ('{literal}') is skipped as ICU does.
 */
export function icuArguments(message: string): Argument[] {
  const found = new Map<string, string>();
  let i = 0;
  const skipQuote = () => {
    // ICU: a quote starts literal text only before a syntax character; '' is a quote.
    if (message[i + 1] === "'") return (i += 2);
    if (!"{}#|".includes(message[i + 1] ?? "")) return (i += 1);
    const end = message.indexOf("'", i + 1);
    i = end < 0 ? message.length : end + 1;
  };
  const text = (depth: number): void => {
    while (i < message.length) {
      const c = message[i]!;
      if (c === "'") skipQuote();
      else if (c === "{") argument();
      else if (c === "}") {
        if (depth > 0) return;
        i += 1;
      } else if (c === "<") {
        const tag = /^<\/?([a-zA-Z]\w*)>/.exec(message.slice(i));
        if (tag) found.set(`<${tag[1]}>`, "tag");
        i += tag ? tag[0].length : 1;
      } else i += 1;
    }
  };
  const argument = () => {
    const head = /^\{\s*([\w-]+)\s*(?:,\s*(\w+)\s*)?(,|\})/.exec(message.slice(i));
    if (!head) throw new Error(`Unreadable argument at ${i} in: ${message}`);
    const [whole, name, kind = "plain", after] = head;
    found.set(name!, kind);
    i += whole.length;
    if (after === "}") return;
    if (kind === "plural" || kind === "select" || kind === "selectordinal") {
      // Options: selector {message} ..., until the argument's closing brace.
      for (;;) {
        const option = /^\s*(offset:\d+\s*)?(=?[\w-]+)?\s*(\{|\})/.exec(message.slice(i));
        if (!option) throw new Error(`Unreadable options at ${i} in: ${message}`);
        i += option[0].length;
        if (option[3] === "}") return;
        text(1);
        i += 1; // the branch's closing brace
      }
    }
    // A style ({n, number, integer}): up to the closing brace.
    const close = message.indexOf("}", i);
    i = close < 0 ? message.length : close + 1;
  };
  text(0);
  return [...found].map(([name, kind]) => ({ name, kind })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The problems of the catalogues against the source language, one sentence each (none: all is well). */
export function catalogueProblems(
  source: Catalogue,
  others: Record<string, Catalogue>,
  sourceName = "en-GB",
): string[] {
  const problems: string[] = [];
  const keys = (c: Catalogue) =>
    Object.entries(c).flatMap(([ns, messages]) => Object.keys(messages).map((k) => `${ns}.${k}`));
  const get = (c: Catalogue, key: string) => {
    const [ns, k] = key.split(".") as [string, string];
    return c[ns]?.[k];
  };
  const sourceKeys = keys(source);
  const all = { [sourceName]: source, ...others };
  for (const [language, catalogue] of Object.entries(others)) {
    const own = new Set(keys(catalogue));
    for (const key of sourceKeys) if (!own.has(key)) problems.push(`${language}: ${key} is missing`);
    for (const key of own) if (!sourceKeys.includes(key)) problems.push(`${language}: ${key} is not in ${sourceName}`);
  }
  for (const key of sourceKeys) {
    let expected: string;
    try {
      expected = JSON.stringify(icuArguments(get(source, key)!));
    } catch (error) {
      problems.push(`${sourceName}: ${key}: ${(error as Error).message}`);
      continue;
    }
    for (const [language, catalogue] of Object.entries(all)) {
      const message = get(catalogue, key);
      if (message === undefined) continue;
      try {
        const found = JSON.stringify(icuArguments(message));
        if (found !== expected)
          problems.push(`${language}: ${key} has the arguments ${found}, ${sourceName} ${expected}`);
        formatsCleanly(language, key, message);
      } catch (error) {
        problems.push(`${language}: ${key}: ${(error as Error).message}`);
      }
    }
  }
  return problems;
}

/** Formats the message with sample values; next-intl reports a syntax error through onError. */
function formatsCleanly(language: string, key: string, message: string) {
  const args = icuArguments(message);
  const values: Record<string, unknown> = {};
  for (const a of args) {
    if (a.kind === "tag") values[a.name.slice(1, -1)] = (chunks: string) => chunks;
    else if (a.kind === "plural" || a.kind === "selectordinal" || a.kind === "number") values[a.name] = 2;
    else values[a.name] = "x";
  }
  let failure: Error | null = null;
  const t = createTranslator({
    locale: language,
    messages: { m: message },
    onError: (error) => {
      failure = error;
    },
  });
  if (args.some((a) => a.kind === "tag")) t.rich("m", values as never);
  else t("m", values as never);
  if (failure) throw new Error(`does not format: ${(failure as Error).message}`);
}
