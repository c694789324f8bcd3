import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Follows the imports a module's browser bundle takes, as the bundler does: value imports only
 * (`import type` and imports of types alone are erased), and not into a "use server" module,
 * which the browser receives as references to server actions, not as code. Answers the chain of
 * files from `start` to the first import of `pkg` (a package name), or null when none reaches it.
 * Imports are read with a pattern, not a parser: enough for this repository's formatted code.
 */
export function chainToPackage(root: string, start: string, pkg: string): string[] | null {
  return chainTo(root, start, (next) => next === `package:${pkg}` || next.startsWith(`package:${pkg}/`));
}

/** The same for a file of the repository (`file` relative to `root`): a message catalogue, a widget's module. */
export function chainToFile(root: string, start: string, file: string): string[] | null {
  const target = path.resolve(root, file);
  return chainTo(root, start, (next) => next === target);
}

function chainTo(root: string, start: string, isTarget: (next: string) => boolean): string[] | null {
  const first = path.resolve(root, start);
  const previous = new Map<string, string | null>([[first, null]]);
  const queue = [first];
  while (queue.length) {
    const file = queue.shift()!;
    for (const next of valueImports(root, file)) {
      if (previous.has(next)) continue;
      previous.set(next, file);
      if (isTarget(next)) {
        const chain: string[] = [];
        for (let at: string | null | undefined = next; at; at = previous.get(at))
          chain.unshift(path.relative(root, at));
        return chain;
      }
      if (!next.startsWith("package:") && !isServerModule(next)) queue.push(next);
    }
  }
  return null;
}

const cache = new Map<string, string[]>();

function valueImports(root: string, file: string): string[] {
  const known = cache.get(file);
  if (known) return known;
  const source = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const m of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?([^;]*?)\s+from\s+["']([^"']+)["']/gms)) {
    const [, typeOnly, names = "", specifier = ""] = m;
    if (typeOnly || onlyTypes(names)) continue;
    const resolved = resolveImport(root, file, specifier);
    if (resolved) found.push(resolved);
  }
  for (const m of source.matchAll(/^\s*import\s+["']([^"']+)["']/gm)) {
    const resolved = resolveImport(root, file, m[1]!);
    if (resolved) found.push(resolved);
  }
  cache.set(file, found);
  return found;
}

/** `{ type A, type B }`: every name a type. */
function onlyTypes(names: string): boolean {
  const list = names.trim();
  if (!/^\{[\s\S]*\}$/.test(list)) return false;
  const each = list
    .slice(1, -1)
    .split(",")
    .map((n) => n.trim())
    .filter(Boolean);
  return each.length > 0 && each.every((n) => n.startsWith("type "));
}

function isServerModule(file: string): boolean {
  return /^\s*["']use server["']/.test(readFileSync(file, "utf8"));
}

function resolveImport(root: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.resolve(root, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return `package:${specifier}`;
  for (const ext of ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}
