import "server-only";
import type PgBoss from "pg-boss";
import { createQueue, ensureWorker, jobs } from "@/lib/jobs/boss";
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

/** The worker: started at boot (instrumentation.ts) and on the first queued message. */
export async function startEmailWorker(deliver: (m: EmailMessage) => Promise<void>): Promise<void> {
  await ensureWorker<EmailMessage>(
    EMAIL_QUEUE,
    queueOptions(),
    { pollingIntervalSeconds: env().EMAIL_POLL_SECONDS, batchSize: 1 },
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
