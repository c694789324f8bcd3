import "server-only";
import { db } from "@/lib/db/client";
import { registerCleanup } from "@/lib/jobs/maintenance";
import { IDEMPOTENCY_TTL_HOURS } from "./idempotency";

/** Idempotency keys past their day, for the scheduled housekeeping. */
registerCleanup("http:idempotency-keys", (now) =>
  db().idempotencyKey.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - IDEMPOTENCY_TTL_HOURS * 3_600_000) } },
  }),
);
