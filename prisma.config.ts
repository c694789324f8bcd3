// Prisma 7 CLI configuration. Migrations themselves run through prisma/migrate.ts (wasm engine;
// see ARCHITECTURE.md, "Migrations"); the CLI is used here for `prisma generate`, and
// `prisma migrate deploy` keeps working wherever the native engine binary is available.
import { defineConfig } from "prisma/config";

export default defineConfig({
  // PRISMA_SCHEMA / PRISMA_MIGRATIONS_DIR are the same overrides prisma/migrate.ts honours.
  schema: process.env.PRISMA_SCHEMA ?? "prisma/schema.prisma",
  migrations: {
    path: process.env.PRISMA_MIGRATIONS_DIR ?? "prisma/migrations",
  },
  datasource: {
    // `prisma generate` never connects; the default only keeps the config valid without DATABASE_URL.
    url: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
  },
});
