import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import de from "@/messages/de.json";
import enGB from "@/messages/en-GB.json";
import es from "@/messages/es.json";
import fr from "@/messages/fr.json";
import { ENGLISH_NAMESPACES } from "@/lib/i18n/catalogue";
import { type Catalogue, catalogueProblems, icuArguments } from "@/tooling/i18n-catalogue-check";

/**
 * The message catalogues (messages/*.json), checked in CI: no key missing in a language, no key
 * the code does not use, no ICU argument that differs between languages, every message parses.
 */
const SOURCE = enGB as Catalogue;
const OTHERS = { de, fr, es } as Record<string, Catalogue>;

describe("icuArguments", () => {
  it("reads plain, plural and select arguments, nested ones and rich-text tags", () => {
    expect(icuArguments("Login to {name}")).toEqual([{ name: "name", kind: "plain" }]);
    expect(icuArguments("{n, plural, one {# hose of {owner}} other {# hoses}}")).toEqual([
      { name: "n", kind: "plural" },
      { name: "owner", kind: "plain" },
    ]);
    expect(icuArguments("{level, select, zone {zone policy} other {client policy}}")).toEqual([
      { name: "level", kind: "select" },
    ]);
    expect(icuArguments("Stop <strong>{organisation}</strong>?")).toEqual([
      { name: "<strong>", kind: "tag" },
      { name: "organisation", kind: "plain" },
    ]);
    expect(icuArguments("It''s '{literal}'")).toEqual([]);
  });
});

describe("catalogueProblems", () => {
  it("finds a missing key, an extra key and a placeholder that differs", () => {
    const source = { a: { one: "Hello {name}", two: "Bye" } };
    const problems = catalogueProblems(source, {
      de: { a: { one: "Hallo {nom}", three: "Extra" } },
    });
    expect(problems).toEqual([
      "de: a.two is missing",
      "de: a.three is not in en-GB",
      'de: a.one has the arguments [{"name":"nom","kind":"plain"}], en-GB [{"name":"name","kind":"plain"}]',
    ]);
  });

  it("finds a plural turned into a plain argument and a message that does not parse", () => {
    const source = { a: { n: "{n, plural, one {# hose} other {# hoses}}" } };
    expect(catalogueProblems(source, { fr: { a: { n: "{n} flexibles" } } })).toHaveLength(1);
    expect(
      catalogueProblems(source, { es: { a: { n: "{n, plural, one {# manguera} other {# mangueras}" } } }),
    ).toHaveLength(1);
  });
});

// These two read every message of every language (and the second every source file): a few
// seconds on a loaded machine, past a unit test's default five.
const CATALOGUE_WIDE_MS = 30_000;

describe("the catalogues", () => {
  it(
    "have the same keys and arguments in every language, and every message formats",
    () => {
      expect(catalogueProblems(SOURCE, OTHERS)).toEqual([]);
    },
    CATALOGUE_WIDE_MS,
  );

  it(
    "use every key: the code names it (t('key'), text.key), or says the English sentence",
    () => {
      const sources = sourceFiles();
      const unused: string[] = [];
      for (const [namespace, messages] of Object.entries(SOURCE)) {
        // Files that load the namespace, and the components they hand its texts to (their imports).
        const loaders = [...sources.keys()].filter((file) => sources.get(file)!.includes(`"${namespace}"`));
        const reach = withImports(loaders, sources);
        const code = [...reach].map((file) => sources.get(file)!).join("\n");
        for (const [key, english] of Object.entries(messages)) {
          const named = new RegExp(`["'.]${key}\\b|\\b${key}:`).test(code);
          // Sentences, menu labels and hose filters are found by their English wording, which the code says.
          const said = (ENGLISH_NAMESPACES as readonly string[]).includes(namespace) && saysSentence(english, sources);
          if (!named && !said) unused.push(`${namespace}.${key}`);
        }
      }
      expect(unused).toEqual([]);
    },
    CATALOGUE_WIDE_MS,
  );
});

const ROOT = resolve(__dirname, "../..");

function sourceFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== "generated" && name !== "node_modules") walk(path);
      } else if (/\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts")) files.set(path, readFileSync(path, "utf8"));
    }
  };
  for (const dir of ["app", "components", "lib", "emails"]) walk(join(ROOT, dir));
  return files;
}

/** The files and what they import from the app (`@/…` and relative), three levels deep. */
function withImports(start: string[], sources: Map<string, string>): Set<string> {
  const seen = new Set(start);
  let frontier = start;
  for (let level = 0; level < 3; level++) {
    const next: string[] = [];
    for (const file of frontier) {
      for (const [, spec] of sources.get(file)!.matchAll(/from\s+"((?:@\/|\.\.?\/)[^"]+)"/g)) {
        const base = spec!.startsWith("@/") ? join(ROOT, spec!.slice(2)) : resolve(dirname(file), spec!);
        const target = [`${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((p) => sources.has(p));
        if (target && !seen.has(target)) {
          seen.add(target);
          next.push(target);
        }
      }
    }
    frontier = next;
  }
  return seen;
}

/** Whether some source file says the sentence: its text, or each fixed part around its placeholders. */
function saysSentence(english: string, sources: Map<string, string>): boolean {
  const parts = english.split(/\{\w+(?:,\s*\w+)?\}/).filter((p) => p.trim().length > 2);
  return [...sources.values()].some((code) => parts.every((p) => code.includes(p)));
}
