import "server-only";
import { env } from "@/lib/env";
import { scheduleJob } from "@/lib/jobs/schedule";

/**
 * Housekeeping on a schedule (MAINTENANCE_CRON, hourly by default): rows that only ever expire
 * are deleted even while nobody writes new ones. Each area owns its rows and registers their
 * cleanup here (registerCleanup); this module knows none of them. Every server schedules the
 * job at boot (instrumentation.ts loads the areas' cleanups first); lib/jobs/schedule.ts makes it
 * run once per tick however many replicas there are.
 */
export const MAINTENANCE_JOB = "prune-expired";

export type Cleanup = (now: Date) => Promise<unknown>;

const cleanups = new Map<string, Cleanup>();

/** Adds an area's cleanup under a name of its own (registering the same name again replaces it). */
export function registerCleanup(name: string, cleanup: Cleanup): void {
  cleanups.set(name, cleanup);
}

/** Runs every registered cleanup, one after the other, in the order they were registered. */
export async function pruneExpiredRows(): Promise<void> {
  const now = new Date();
  for (const cleanup of cleanups.values()) await cleanup(now);
}

export function startMaintenance(): Promise<void> {
  return scheduleJob(MAINTENANCE_JOB, env().MAINTENANCE_CRON, pruneExpiredRows);
}
