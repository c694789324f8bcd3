import { defineConfig } from "@playwright/test";

/**
 * E2E against a production build (scripts/e2e-server.ts) on Debian's Chromium: Playwright's
 * own browser download cannot work here. Tenants are tried by hostname: Chromium resolves
 * *.localhost to the loopback, so demo.localhost and acme.localhost reach the same server.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const hostUrl = (host: string) => `http://${host}:${E2E_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: hostUrl("demo.localhost"),
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
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
