import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

/**
 * E2E against a production build (scripts/e2e-server.ts) on Debian's Chromium: Playwright's
 * own browser download cannot work here. Tenants are tried by hostname: Chromium resolves
 * *.localhost to the loopback, so demo.localhost and acme.localhost reach the same server.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * The browser: CHROMIUM_PATH, else Debian's Chromium headless shell when installed (package
 * chromium-headless-shell: the same engine without the desktop browser around it, which is what
 * Playwright itself runs headless; measured here, the whole suite in a quarter less time), else
 * Debian's Chromium.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
export const hostUrl = (host: string) => `http://${host}:${E2E_PORT}`;

/**
 * The tests tagged `@embedded` write through the flows most exposed to the embedded database's
 * single connection (transactions, bulk reads and streamed exports, the job queue and its emails,
 * the offline sync, the specs' own SQL beside the portal's). `npm test` runs them a second time
 * against an e2e server on the embedded default database (scripts/test.ts) when the main run uses
 * Postgres, so the README's database stays proven. One test per flow: what only reads, refuses or
 * checks markup behaves the same on either database and runs once.
 */
export const EMBEDDED_TAG = "@embedded";

export default defineConfig({
  testDir: "tests/e2e",
  // Per port: the embedded pass of `npm test` runs after the main one and must not empty its results.
  outputDir: `test-results/e2e-${E2E_PORT}`,
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: hostUrl("demo.localhost"),
    // In CI a failed test runs again (retries: 1) and that retry is traced. Recording every test
    // to keep the failures' traces cost about a fifth of the runner's and Chromium's CPU (measured
    // on the personas' sign-ins), on a machine the specs already keep busy.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    // Every new browser context would install the portal's service worker, which keeps the
    // offline app shell and every build file it loads (compiled as it is kept), and then the
    // scanner: on a phone once, here once per test. The specs about working offline, where the
    // worker is what they test, switch it back on (`test.use({ serviceWorkers: "allow" })`).
    // Measured on the whole suite: a quarter less test time for the tests that pass either way.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    // Signs each demo persona in once and saves its cookies (tests/e2e/support/personas.ts).
    { name: "personas", testMatch: /personas\.setup\.ts$/, use: { browserName: "chromium" } },
    { name: "chromium", use: { browserName: "chromium" }, dependencies: ["personas"] },
  ],
  webServer: {
    command: "tsx scripts/e2e-server.ts",
    url: `${hostUrl("localhost")}/api/v1/clients/current`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    stderr: "pipe",
    env: { E2E_PORT: String(E2E_PORT) },
  },
});
