import "server-only";
import { randomUUID } from "node:crypto";
import { createQueue, ensureWorker, jobs } from "@/lib/jobs/boss";
import { env } from "@/lib/env";
import { WEBHOOK_RETRY_LIMIT, deliverWebhook, type WebhookJob } from "./deliver-webhook";

/**
 * Webhook deliveries go through pg-boss: sent after the write commits, retried with backoff
 * when the receiver fails (about WEBHOOK_RETRY_DELAY_SECONDS, then doubling, with jitter), and
 * worked by whichever portal process fetches the job first. A delivery's first job carries the
 * delivery's own id as its job id, so the same event queued twice (two replicas, a retried
 * request) inserts one job; the worker also sends only a delivery still pending.
 */
export const WEBHOOK_QUEUE = "webhook-delivery";

const queueOptions = () => ({
  retryLimit: WEBHOOK_RETRY_LIMIT,
  retryDelay: env().WEBHOOK_RETRY_DELAY_SECONDS,
  retryBackoff: true,
  expireInSeconds: 60,
  retentionDays: 7,
});

/**
 * Queues one job per delivery. `jobId` defaults to the delivery's id (first send: at most one
 * job per event); a resend passes a fresh one.
 */
export async function enqueueWebhookDeliveries(
  deliveries: Array<{ id: string; attemptsBefore?: number; jobId?: string }>,
): Promise<void> {
  if (deliveries.length === 0) return;
  const boss = await jobs();
  const options = queueOptions();
  await createQueue(boss, WEBHOOK_QUEUE, options);
  for (const d of deliveries) {
    await boss.send(WEBHOOK_QUEUE, { deliveryId: d.id, attemptsBefore: d.attemptsBefore ?? 0 } satisfies WebhookJob, {
      ...options,
      id: d.jobId ?? d.id,
    });
  }
}

export const freshJobId = () => randomUUID();

/** The worker (instrumentation.ts): one delivery at a time per process, each bounded by its deadline. */
export async function startWebhookWorker(pollingIntervalSeconds = 2): Promise<void> {
  await ensureWorker<WebhookJob>(
    WEBHOOK_QUEUE,
    queueOptions(),
    { pollingIntervalSeconds, batchSize: 1 },
    async (job) => {
      await deliverWebhook(job);
    },
  );
}
