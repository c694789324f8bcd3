import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The browser client of /api/v1 (lib/browser/api.ts) and the inspection outbox's sends over it:
 * a 401 ends the session (login with nextUrl) and is never taken for "no network"; no answer is
 * "offline"; error bodies keep the documented shape. The network is the only thing stood in for
 * here (a stub fetch answering real Responses); the server side of these answers is covered by
 * the integration tests.
 */

const assign = vi.fn();
let online = true;

beforeEach(() => {
  vi.resetModules(); // endSession() acts once per page: each test gets a fresh module
  assign.mockReset();
  online = true;
  vi.stubGlobal("window", { location: { pathname: "/portal/o-1/hoses/h-1", search: "?tab=docs", assign } });
  vi.stubGlobal("navigator", {
    get onLine() {
      return online;
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(async () => new Response(body === null ? null : JSON.stringify(body), { status, headers }));

describe("apiRequest", () => {
  it("sends the organisation, JSON and the Idempotency-Key; answers the data and the decoded user-message", async () => {
    const fetch = answer(201, { id: "x" }, { "user-message": encodeURIComponent("Inspection recorded: HX-1 is Good") });
    vi.stubGlobal("fetch", fetch);
    const { apiRequest } = await import("@/lib/browser/api");
    const res = await apiRequest("/hoseMeta", { org: "o-1", body: { a: 1 }, idempotencyKey: "k-1" });
    expect(res).toEqual({ ok: true, status: 201, data: { id: "x" }, message: "Inspection recorded: HX-1 is Good" });
    expect(fetch).toHaveBeenCalledWith("/api/v1/hoseMeta", {
      method: "POST",
      headers: {
        accept: "application/json",
        "x-organisation-id": "o-1",
        "content-type": "application/json",
        "idempotency-key": "k-1",
      },
      body: JSON.stringify({ a: 1 }),
      credentials: "same-origin",
    });
  });

  it("keeps the error shape of a refusal, with a fallback for a body without one", async () => {
    vi.stubGlobal("fetch", answer(422, { file: ["The file must be 10 MB or smaller"] }));
    const { apiRequest } = await import("@/lib/browser/api");
    expect(await apiRequest("/uploads", { org: "o-1", body: {} })).toMatchObject({
      ok: false,
      status: 422,
      errors: { file: ["The file must be 10 MB or smaller"] },
      offline: false,
      sessionEnded: false,
    });
    vi.stubGlobal("fetch", answer(500, null));
    expect(
      await apiRequest("/uploads", { org: "o-1", body: {}, fallback: "The file could not be uploaded" }),
    ).toMatchObject({
      errors: { global: ["The file could not be uploaded"] },
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it("a 401 ends the session: to login with this page as nextUrl, once however many calls saw it", async () => {
    vi.stubGlobal("fetch", answer(401, { global: ["Please log in to continue"] }));
    const { apiRequest } = await import("@/lib/browser/api");
    const res = await apiRequest("/uploads/u-1", { org: "o-1", method: "DELETE" });
    expect(res).toMatchObject({ ok: false, status: 401, sessionEnded: true, offline: false });
    await apiRequest("/uploads/u-2", { org: "o-1", method: "DELETE" });
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(`/login?nextUrl=${encodeURIComponent("/portal/o-1/hoses/h-1?tab=docs")}`);
  });

  it("with onSessionEnd 'report' a 401 is only reported: the caller keeps its data first", async () => {
    vi.stubGlobal("fetch", answer(401, null));
    const { apiRequest } = await import("@/lib/browser/api");
    expect(await apiRequest("/hoseMeta", { org: "o-1", body: {}, onSessionEnd: "report" })).toMatchObject({
      sessionEnded: true,
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it("no answer, or the device offline, is 'offline' and nothing else", async () => {
    const failing = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    vi.stubGlobal("fetch", failing);
    const { apiRequest } = await import("@/lib/browser/api");
    expect(await apiRequest("/uploads/u-1/3", { org: "o-1" })).toMatchObject({
      ok: false,
      status: 0,
      offline: true,
      sessionEnded: false,
    });
    online = false;
    failing.mockClear();
    expect(await apiRequest("/uploads/u-1/3", { org: "o-1" })).toMatchObject({ offline: true });
    expect(failing).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe("apiDownload", () => {
  it("answers the file and its name; a 401 ends the session as for any call", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response("%PDF-1.4", {
            status: 200,
            headers: { "content-disposition": 'attachment; filename="hose-labels-5160.pdf"' },
          }),
      ),
    );
    const { apiDownload } = await import("@/lib/browser/api");
    const res = await apiDownload("/hoses/labels", { org: "o-1", body: { format: "5160" } });
    expect(res.ok && res.data.filename).toBe("hose-labels-5160.pdf");
    expect(res.ok && (await res.data.blob.text())).toBe("%PDF-1.4");
    vi.stubGlobal("fetch", answer(401, null));
    expect(await apiDownload("/hoses/labels", { org: "o-1", body: {} })).toMatchObject({ sessionEnded: true });
    expect(assign).toHaveBeenCalledTimes(1);
  });
});

describe("the inspection outbox's sends", () => {
  const item = {
    key: "k-1",
    userId: "u-1",
    org: "o-1",
    hoseTitle: "HX-1",
    recordedAt: "2026-11-26T10:00:00.000Z",
    body: { hoseId: "h-1", inspectionResult: "0", inspectionDate: "2026-11-26", notes: "" },
  };

  it("a 401 is 'signedOut', not 'no network': the inspection waits and the user must log in", async () => {
    vi.stubGlobal("fetch", answer(401, { global: ["Please log in to continue"] }));
    const { sendInspection } = await import("@/lib/offline/inspection-outbox");
    expect(await sendInspection(item)).toEqual({ kind: "signedOut" });
    // The caller keeps the inspection first, then ends the session.
    expect(assign).not.toHaveBeenCalled();
  });

  it("no network and 5xx wait for a retry; a refusal keeps its messages", async () => {
    vi.stubGlobal("fetch", answer(503, null));
    const { sendInspection } = await import("@/lib/offline/inspection-outbox");
    expect(await sendInspection(item)).toEqual({ kind: "retry" });
    online = false;
    expect(await sendInspection(item)).toEqual({ kind: "retry" });
    online = true;
    vi.stubGlobal("fetch", answer(422, { inspectionDate: ["The inspection date cannot be in the future"] }));
    expect(await sendInspection(item)).toEqual({
      kind: "refused",
      errors: { inspectionDate: ["The inspection date cannot be in the future"] },
    });
  });
});
