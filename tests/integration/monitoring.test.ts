import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as monitoringRoute } from "@/app/api/monitoring/route";
import { db } from "@/lib/db/client";
import { resetEnvForTests } from "@/lib/env";
import { MONITORING_LIMITS } from "@/lib/http/sentry-tunnel";
import { MAX_ENVELOPE_BYTES } from "@/lib/observability/tunnel";
import { startIngest, type Envelope, type Ingest } from "../fixtures/sentry-ingest";

/**
 * POST /api/monitoring, the anonymous tunnel to Sentry: only envelopes for the configured DSN are
 * forwarded, a body is read under its 1 MB cap however it is sent, and the number forwarded is
 * capped per address and in all.
 */

let ingest: Ingest;
let received: Envelope[] = [];
let dsn = "";

beforeAll(async () => {
  ingest = await startIngest();
  received = ingest.received;
  dsn = `http://publickey@${ingest.host}/42`;
  vi.stubEnv("SENTRY_DSN", dsn);
  resetEnvForTests();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  resetEnvForTests();
  await ingest.close();
});
beforeEach(async () => {
  received.length = 0;
  await db().rateLimitBucket.deleteMany({ where: { key: { startsWith: "monitoring:" } } });
});

let address = 0;
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  monitoringRoute(
    new Request("http://localhost/api/monitoring", {
      method: "POST",
      body,
      headers: { "x-forwarded-for": `10.9.0.${++address % 250}`, ...headers },
      duplex: "half",
    } as RequestInit),
  );
const envelope = () => `${JSON.stringify({ dsn })}\n{"type":"event"}\n{}`;

describe("the monitoring tunnel", () => {
  it("forwards envelopes for the configured DSN only", async () => {
    const ok = await post(envelope());
    expect(ok.status).toBe(200);
    expect(received).toEqual([{ url: "/api/42/envelope/", body: envelope() }]);
    const other = `${JSON.stringify({ dsn: "https://k@evil.example/1" })}\n{}`;
    expect((await post(other)).status).toBe(400);
    expect(received).toHaveLength(1);
  });

  it("refuses a chunked body past 1 MB once the cap is crossed, and forwards nothing", async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled > MAX_ENVELOPE_BYTES * 20) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await post(body);
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(MAX_ENVELOPE_BYTES * 2);
    expect(received).toEqual([]);
  });

  it("answers 429 past an address's budget, before reading or forwarding", async () => {
    const ip = { "x-forwarded-for": "10.8.8.8" };
    for (let i = 0; i < MONITORING_LIMITS.perAddress.limit; i++) expect((await post(envelope(), ip)).status).toBe(200);
    const refused = await post(envelope(), ip);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ global: ["Too many attempts, please try again later"] });
    expect(received).toHaveLength(MONITORING_LIMITS.perAddress.limit);
    // Another address still reports.
    expect((await post(envelope())).status).toBe(200);
  });

  it("refuses a report sent from another site's page", async () => {
    const res = await post(envelope(), { "sec-fetch-site": "cross-site" });
    expect(res.status).toBe(403);
    expect(received).toEqual([]);
  });
});
