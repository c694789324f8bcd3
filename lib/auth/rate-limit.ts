import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { addressBucket, CLIENT_IP_HEADER, PEER_SERVER_FLAG, resolveClientIp } from "@/lib/core/client-ip";
import { tooManyRequests } from "@/lib/core/errors";

export type Limit = { limit: number; windowSeconds: number };

/** Limits per action (docs/CONTRACTS.md "Security rules"): per client, per IP and per account. */
export const LIMITS = {
  loginIp: { limit: 30, windowSeconds: 600 },
  /**
   * Failed logins of one account from one address. Keyed on both, so someone
   * failing on purpose locks out only their own address, never the owner's; guessing from many
   * addresses is held back by loginClient below.
   */
  loginAccount: { limit: 10, windowSeconds: 600 },
  /** Failed logins across the whole client: a ceiling on password spraying from many addresses. */
  loginClient: { limit: 300, windowSeconds: 600 },
  register: { limit: 10, windowSeconds: 3600 },
  /**
   * 'Report a problem' on a tag's public card: per address (any tag), per address and tag, and a
   * per-tag ceiling well above what one address may spend, so one address cannot silence a
   * tag's reports for everyone else.
   */
  problemReportIp: { limit: 5, windowSeconds: 3600 },
  problemReportIpTag: { limit: 2, windowSeconds: 86_400 },
  problemReportTag: { limit: 50, windowSeconds: 86_400 },
  /**
   * Emails an organisation receives because of what others did (problem reports, quote requests)
   * in a day: past it the report or quote is still recorded and shown in the portal, but no more
   * email goes out, so nobody can flood an organisation's mailboxes through the portal.
   */
  mailOrganisation: { limit: 50, windowSeconds: 86_400 },
  /** Anonymous looks at tag pages (/t/{tagId}) per address: enough to scan, not to enumerate. */
  tagPage: { limit: 60, windowSeconds: 600 },
  forgotPassword: { limit: 5, windowSeconds: 3600 },
  /**
   * Emails the portal sends one address for anonymous forms. Past it the answer
   * stays the same but nothing more is sent: the last emailed link still works, so nobody can
   * lock a user out of resetting their password, nor flood a mailbox.
   */
  mailRecipient: { limit: 5, windowSeconds: 3600 },
  /** Emails one signed-in user makes the portal send (invitations, email changes). */
  mailSender: { limit: 20, windowSeconds: 3600 },
  refresh: { limit: 60, windowSeconds: 600 },
  /** Human-check challenges handed out: generous, each page view takes one. */
  humanChallenge: { limit: 120, windowSeconds: 600 },
  oneTimeLogin: { limit: 10, windowSeconds: 600 },
  /**
   * Linking a customer by account code: attempts per user and per distributor organisation
   * (several throwaway users of one organisation share its budget), and a client-wide ceiling on
   * failed attempts only, so a success never spends it and blocking every distributor of the
   * client takes 50 organisations' worth of failures, each a registered, verified account.
   */
  linkUser: { limit: 20, windowSeconds: 3600 },
  linkOrganisation: { limit: 20, windowSeconds: 3600 },
  linkClientFailures: { limit: 1000, windowSeconds: 3600 },
  /** Requests one API key makes (an ERP's sync): a steady 10 a second, bursts within the minute. */
  apiKey: { limit: 600, windowSeconds: 60 },
  /**
   * Tag ids one user may have checked against the client's other hoses in a day (the hose
   * import's preview and the import itself): several runs of a large fleet's file, not a sweep of
   * the tag space to learn which tags other customers' hoses carry.
   */
  tagChecks: { limit: 500_000, windowSeconds: 86_400 },
} satisfies Record<string, Limit>;

/** The longest window above: rows older than twice this are dead and pruned. */
const LONGEST_WINDOW_SECONDS = Math.max(...Object.values(LIMITS).map((l) => l.windowSeconds));

/**
 * Fixed-window counter in Postgres (one upsert, atomic under concurrency, shared by every app
 * process). Throws 429 once the window's budget is spent; `amount` spends several at once (a
 * budget counted in items rather than requests).
 */
export async function consumeRateLimit(key: string, limit: Limit, amount = 1): Promise<void> {
  const count = await increment(key, limit.windowSeconds, amount);
  if (count > scaled(limit)) throw tooManyRequests();
  // Now and then, drop the rows of windows long gone (spoofed or one-off keys would pile up).
  if (Math.random() < 0.01) await pruneRateLimits().catch(() => {});
}

/** Spends one from the window's budget; false (no error) once it is spent. */
export async function withinRateLimit(key: string, limit: Limit): Promise<boolean> {
  return (await increment(key, limit.windowSeconds)) <= scaled(limit);
}

