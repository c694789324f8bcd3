import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { tooManyRequests } from "@/lib/http/errors";

export type Limit = { limit: number; windowSeconds: number };

/** Limits per action (ARCHITECTURE "Security rules"): per client, per IP and per account. */
export const LIMITS = {
  loginIp: { limit: 30, windowSeconds: 600 },
  loginAccount: { limit: 10, windowSeconds: 600 },
  register: { limit: 10, windowSeconds: 3600 },
  forgotPassword: { limit: 5, windowSeconds: 3600 },
  refresh: { limit: 60, windowSeconds: 600 },
  oneTimeLogin: { limit: 10, windowSeconds: 600 },
} satisfies Record<string, Limit>;

/**
 * Fixed-window counter in Postgres (one upsert, atomic under concurrency, shared by every app
 * process). Throws 429 once the window's budget is spent.
 */
export async function consumeRateLimit(key: string, { limit: base, windowSeconds }: Limit): Promise<void> {
  const limit = base * env().RATE_LIMIT_SCALE;
  const rows = await db().$queryRaw<Array<{ count: number }>>`
    INSERT INTO "RateLimitBucket" ("key", "count", "windowStart")
    VALUES (${key}, 1, now())
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitBucket"."windowStart" <= now() - make_interval(secs => ${windowSeconds})
                     THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
      "windowStart" = CASE WHEN "RateLimitBucket"."windowStart" <= now() - make_interval(secs => ${windowSeconds})
                     THEN now() ELSE "RateLimitBucket"."windowStart" END
    RETURNING "count"`;
  if ((rows[0]?.count ?? 0) > limit) throw tooManyRequests();
}

/**
 * The caller's address as our own server saw it: Next appends the peer address to
 * X-Forwarded-For, so the last entry is the one a client cannot forge.
 */
export function clientIp(headers: { get(name: string): string | null }): string {
  const forwarded = headers.get("x-forwarded-for");
  const last = forwarded?.split(",").at(-1)?.trim();
  return last || headers.get("x-real-ip") || "unknown";
}
