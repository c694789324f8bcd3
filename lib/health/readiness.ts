import "server-only";
import { pendingMigrations } from "@/lib/db/migrations-status";

/**
 * Whether this replica can serve requests now: the database answers (a failure to reach it is
 * thrown) and carries every migration of this build. Migrations still to run are named.
 */
export async function readiness(): Promise<{ pendingMigrations: string[] }> {
  return { pendingMigrations: await pendingMigrations() };
}
