import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as monitoringRoute } from "@/app/api/monitoring/route";
import { resetEnvForTests } from "@/lib/env";
import { toErrorResponse } from "@/lib/http/respond";
import { scrubBreadcrumb, scrubEvent, scrubUrl } from "@/lib/observability/scrub";
import { initServerErrorTracking } from "@/lib/observability/server";
import { envelopeUrl, tunnelTarget } from "@/lib/observability/tunnel";
import { startIngest, type Envelope, type Ingest } from "../fixtures/sentry-ingest";

let ingest: Ingest;
let received: Envelope[] = [];
let base = "";

beforeAll(async () => {
  ingest = await startIngest();
  received = ingest.received;
  base = ingest.host;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  resetEnvForTests();
  await ingest.close();
});

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
};
const quietly = <T>(fn: () => T): T => {
  const original = console.error;
  console.error = () => {};
  try {
    return fn();
  } finally {
    console.error = original;
  }
};

describe("error tracking (SPEC §9)", () => {
  it("sends nothing while SENTRY_DSN is unset", async () => {
    vi.stubEnv("SENTRY_DSN", "");
    resetEnvForTests();
    await initServerErrorTracking();
    quietly(() => toErrorResponse(new Error("boom"), { clientId: "c1", userId: "u1" }));
    await new Promise((r) => setTimeout(r, 300));
    expect(received).toEqual([]);
    expect((await monitoringRoute(new Request("http://x/api/monitoring", { method: "POST", body: "{}" }))).status).toBe(
      404,
    );
  });

  it("reports a server error with the 500's request id, the client and user ids, and no personal data", async () => {
    vi.stubEnv("SENTRY_DSN", `http://publickey@${base}/42`);
    resetEnvForTests();
    await initServerErrorTracking();
    const res = quietly(() =>
      toErrorResponse(new Error("Cannot save pat@example.test"), { clientId: "client-1", userId: "user-1" }),
    );
    const reference = /reference ([0-9a-f-]{36})/.exec(((await res.json()) as { global: string[] }).global[0]!)![1]!;
    await until(() => received.length > 0);
    expect(received[0]!.url).toMatch(/^\/api\/42\/envelope\//);
    const items = received[0]!.body
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const event = items.find((i) => "exception" in i) as {
      tags: Record<string, string>;
      user: unknown;
      exception: { values: Array<{ value: string }> };
    };
    expect(event.tags).toMatchObject({ request_id: reference, client_id: "client-1" });
    expect(event.user).toEqual({ id: "user-1" });
    expect(event.exception.values[0]!.value).toBe("Cannot save [email]");
    expect(received[0]!.body).not.toContain("pat@example.test");
  });
});

describe("what a report may carry", () => {
  it("drops queries and link tokens from URLs", () => {
    expect(scrubUrl("https://demo.test/validate/abc123?x=1#y")).toBe("https://demo.test/validate/:token");
    expect(scrubUrl("/one-time-login/tok")).toBe("/one-time-login/:token");
    expect(scrubUrl("/portal/admin/users?filters=%7B%22search%22%3A%22pat%40x.test%22%7D")).toBe("/portal/admin/users");
  });

  it("keeps the user id only, the request's method and URL only, and no console breadcrumbs", () => {
    const event = scrubEvent({
      type: undefined,
      user: { id: "u1", email: "pat@example.test", ip_address: "203.0.113.1" },
      request: {
        method: "POST",
        url: "https://demo.test/validate/secret?a=b",
        cookies: { hp_session: "x" },
        headers: { cookie: "x" },
        data: "password=x",
      },
      server_name: "host-1",
      breadcrumbs: [
        { category: "console", message: "pat@example.test" },
        { category: "navigation", data: { from: "/validate/secret", to: "/login?notice=validated" } },
      ],
    });
    expect(event.user).toEqual({ id: "u1" });
    expect(event.request).toEqual({ method: "POST", url: "https://demo.test/validate/:token" });
    expect(event.server_name).toBeUndefined();
    expect(event.breadcrumbs).toEqual([{ category: "navigation", data: { from: "/validate/:token", to: "/login" } }]);
    expect(
      scrubBreadcrumb({ category: "fetch", data: { url: "/api/v1/users?filters=x", method: "GET", body: "x" } }),
    ).toEqual({
      category: "fetch",
      data: { url: "/api/v1/users", method: "GET" },
    });
  });

  it("builds the ingest URL from the DSN and refuses envelopes for another one", () => {
    expect(envelopeUrl("https://key@o1.ingest.sentry.io/123")).toBe("https://o1.ingest.sentry.io/api/123/envelope/");
    expect(
      tunnelTarget(`{"dsn":"https://key@o1.ingest.sentry.io/123"}\n{}`, "https://key@o1.ingest.sentry.io/123"),
    ).toBe("https://o1.ingest.sentry.io/api/123/envelope/");
    expect(
      tunnelTarget(`{"dsn":"https://key@o1.ingest.sentry.io/999"}\n{}`, "https://key@o1.ingest.sentry.io/123"),
    ).toBeNull();
    expect(tunnelTarget("not json", "https://key@o1.ingest.sentry.io/123")).toBeNull();
    expect(tunnelTarget(`{"dsn":"https://key@o1.ingest.sentry.io/123"}`, undefined)).toBeNull();
  });
});
