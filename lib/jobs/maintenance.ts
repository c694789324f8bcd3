import "server-only";
import { pruneRateLimits } from "@/lib/auth/rate-limit";
import { expireCompliancePacks } from "@/lib/compliance/retention";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { IDEMPOTENCY_TTL_HOURS } from "@/lib/http/idempotency";
import { scheduleJob } from "@/lib/jobs/schedule";

/**
 * Housekeeping on a schedule (MAINTENANCE_CRON, hourly by default): rows that only ever expire
 * (rate-limit windows, used human-check challenges, revoked sessions past their JWT's expiry,
 * idempotency keys past their day) are deleted even while nobody writes new ones, and compliance
 * packs past their retention (lib/compliance/retention.ts) lose their PDF, then their row. Every server
 * schedules it at boot; lib/jobs/schedule.ts makes it run once per tick however many replicas
 * there are.
 */
export const MAINTENANCE_JOB = "prune-expired";

export async function pruneExpiredRows(): Promise<void> {
  const now = new Date();
  await pruneRateLimits();
  await db().usedChallenge.deleteMany({ where: { expiresAt: { lt: now } } });
  await db().revokedSession.deleteMany({ where: { expiresAt: { lt: now } } });
  await db().idempotencyKey.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - IDEMPOTENCY_TTL_HOURS * 3_600_000) } },
  });
  await expireCompliancePacks(now);
}

export function startMaintenance(): Promise<void> {
  return scheduleJob(MAINTENANCE_JOB, env().MAINTENANCE_CRON, pruneExpiredRows);
}
