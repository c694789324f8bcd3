import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // `server-only` throws outside React's server bundle; tests run server code directly.
  "server-only": path.resolve(import.meta.dirname, "tests/setup/server-only.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Two files at a time (each integration file has a database of its own): Vitest's default on
    // a 2-core machine is one, which left a core idle once the e2e build alongside had finished.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/setup/global-database.ts"],
          setupFiles: ["tests/setup/file-database.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
