import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // `server-only` throws outside React's server bundle; tests run server code directly.
  "server-only": path.resolve(import.meta.dirname, "tests/setup/server-only.ts"),
};

/**
 * Integration files that also run on the embedded database (one connection, one session) when
 * the main run uses a real Postgres: the README's `npm test` on a machine without one. They
 * cover what only a single connection breaks: transactions that hold the connection while
 * other code asks for one (the bulk pool, pg-boss, db()), session state shared by every
 * connection (temporary functions), the caches that have no cross-process listener there, and
 * the embedded server itself. The rest of the class
 * (a second connection asked for inside a transaction) is caught on any database: see
 * assertNoOpenTransaction in lib/db/client.ts.
 */
const EMBEDDED_SENSITIVE = [
  "tests/integration/embedded-transactions.test.ts",
  "tests/integration/tags-api.test.ts",
  "tests/integration/digests.test.ts",
  "tests/integration/seed-large.test.ts",
  "tests/integration/hose-configurations-import.test.ts",
  "tests/integration/bulk-exports.test.ts",
  "tests/integration/tenant.test.ts",
  "tests/integration/notifications.test.ts",
];

const integration = (name: string, include: string[], env: Record<string, string> = {}) => ({
  resolve: { alias },
  test: {
    name,
    include,
    environment: "node",
    env,
    globalSetup: ["tests/setup/global-database.ts"],
    setupFiles: ["tests/setup/file-database.ts"],
    // The app's modules are imported once per worker, not once per file: that import was most of
    // a file's time. Each file still gets its own database, environment and connections, and the
    // per-file setup fails the next file if one leaves anything behind (tests/setup/process-state.ts).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  resolve: { alias },
  test: {
    // Three files at a time on two cores (each integration file has a database of its own): an
    // integration file spends much of its time waiting on Postgres, a child process or a timer,
    // and with two at a time the cores were a fifth idle. Measured on the whole run: 229 s with
    // two, 194 s with three (cores 6 % idle). Vitest's own default here would be one.
    maxWorkers: 3,
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
      },
      integration("integration", ["tests/integration/**/*.test.ts"]),
      // Without TEST_DATABASE_URL the run above is already embedded: no second pass.
      ...(process.env.TEST_DATABASE_URL
        ? [integration("integration-embedded", EMBEDDED_SENSITIVE, { TEST_DATABASE_URL: "" })]
        : []),
    ],
  },
});
