/**
 * Whether `.next` holds a build of the sources as they are now (scripts/start.ts builds when not).
 *
 * A build is stale when any source file is newer than `.next/BUILD_ID` (written last by
 * `next build`). mtimes rather than a git hash: works without .git, sees uncommitted edits, and
 * a checkout touches the files it changes. Everything at the top level counts except the
 * folders below, so a new source folder is covered without editing this list. Not covered:
 * build-time env (NEXT_PUBLIC_*) changes; `rm -rf .next` forces a build. Nor are the files
 * tools write beside the sources that the build never reads: TypeScript's incremental state
 * (`tsconfig.tsbuildinfo`, rewritten by every `npm run typecheck`) made a fresh build look
 * stale and cost a needless rebuild; so did an edit of the test runners' settings.
 */
import fs from "node:fs";
import path from "node:path";

const NOT_SOURCES = new Set(["node_modules", "tests", "scripts", "test-results", "playwright-report", "coverage"]);
const NOT_SOURCE_FILES = [".md", ".tsbuildinfo"];
/** The test runners' settings at the top level: `next build` never reads them. */
const TEST_CONFIGS = new Set(["playwright.config.ts", "vitest.config.ts"]);

export function newestSourceMtime(dir: string, top = true): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || (top && (NOT_SOURCES.has(entry.name) || TEST_CONFIGS.has(entry.name)))) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSourceMtime(full, false));
    else if (entry.isFile() && !NOT_SOURCE_FILES.some((ending) => entry.name.endsWith(ending))) {
      newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  }
  return newest;
}

/** True when `root/.next/BUILD_ID` exists and no source file under `root` is newer. */
export function buildIsCurrent(root: string): boolean {
  const buildId = path.join(root, ".next", "BUILD_ID");
  return fs.existsSync(buildId) && fs.statSync(buildId).mtimeMs >= newestSourceMtime(root);
}
