import "server-only";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { db } from "@/lib/db/client";

/**
 * Whether the database carries every migration this build ships (prisma/migrations): a replica
 * of a new release must not take traffic before `npm run db:migrate` has run. The folder list is
 * read once per process (it is part of the release); the check is one indexed query.
 */
let shipped: Promise<string[]> | undefined;

function shippedMigrations(): Promise<string[]> {
  shipped ??= readdir(path.join(process.cwd(), "prisma", "migrations"), { withFileTypes: true })
    .then((entries) => entries.filter((e) => e.isDirectory()).map((e) => e.name))
    .catch((error: unknown) => {
      shipped = undefined;
      throw error;
    });
  return shipped;
}

/** The names of shipped migrations the database has not applied (empty: up to date). */
export async function pendingMigrations(): Promise<string[]> {
  const names = await shippedMigrations();
  const rows = await db().$queryRaw<Array<{ migration_name: string }>>`
    SELECT migration_name FROM _prisma_migrations
    WHERE migration_name = ANY(${names}::text[]) AND finished_at IS NOT NULL AND rolled_back_at IS NULL`;
  const applied = new Set(rows.map((r) => r.migration_name));
  return names.filter((n) => !applied.has(n)).sort();
}
