/**
 * Fills a catalogue text in a client component, where the values are known (a count of ticked
 * rows, a name): `{name}` placeholders, and `{count, plural, =0 {…} one {# hose} other {# hoses}}`
 * chosen by the language's plural rules (Intl.PluralRules, built into the browser). Enough of
 * ICU for the texts handed to client components, without shipping an ICU runtime to the page.
 */
export function formatText(template: string, values: Record<string, string | number>, locale = "en-GB"): string {
  let out = "";
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf("{", i);
    if (open < 0) break;
    out += template.slice(i, open);
    const close = matching(template, open);
    const inner = template.slice(open + 1, close);
    const comma = inner.indexOf(",");
    if (comma < 0) {
      const name = inner.trim();
      out += name in values ? String(values[name]) : `{${inner}}`;
    } else {
      out += plural(inner, values, locale);
    }
    i = close + 1;
  }
  return out + template.slice(i);
}

/** The index of the brace closing the one at `open`. */
function matching(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i;
  }
  return text.length - 1;
}

/** `count, plural, one {…} other {…}`: the branch for the value, its `#` the number. */
function plural(inner: string, values: Record<string, string | number>, locale: string): string {
  const [name = "", kind = ""] = inner.split(",", 2).map((s) => s.trim());
  const value = Number(values[name]);
  if (kind !== "plural" || !Number.isFinite(value)) return `{${inner}}`;
  const rest = inner.slice(inner.indexOf(",", inner.indexOf(",") + 1) + 1);
  const branches = new Map<string, string>();
  let i = 0;
  while (i < rest.length) {
    const open = rest.indexOf("{", i);
    if (open < 0) break;
    const selector = rest.slice(i, open).trim();
    const close = matching(rest, open);
    branches.set(selector, rest.slice(open + 1, close));
    i = close + 1;
  }
  const chosen =
    branches.get(`=${value}`) ??
    branches.get(new Intl.PluralRules(locale).select(value)) ??
    branches.get("other") ??
    "";
  // The number as the lists have always printed it (no grouping): counts here are a page's rows.
  return formatText(chosen.replace(/#/g, String(value)), values, locale);
}
