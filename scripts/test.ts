/**
 * `npm test`: unit + integration (Vitest), then e2e (Playwright), then one closing line
 * "tests: N passed, N failed, N skipped" over both runners. Both runners always run, so one
 * red run does not hide the other's results; the exit code is non-zero if either failed.
 *
 * Integration tests use TEST_DATABASE_URL when set (a real Postgres), else embedded PGlite.
 * Arguments after `--` go to both runners only when they say which: `npm test -- unit` runs
 * Vitest alone, `npm test -- e2e` Playwright alone.
 *
 * With TEST_DATABASE_URL set, the README's default database (embedded, one connection) is
 * proven beside it: Vitest's "integration-embedded" project (vitest.config.ts) and, after the
 * main e2e run, a second Playwright run of the tests tagged EMBEDDED_TAG (playwright.config.ts) with
 * TEST_DATABASE_URL unset, against an e2e server on the embedded database on E2E_EMBEDDED_PORT
 * (default E2E_PORT + 50). E2E_EMBEDDED=0 leaves that run out.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { EMBEDDED_TAG } from "../playwright.config";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const REPORTS = path.join(ROOT, ".test-reports");
const only = process.argv[2];

type Totals = { passed: number; failed: number; skipped: number };
/** Seconds per layer, for the closing summary (where the time of a run went). */
const times: Array<[string, number]> = [];

/** `env` values replace the inherited ones; undefined removes the variable. */
function run(label: string, command: string, args: string[], env: Record<string, string | undefined> = {}): number {
  const started = Date.now();
  const merged = { ...process.env, ...env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete merged[key];
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env: merged });
  times.push([label, (Date.now() - started) / 1000]);
  console.log(
    `[test] ${[command, ...args].join(" ")}: exit ${result.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status ?? 1;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

function vitest(): { code: number; totals: Totals } {
  const out = path.join(REPORTS, "vitest.json");
  const code = run("vitest", "npx", [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${out}`,
  ]);
  const report = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  }>(out);
  // No report means the runner itself broke: count that as a failure, never as "0 failed".
  if (!report) return { code: code || 1, totals: { passed: 0, failed: 1, skipped: 0 } };
  return {
    code,
    totals: {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    },
  };
}

function playwright(
  name = "playwright",
  args: string[] = [],
  env: Record<string, string | undefined> = {},
): { code: number; totals: Totals } {
  const out = path.join(REPORTS, `${name}.json`);
  const code = run(name, "npx", ["playwright", "test", "--reporter=list,json", ...args], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  const report = readJson<
    PlaywrightSuite & { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }
  >(out);
  if (!report) return { code: code || 1, totals: { passed: 0, failed: 1, skipped: 0 } };
  const s = report.stats;
  // The personas' sign-ins (the setup project) are preparation, not tests of the portal: a pass
  // is not counted, so the totals stay comparable; a failure still is.
  const signIns = setupPasses(report);
  return { code, totals: { passed: s.expected + s.flaky - signIns, failed: s.unexpected, skipped: s.skipped } };
}

type PlaywrightSuite = {
  suites?: PlaywrightSuite[];
  specs?: Array<{ tests: Array<{ projectName: string; status: string }> }>;
};
function setupPasses(suite: PlaywrightSuite): number {
  const here = (suite.specs ?? [])
    .flatMap((spec) => spec.tests)
    .filter((t) => t.projectName === "personas" && (t.status === "expected" || t.status === "flaky")).length;
  return here + (suite.suites ?? []).reduce((sum, child) => sum + setupPasses(child), 0);
}

/**
 * The production build Playwright's server needs, started before Vitest so the two overlap (the
 * integration tests wait on Postgres much of the time); scripts/start.ts then finds the build up
 * to date. Only when there is none yet (a fresh clone, CI): a stale one start.ts rebuilds itself.
 * Its output goes to .test-reports/next-build.log, shown if it fails.
 */
function buildAlongside(): Promise<void> | null {
  if (existsSync(path.join(ROOT, ".next", "BUILD_ID")) || process.env.E2E_BUILD_ALONGSIDE === "0") return null;
  const logFile = path.join(REPORTS, "next-build.log");
  const log = openSync(logFile, "w");
  const started = Date.now();
  const child = spawn("npx", ["next", "build"], { cwd: ROOT, stdio: ["ignore", log, log] });
  return new Promise((resolve) => {
    child.on("exit", (code) => {
      times.push(["next build (alongside vitest)", (Date.now() - started) / 1000]);
      console.log(
        `[test] next build (alongside Vitest): exit ${code} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      if (code !== 0) console.log(readFileSync(logFile, "utf8").split("\n").slice(-40).join("\n"));
      resolve();
    });
  });
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
const e2e = only !== "unit" && only !== "integration";
const building = e2e && only !== "e2e" ? buildAlongside() : null;
const results = [...(only === "e2e" ? [] : [vitest()])];
await building;
if (e2e) results.push(playwright());
if (e2e && process.env.TEST_DATABASE_URL && process.env.E2E_EMBEDDED !== "0") {
  const port = process.env.E2E_EMBEDDED_PORT ?? String(Number(process.env.E2E_PORT ?? 3100) + 50);
  console.log(`[test] the writing e2e flows again on the embedded database (port ${port}, TEST_DATABASE_URL unset)`);
  results.push(
    playwright("playwright-embedded", ["--grep", EMBEDDED_TAG], { E2E_PORT: port, TEST_DATABASE_URL: undefined }),
  );
}
const sum = results.reduce(
  (t, r) => ({
    passed: t.passed + r.totals.passed,
    failed: t.failed + r.totals.failed,
    skipped: t.skipped + r.totals.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log(`[test] times: ${times.map(([label, seconds]) => `${label} ${seconds.toFixed(0)} s`).join(", ")}`);
console.log(`tests: ${sum.passed} passed, ${sum.failed} failed, ${sum.skipped} skipped`);
process.exit(results.some((r) => r.code !== 0) || sum.failed > 0 ? 1 : 0);
