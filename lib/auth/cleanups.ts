import "server-only";
import { db } from "@/lib/db/client";
import { registerCleanup } from "@/lib/jobs/maintenance";
import { pruneRateLimits } from "./rate-limit";

/**
 * The sign-in rows that only ever expire, for the scheduled housekeeping: rate-limit windows,
 * used human-check challenges, and revoked sessions past their token's expiry.
 */
registerCleanup("auth:rate-limits", () => pruneRateLimits());
registerCleanup("auth:used-challenges", (now) => db().usedChallenge.deleteMany({ where: { expiresAt: { lt: now } } }));
registerCleanup("auth:revoked-sessions", (now) =>
  db().revokedSession.deleteMany({ where: { expiresAt: { lt: now } } }),
);
