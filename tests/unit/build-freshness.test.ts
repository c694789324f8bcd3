import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildIsCurrent } from "@/scripts/build-freshness";

/** scripts/start.ts rebuilds when this says the build is stale. */
describe("whether the production build is current", () => {
  let root = "";
  const write = (file: string, secondsAgo: number) => {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, "x");
    const at = new Date(Date.now() - secondsAgo * 1000);
    utimesSync(full, at, at);
  };
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "hp-build-"));
    write("app/page.tsx", 120);
    write("lib/area/rule.ts", 120);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("is not without a build", () => {
    expect(buildIsCurrent(root)).toBe(false);
  });

  it("is when no source is newer than the build", () => {
    write(".next/BUILD_ID", 60);
    expect(buildIsCurrent(root)).toBe(true);
  });

  it("is not once a source file, at any depth or in a new folder, is newer", () => {
    write(".next/BUILD_ID", 60);
    write("lib/area/rule.ts", 0);
    expect(buildIsCurrent(root)).toBe(false);
    write("lib/area/rule.ts", 120);
    write("newfolder/thing.ts", 0);
    expect(buildIsCurrent(root)).toBe(false);
  });

  it("ignores TypeScript's incremental state, notes, tests, scripts and test settings written after it", () => {
    write(".next/BUILD_ID", 60);
    write("tsconfig.tsbuildinfo", 0);
    write("docs/NOTES.md", 0);
    write("tests/unit/some.test.ts", 0);
    write("scripts/tool.ts", 0);
    write("playwright.config.ts", 0);
    write("vitest.config.ts", 0);
    expect(buildIsCurrent(root)).toBe(true);
  });
});