/** One more email to `email` of this client within LIMITS.mailRecipient (spends it). */
export const mailBudgetLeft = (clientId: string, email: string) =>
  withinRateLimit(`mail:to:${clientId}:${email.toLowerCase()}`, LIMITS.mailRecipient);

/**
 * Before a signed-in user makes the portal email someone: 429 once the sender's
 * hourly budget, or the recipient's, is spent, so the portal cannot be used to flood a mailbox.
 */
export async function consumeMailBudget(clientId: string, senderId: string, recipient: string): Promise<void> {
  await consumeRateLimit(`mail:by:${clientId}:${senderId}`, LIMITS.mailSender);
  await consumeRateLimit(`mail:to:${clientId}:${recipient.toLowerCase()}`, LIMITS.mailRecipient);
}

/**
 * Before a signed-in user's action that mails another organisation (a quote request or offer):
 * 429 once the user's hourly mail budget is spent, before anything is recorded.
 */
export async function consumeSenderMailBudget(clientId: string, senderId: string): Promise<void> {
  await consumeRateLimit(`mail:by:${clientId}:${senderId}`, LIMITS.mailSender);
}

/**
 * Whether one more email may go to `recipient` of `organisationId` on someone else's behalf
 * (spends the organisation's daily budget and the recipient's hourly one); false: skip it.
 */
export async function organisationMailBudgetLeft(
  clientId: string,
  organisationId: string,
  recipient: string,
): Promise<boolean> {
  if (!(await withinRateLimit(`mail:org:${clientId}:${organisationId}`, LIMITS.mailOrganisation))) return false;
  return mailBudgetLeft(clientId, recipient);
}

/** 429 when the window's budget is already spent, without spending any (failure counters). */
export async function assertRateLimitLeft(key: string, { limit, windowSeconds }: Limit): Promise<void> {
  const rows = await db().$queryRaw<Array<{ count: number }>>`
    SELECT "count" FROM "RateLimitBucket"
    WHERE "key" = ${key} AND "windowStart" > now() - make_interval(secs => ${windowSeconds})`;
  if ((rows[0]?.count ?? 0) >= scaled({ limit, windowSeconds })) throw tooManyRequests();
}

/** Counts one event (e.g. a failed login) against the key without refusing anything. */
export async function recordRateLimitHit(key: string, { windowSeconds }: Limit): Promise<void> {
  await increment(key, windowSeconds);
}

/** Deletes buckets whose window ended long ago; returns how many. */
export async function pruneRateLimits(): Promise<number> {
  return db().$executeRaw`
    DELETE FROM "RateLimitBucket" WHERE "windowStart" < now() - make_interval(secs => ${LONGEST_WINDOW_SECONDS * 2})`;
}

const scaled = ({ limit }: Limit) => limit * env().RATE_LIMIT_SCALE;

async function increment(key: string, windowSeconds: number, amount = 1): Promise<number> {
  const rows = await db().$queryRaw<Array<{ count: number }>>`
    INSERT INTO "RateLimitBucket" ("key", "count", "windowStart")
    VALUES (${key}, ${amount}::int, now())
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitBucket"."windowStart" <= now() - make_interval(secs => ${windowSeconds})
                     THEN ${amount}::int ELSE "RateLimitBucket"."count" + ${amount}::int END,
      "windowStart" = CASE WHEN "RateLimitBucket"."windowStart" <= now() - make_interval(secs => ${windowSeconds})
                     THEN now() ELSE "RateLimitBucket"."windowStart" END
    RETURNING "count"`;
  return rows[0]?.count ?? 0;
}

/**
 * The caller's exact address, decided by TRUSTED_PROXY_HOPS (lib/core/client-ip.ts). The socket
 * peer is known only when scripts/serve.ts serves the app; under a bare `next start` with 0 hops
 * no address can be trusted and every caller shares one bucket (fails closed). For "is this
 * machine" checks; rate limits use clientIp.
 */
export function clientAddress(headers: { get(name: string): string | null }): string {
  const fromOurServer = (globalThis as Record<symbol, unknown>)[PEER_SERVER_FLAG] === true;
  const peer = fromOurServer ? headers.get(CLIENT_IP_HEADER) : null;
  return resolveClientIp(headers.get("x-forwarded-for"), peer, env().TRUSTED_PROXY_HOPS);
}

/**
 * The caller's address as every per-address rate limit keys it: IPv6 grouped by /64
 * (addressBucket), so one network cannot make itself endless fresh budgets.
 */
export function clientIp(headers: { get(name: string): string | null }): string {
  return addressBucket(clientAddress(headers));
}
