import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import type { EmailMessage } from "@/lib/email/message";
import { EMAIL_QUEUE, prepareEmailQueue, startEmailWorker } from "@/lib/email/queue";
import { resetEnvForTests } from "@/lib/env";
import { jobs, stopJobs } from "@/lib/jobs/boss";

/**
 * The email worker keeps up with a backlog (a digest run queues one email per member) and still
 * treats each email on its own: it takes the queue in batches, delivers a few at once, and a
 * message that fails is retried alone. Real Postgres queue (pg-boss); the delivery is a function
 * that records what it was given, as the SMTP transport would send it.
 */

const message = (to: string): EmailMessage => ({
  to,
  subject: `Digest for ${to}`,
  html: "<p>3 hoses due</p>",
  text: "3 hoses due",
  clientHost: "harbour.localhost",
});

/** Queues the messages without starting a worker, so the worker finds them all waiting. */
async function queueBacklog(addresses: string[]): Promise<void> {
  await prepareEmailQueue();
  await (await jobs()).insert(addresses.map((to) => ({ name: EMAIL_QUEUE, data: message(to) })));
}

const emailJobs = () =>
  db().$queryRaw<Array<{ to: string; state: string; retry_count: number }>>`
    SELECT data->>'to' AS "to", state::text, retry_count FROM pgboss.job WHERE name = ${EMAIL_QUEUE} ORDER BY data->>'to'`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pollSeconds = process.env.EMAIL_POLL_SECONDS;

afterEach(async () => {
  // Each case registers its own delivery function: the worker is registered once per process.
  await stopJobs();
  await db().$executeRaw`DELETE FROM pgboss.job WHERE name = ${EMAIL_QUEUE}`;
  if (pollSeconds === undefined) delete process.env.EMAIL_POLL_SECONDS;
  else process.env.EMAIL_POLL_SECONDS = pollSeconds;
  resetEnvForTests();
});

describe("the email worker", () => {
  it("delivers a backlog a few at a time without waiting a polling interval between emails", async () => {
    // The production polling interval: one email a poll would deliver about 5 in the 10 s below.
    process.env.EMAIL_POLL_SECONDS = "2";
    resetEnvForTests();
    const addresses = Array.from({ length: 60 }, (_, i) => `member${String(i).padStart(2, "0")}@example.test`);
    await queueBacklog(addresses);

    const delivered: string[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    await startEmailWorker(async (m) => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await sleep(20); // a mail server's answer
      delivered.push(m.to);
      inFlight -= 1;
    });

    await expect.poll(() => delivered.length, { timeout: 10_000, interval: 100 }).toBe(60);
    expect([...delivered].sort()).toEqual(addresses);
    // Several at once, but bounded (EMAIL_CONCURRENCY, 5 by default).
    expect(mostInFlight).toBeGreaterThan(1);
    expect(mostInFlight).toBeLessThanOrEqual(5);
    await expect
      .poll(async () => (await emailJobs()).filter((j) => j.state === "completed").length, { timeout: 5_000 })
      .toBe(60);
  }, 30_000);

  it("retries a message that fails on its own, and sends the rest of its batch once", async () => {
    const addresses = Array.from({ length: 10 }, (_, i) => `user${i}@example.test`);
    const bounce = addresses[3]!;
    await queueBacklog(addresses);

    const attempts = new Map<string, number>();
    await startEmailWorker(async (m) => {
      const n = (attempts.get(m.to) ?? 0) + 1;
      attempts.set(m.to, n);
      if (m.to === bounce && n === 1) throw new Error("451 mailbox busy, try again later");
    });

    // EMAIL_RETRY_DELAY_SECONDS is 1 in the tests: the retry comes after about a second.
    await expect.poll(() => attempts.get(bounce), { timeout: 15_000, interval: 100 }).toBe(2);
    // Long enough for a wrongly failed message of the same batch to have been retried too.
    await sleep(2_500);
    expect(Object.fromEntries(attempts)).toEqual(
      Object.fromEntries(addresses.map((to) => [to, to === bounce ? 2 : 1])),
    );
    await expect
      .poll(async () => (await emailJobs()).filter((j) => j.state === "completed").length, { timeout: 5_000 })
      .toBe(10);
    expect(await emailJobs()).toEqual(
      addresses.map((to) => ({ to, state: "completed", retry_count: to === bounce ? 1 : 0 })),
    );
  }, 30_000);
});
