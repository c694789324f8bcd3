import "server-only";
import type PgBoss from "pg-boss";
import { createQueue, ensureBatchWorker, jobs } from "@/lib/jobs/boss";
import { env } from "@/lib/env";
import type { EmailMessage } from "./message";

/**
 * Email delivery that survives an SMTP outage: a message is a pg-boss job in Postgres,
 * written before the request answers; a worker delivers it and pg-boss retries a failure with
 * exponential backoff (EMAIL_RETRY_DELAY_SECONDS, doubled each time, EMAIL_RETRY_LIMIT tries),
 * across restarts. So a request that sends an email succeeds while the mail server is down.
 */
export const EMAIL_QUEUE = "email";

function queueOptions() {
  const { EMAIL_RETRY_LIMIT, EMAIL_RETRY_DELAY_SECONDS } = env();
  return {
    retryLimit: EMAIL_RETRY_LIMIT,
    retryDelay: EMAIL_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInSeconds: 120,
    retentionDays: 7,
  };
}

/** Queues the message for delivery, and makes sure this process works the queue. */
export async function enqueueEmail(message: EmailMessage, deliver: (m: EmailMessage) => Promise<void>): Promise<void> {
  const boss = await jobs();
  await createQueue(boss, EMAIL_QUEUE, queueOptions());
  await boss.send(EMAIL_QUEUE, message, queueOptions());
  await startEmailWorker(deliver);
}

/**
 * The worker: started at boot (instrumentation.ts) and on the first queued message. It takes
 * the queue in batches and delivers EMAIL_CONCURRENCY at a time (lib/jobs/boss.ts,
 * ensureBatchWorker: each message completed or retried on its own), so a digest run's
 * thousands of emails go out at the mail server's pace, not one per poll.
 */
export async function startEmailWorker(deliver: (m: EmailMessage) => Promise<void>): Promise<void> {
  const { EMAIL_POLL_SECONDS, EMAIL_CONCURRENCY } = env();
  await ensureBatchWorker<EmailMessage>(
    EMAIL_QUEUE,
    queueOptions(),
    // A few messages a lane per fetch: fewer fetches, and a slow message holds up little.
    { pollingIntervalSeconds: EMAIL_POLL_SECONDS, batchSize: EMAIL_CONCURRENCY * 4, concurrency: EMAIL_CONCURRENCY },
    deliver,
  );
}

/** Creates the email queue if needed: before a transaction that queues into it (below). */
export async function prepareEmailQueue(): Promise<void> {
  await createQueue(await jobs(), EMAIL_QUEUE, queueOptions());
}

/**
 * Queues the message through `db`, a connection inside the caller's open transaction (pg-boss's
 * `db` option): the job commits or rolls back with the caller's own writes (a digest's claim).
 * Returns the job's id. The caller starts the worker (startEmailWorker) once it has committed.
 */
export async function queueEmailWithin(db: PgBoss.Db, message: EmailMessage): Promise<string> {
  const id = await (await jobs()).send(EMAIL_QUEUE, message, { ...queueOptions(), db });
  if (!id) throw new Error("The email job was not created");
  return id;
}
