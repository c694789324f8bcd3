import "server-only";
import type PgBoss from "pg-boss";
import { createQueue, ensureWorker, jobs } from "@/lib/jobs/boss";

/**
 * A job on a cron schedule that runs ONCE per tick however many processes (replicas, workers)
 * call this: pg-boss keeps the schedule in Postgres; at each check one process wins pg-boss's
 * cron lock and queues the tick's job under a singleton key (one per schedule and minute), and a
 * queued job is fetched by exactly one worker (SKIP LOCKED). The queue's "stately" policy keeps
 * runs from overlapping or piling up when one outlasts the interval.
 *
 * Every process that calls it also works the queue, so the job runs wherever there is capacity;
 * calling it again (another process, a restart) updates the schedule rather than adding one.
 * `cron` is standard 5-field cron (a minute at the finest); `tz` defaults to UTC.
 */
export async function scheduleJob(
  name: string,
  cron: string,
  handler: () => Promise<void>,
  options: { tz?: string; queue?: Omit<PgBoss.Queue, "name" | "policy">; pollingIntervalSeconds?: number } = {},
): Promise<void> {
  const boss = await jobs();
  const queue = { policy: "stately" as const, expireInSeconds: 15 * 60, retryLimit: 2, ...options.queue };
  await createQueue(boss, name, queue);
  await boss.schedule(name, cron, {}, { tz: options.tz ?? "UTC" });
  await ensureWorker(
    name,
    queue,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 5, batchSize: 1 },
    handler,
  );
}
