import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import "@/lib/auth/cleanups";
import "@/lib/compliance/cleanups";
import "@/lib/http/idempotency-cleanup";
import { pruneExpiredRows } from "@/lib/jobs/maintenance";

/** The scheduled housekeeping job (lib/jobs/maintenance.ts): expired rows go, live ones stay. */
describe("pruneExpiredRows", () => {
  it("deletes used challenges, revoked sessions and rate-limit windows that can no longer matter", async () => {
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 3_600_000);
    const [oldSession, liveSession] = [randomUUID(), randomUUID()];
    await db().usedChallenge.createMany({
      data: [
        { signature: "old", expiresAt: past },
        { signature: "live", expiresAt: future },
      ],
    });
    await db().revokedSession.createMany({
      data: [
        { id: oldSession, expiresAt: past },
        { id: liveSession, expiresAt: future },
      ],
    });
    await db().$executeRaw`
      INSERT INTO "RateLimitBucket" ("key", "count", "windowStart")
      VALUES ('old', 3, now() - interval '30 days'), ('live', 3, now())`;

    await pruneExpiredRows();

    expect((await db().usedChallenge.findMany()).map((r) => r.signature)).toEqual(["live"]);
    expect((await db().revokedSession.findMany()).map((r) => r.id)).toEqual([liveSession]);
    expect((await db().rateLimitBucket.findMany()).map((r) => r.key)).toEqual(["live"]);
  });
});
