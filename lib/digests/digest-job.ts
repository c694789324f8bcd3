import "server-only";
import { deliverEmail } from "@/lib/email/transport";
import { startEmailWorker } from "@/lib/email/queue";
import { env } from "@/lib/env";
import { ensureWorker, jobs } from "@/lib/jobs/boss";
import { runDigests } from "./run-digests";

/**
 * The digest cron. pg-boss keeps the schedule in Postgres and, in whichever process
 * wins its once-a-minute cron check, puts one job per tick on the queue (a singleton across
 * processes); one worker takes it and calls runDigests with the current time. Every portal
 * process registers the same schedule and worker at boot, so the job runs while any one of them
 * is up; runDigests is safe to run twice or at once anyway (its claims are unique in Postgres).
 */
export const DIGEST_QUEUE = "digests";

export async function startDigestSchedule(): Promise<void> {
  const cron = env().DIGEST_SCHEDULE;
  if (cron === "off") {
    // The schedule lives in Postgres: switching it off must remove it, not just stop working it.
    await (await jobs()).unschedule(DIGEST_QUEUE);
    return;
  }
  // Digests queued before a restart are delivered by this process too (also without SMTP).
  await startEmailWorker(deliverEmail);
  await ensureWorker(
    DIGEST_QUEUE,
    // Stately: one run waiting and one running at most; a failed run is retried (claims hold).
    { policy: "stately", retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 900 },
    { pollingIntervalSeconds: 10, batchSize: 1 },
    async () => {
      const result = await runDigests(new Date());
      if (result.due > 0) console.info("[digests]", JSON.stringify(result));
    },
  );
  await (await jobs()).schedule(DIGEST_QUEUE, cron, {}, { tz: "UTC" });
}
