import "server-only";
import http from "node:http";
import https from "node:https";
import { db } from "@/lib/db/client";
import { webhookHeaders } from "./sign-webhook";
import { checkedLookup, assertAllowedTarget, TargetRefused } from "./webhook-target";

/** Retries after the first attempt: with the default delay, the last comes about two hours later. */
export const WEBHOOK_RETRY_LIMIT = 8;

export type WebhookJob = {
  deliveryId: string;
  /** The delivery's attempt count when this job was queued: the job's own attempts count from it. */
  attemptsBefore: number;
};

/** A receiver that sends nothing for this long is given up on. */
const TIMEOUT_MS = 10_000;
/** The whole attempt, however slowly a receiver trickles its answer. */
const DEADLINE_MS = 20_000;
/** How long a worker's claim on a delivery lasts: longer than any attempt. */
const CLAIM_MS = DEADLINE_MS + 40_000;

/**
 * One attempt of one delivery (a pg-boss job). The receiver's 2xx ends it; anything else is
 * recorded (response code, error, attempts) and thrown, so pg-boss tries again later, until the
 * retries are spent and the delivery is marked failed. A delivery that is no longer pending (sent
 * meanwhile) or whose webhook was deleted is left alone. A refused target (its name now resolves
 * to a private address) fails at once: retrying would not change it.
 */
export async function deliverWebhook(job: WebhookJob): Promise<void> {
  // Claimed first, in one statement: of two workers holding the same delivery, one sends it.
  // The claim outlives the longest attempt, so a worker that died mid-way frees it in time.
  const claimed = await db().webhookDelivery.updateMany({
    where: {
      id: job.deliveryId,
      status: "PENDING",
      OR: [{ claimedUntil: null }, { claimedUntil: { lt: new Date() } }],
    },
    data: { claimedUntil: new Date(Date.now() + CLAIM_MS) },
  });
  if (claimed.count === 0) return;
  const row = await db().webhookDelivery.findUnique({
    where: { id: job.deliveryId },
    select: {
      id: true,
      status: true,
      attempts: true,
      payload: true,
      endpoint: { select: { url: true, secret: true } },
    },
  });
  if (!row) return;
  const attempt = row.attempts + 1;
  let responseCode: number | null = null;
  let lastError: string | null = null;
  let refused = false;
  try {
    responseCode = await post(
      new URL(row.endpoint.url),
      webhookHeaders(row.endpoint.secret, row.id, new Date(), row.payload),
      row.payload,
    );
    if (responseCode < 200 || responseCode > 299) lastError = `The receiver answered ${responseCode}`;
  } catch (error) {
    refused = error instanceof TargetRefused;
    lastError = error instanceof Error ? error.message.slice(0, 500) : "Failed";
  }
  const ok = lastError === null;
  const spent = refused || attempt - job.attemptsBefore > WEBHOOK_RETRY_LIMIT;
  await db().webhookDelivery.updateMany({
    where: { id: row.id, status: "PENDING" },
    data: {
      attempts: attempt,
      responseCode,
      lastError,
      lastAttemptAt: new Date(),
      claimedUntil: null,
      status: ok ? "SUCCEEDED" : spent ? "FAILED" : "PENDING",
    },
  });
  if (!ok && !spent) throw new Error(lastError ?? "Webhook delivery failed");
}

/** POSTs the body and answers the status; redirects are not followed (a 3xx is a failure). */
async function post(url: URL, signature: Record<string, string>, body: string): Promise<number> {
  await assertAllowedTarget(url);
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": "hose-portal-webhooks/1",
          "content-length": Buffer.byteLength(body),
          ...signature,
        },
        lookup: checkedLookup as never,
        timeout: TIMEOUT_MS,
      },
      (response) => {
        // The status is the answer: the body is not read, so a receiver cannot hold the worker.
        clearTimeout(deadline);
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    const deadline = setTimeout(() => request.destroy(new Error("The receiver did not answer in time")), DEADLINE_MS);
    request.on("timeout", () => request.destroy(new Error("The receiver did not answer in time")));
    request.on("error", (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    request.end(body);
  });
}
