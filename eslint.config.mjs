import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", "lib/generated/**", "node_modules/**", ".data/**", "test-results/**", "playwright-report/**"],
  },
  {
    rules: {
      // lib/env.ts is the one place that reads the environment (STYLE.md rule 8).
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through lib/env.ts." },
      ],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Boot-time code that must run before (or without) lib/env: config files, scripts, tests.
    files: ["lib/env.ts", "*.config.*", "next.config.mjs", "scripts/**", "prisma/migrate.ts", "tests/**", ".ci/**"],
    rules: { "no-restricted-properties": "off" },
  },
];

export default config;
