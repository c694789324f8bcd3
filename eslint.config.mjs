import { readdirSync } from "node:fs";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/**
 * The layers of lib/, from the bottom up (README.md, Layout):
 *  - core: what every area needs (errors, Ctx and roles, scope, session types, secrets);
 *  - infrastructure: database, storage, email delivery, jobs, caches, monitoring, server life;
 *  - domain: one folder per area (hoses, organisations, ...), importing core, infrastructure
 *    and each other downwards;
 *  - transports: the API (lib/http), pages' request helpers (lib/web), server actions
 *    (lib/actions) and the OpenAPI document (lib/openapi), which call the domain.
 * The root files lib/env.ts, lib/dates.ts, lib/notices.ts and lib/rich-text.ts are plain helpers
 * any layer may use, and so is lib/i18n (the languages and their catalogues: the email templates
 * and the email infrastructure write in the reader's language); lib/generated is Prisma's client.
 * A new folder of lib/ is a domain area unless it is named below.
 */
const INFRASTRUCTURE = ["db", "storage", "email", "jobs", "cache", "observability", "server"];
const TRANSPORTS = ["http", "web", "actions", "openapi"];
const BASICS = ["./env.ts", "./dates.ts", "./notices.ts", "./rich-text.ts", "./i18n", "./generated"];
const DOMAIN = readdirSync("lib", { withFileTypes: true })
  .filter((e) => e.isDirectory() && !["core", "generated", "i18n", ...INFRASTRUCTURE, ...TRANSPORTS].includes(e.name))
  .map((e) => e.name);
const under = (names) => names.map((name) => `./lib/${name}`);

const layers = {
  "import/no-restricted-paths": [
    "error",
    {
      zones: [
        {
          target: "./lib/core",
          from: "./lib",
          except: ["./core", ...BASICS],
          message: "lib/core is the kernel: it imports nothing of the app above it.",
        },
        {
          target: "./lib/core",
          from: ["./app", "./components", "./emails"],
          message: "lib/core is the kernel: it imports nothing of the app above it.",
        },
        {
          target: under(INFRASTRUCTURE),
          from: "./lib",
          except: ["./core", ...BASICS, ...INFRASTRUCTURE.map((name) => `./${name}`)],
          message:
            "Infrastructure imports only lib/core (and other infrastructure): let the area register with it instead.",
        },
        {
          target: under(INFRASTRUCTURE),
          from: ["./app", "./components"],
          message: "Infrastructure imports only lib/core (and other infrastructure).",
        },
        {
          target: [...under(DOMAIN), ...BASICS.map((file) => file.replace("./", "./lib/"))],
          from: "./lib/http",
          // Plain helpers that still live beside the API wrapper: no request in them.
          except: ["./body.ts"],
          message: "A domain area never imports a transport: the route wrapper calls the service, not the other way.",
        },
        {
          target: [...under(DOMAIN), ...BASICS.map((file) => file.replace("./", "./lib/"))],
          from: [...under(TRANSPORTS.filter((name) => name !== "http")), "./app", "./components"],
          message: "A domain area never imports a transport (lib/web, lib/actions, lib/openapi) or the UI.",
        },
        {
          target: ["./app", "./components"],
          from: "./lib/db",
          message: "Pages and components call a service; the database is reached only through lib/.",
        },
        {
          target: "./emails",
          from: "./lib",
          except: ["./core", ...BASICS],
          message: "Email templates own their props: the area that sends one imports the template, not the reverse.",
        },
        {
          target: "./lib",
          from: "./tooling",
          message: "tooling/ is for development and tests; the app never imports it.",
        },
      ],
    },
  ],
};

const NO_NEXT = {
  "no-restricted-imports": [
    "error",
    {
      patterns: [
        {
          group: ["next", "next/*"],
          message: "Only transports (lib/http, lib/web, lib/actions) and the UI use Next.js.",
        },
      ],
    },
  ],
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", "lib/generated/**", "node_modules/**", ".data/**", "test-results/**", "playwright-report/**"],
  },
  {
    rules: {
      // lib/env.ts is the one place that reads the environment (docs/STYLE.md rule 8).
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through lib/env.ts." },
      ],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  { files: ["**/*.ts", "**/*.tsx", "**/*.mjs"], rules: layers },
  {
    files: [...under(["core", ...INFRASTRUCTURE, ...DOMAIN]).map((dir) => `${dir.slice(2)}/**`), "lib/*.ts"],
    rules: NO_NEXT,
  },
  {
    // Boot-time code that must run before (or without) lib/env: config files, scripts, tests.
    files: [
      "lib/env.ts",
      "*.config.*",
      "next.config.mjs",
      "scripts/**",
      "tooling/**",
      "prisma/migrate.ts",
      "tests/**",
      ".ci/**",
    ],
    rules: { "no-restricted-properties": "off" },
  },
];

export default config;
