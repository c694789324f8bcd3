import "server-only";
import { userLocale } from "@/lib/i18n/locales";
import { randomUUID } from "node:crypto";
import { createElement } from "react";
import { DigestEmail, digestCadence, digestSubject, digestText } from "@/emails/digest";
import type { AuthedCtx } from "@/lib/core/ctx";
import type { SessionUser } from "@/lib/core/session";
import { roleFlags, type OrganisationMembership } from "@/lib/core/roles";
import { fromIsoDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { bulkPool } from "@/lib/db/pg-pool";
import type { EmailMessage } from "@/lib/email/message";
import { prepareEmailQueue, queueEmailWithin, startEmailWorker } from "@/lib/email/queue";
import { renderEmailHtml } from "@/lib/email/render";
import { deliverEmail } from "@/lib/email/transport";
import type { Client } from "@/lib/generated/prisma/client";
import { normaliseHostname } from "@/lib/core/hostname";
import type { DigestContent } from "@/emails/digest";
import { buildDigest } from "./build-digest";
import { duePeriod, effectiveDigest, isKnownTimeZone, localClock, type LocalClock } from "./period";
import { signUnsubscribeToken } from "./unsubscribe-token";

/**
 * The digest run: called by the pg-boss cron job every DIGEST_SCHEDULE (lib/digests/
 * digest-job.ts) with the instant it runs at, and by tests with a fixed one. For each member
 * whose digest is due in their organisation's time zone (lib/digests/period.ts) and whose
 * period has not been claimed, it builds the digest and claims the period.
 *
 * Exactly once per user, organisation and period, whatever happens:
 *  - the claim is a row of DigestDelivery, inserted with ON CONFLICT DO NOTHING on its unique
 *    key (user, organisation, period): of two runs at once (two portal processes, a retry
 *    overlapping a slow run) the second waits on the first's uncommitted row and then inserts
 *    nothing, so it sends nothing;
 *  - the email is queued as a pg-boss job in the SAME transaction as the claim (pg-boss's `db`
 *    option on our own connection). A crash before COMMIT leaves neither (the next run claims
 *    and sends it); after COMMIT both exist and the email worker delivers the job, with retries,
 *    across restarts. An outbox row completed by a later step would need that step to be
 *    idempotent against SMTP, which it cannot be; one transaction has no step in between.
 *  - Delivery itself is at least once (SMTP has no transactions): a job retried after the mail
 *    server accepted it carries the same Message-ID (and the same dev-outbox file name), so the
 *    receiving side can drop the duplicate.
 * A digest with nothing to say claims its period too (hoseCount 0, no job): decided once, and
 * the next run does not rebuild it every 15 minutes.
 */

export type DigestRunResult = { due: number; sent: number; empty: number; alreadyClaimed: number; failed: number };

/** How long claims are kept: far longer than any period, so none is ever claimed twice. */
const CLAIM_KEEP_MS = 90 * 86_400_000;

type Candidate = Awaited<ReturnType<typeof dueMemberships>>[number];

/**
 * `clientId` limits the run to that client's members: the benchmark times one large client's
 * run (scripts/bench-digests.ts); the job itself runs every client.
 */
export async function runDigests(now: Date, options: { clientId?: string } = {}): Promise<DigestRunResult> {
  const result: DigestRunResult = { due: 0, sent: 0, empty: 0, alreadyClaimed: 0, failed: 0 };
  // A claim only matters while its period can still be due (a day, a week): old ones go. By
  // the real clock, not `now`: a test run "in the future" must not drop today's claims.
  await db().digestDelivery.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - CLAIM_KEEP_MS) } } });
  const clocks = await clocksPastDigestHour(now);
  if (clocks.size === 0) return result;

  const due: Array<{ m: Candidate; periodKey: string; clock: LocalClock }> = [];
  for (const m of await dueMemberships([...clocks.keys()], options.clientId)) {
    const clock = clocks.get(m.organisation.timeZone)!;
    const periodKey = duePeriod(effectiveDigest(m), clock);
    if (periodKey) due.push({ m, periodKey, clock });
  }
  const claimed = await claimedPeriods(due.map((d) => ({ ...d.m, periodKey: d.periodKey })));
  const pending = due.filter((d) => !claimed.has(claimKey(d.m.userId, d.m.organisationId, d.periodKey)));
  result.due = pending.length;
  if (pending.length === 0) return result;

  const clients = new Map(
    (await db().client.findMany({ where: { id: { in: [...new Set(pending.map((d) => d.m.clientId))] } } })).map((c) => [
      c.id,
      c,
    ]),
  );
  // Everyone of an organisation sees the same hoses: one digest per organisation and local date.
  const contents = new Map<string, Promise<DigestContent>>();
  let queuePrepared = false;
  for (const { m, periodKey, clock } of pending) {
    try {
      const client = clients.get(m.clientId)!;
      const ctx = memberCtx(client, m);
      const contentKey = `${m.organisationId}|${clock.date}`;
      if (!contents.has(contentKey)) contents.set(contentKey, buildDigest(ctx, fromIsoDate(clock.date)));
      const content = await contents.get(contentKey)!;
      if (content.total > 0 && !queuePrepared) {
        await prepareEmailQueue();
        queuePrepared = true;
      }
      const outcome = await claimAndQueue(client, m, periodKey, content);
      result[outcome] += 1;
    } catch (error) {
      result.failed += 1;
      console.error(`[digests] ${m.userId} in ${m.organisationId} for ${periodKey} failed`, error);
    }
  }
  if (result.sent > 0) await startEmailWorker(deliverEmail);
  // pg-boss retries the job; the periods claimed above are not sent again.
  if (result.failed > 0) throw new Error(`${result.failed} digest(s) failed; the job is retried`);
  return result;
}

const claimKey = (userId: string, organisationId: string, periodKey: string) =>
  `${userId}|${organisationId}|${periodKey}`;

/** The local clock of each organisation time zone in use where DIGEST_HOUR has passed. */
async function clocksPastDigestHour(now: Date): Promise<Map<string, LocalClock>> {
  const zones = await db().organisation.findMany({
    where: { deletedAt: null },
    distinct: ["timeZone"],
    select: { timeZone: true },
  });
  const clocks = new Map<string, LocalClock>();
  for (const { timeZone } of zones) {
    // Saved time zones are validated; one Intl no longer knows is skipped, not fatal to the run.
    if (!isKnownTimeZone(timeZone)) {
      console.error(`[digests] unknown time zone ${timeZone}`);
      continue;
    }
    const clock = localClock(now, timeZone);
    if (duePeriod({ frequency: "DAILY", weekday: 1 }, clock)) clocks.set(timeZone, clock);
  }
  return clocks;
}

/** Live members of live organisations in those time zones whose digest is on. */
function dueMemberships(timeZones: string[], clientId?: string) {
  return db().organisationUser.findMany({
    where: {
      ...(clientId ? { clientId } : {}),
      // Invited users who have not created a password yet get no digest.
      user: { deletedAt: null, passwordHash: { not: null } },
      organisation: { deletedAt: null, timeZone: { in: timeZones } },
      OR: [{ digestFrequency: { in: ["DAILY", "WEEKLY"] } }, { digestFrequency: null, role: { in: [1, 2] } }],
    },
    select: {
      clientId: true,
      userId: true,
      organisationId: true,
      role: true,
      receiveQuotes: true,
      digestFrequency: true,
      digestWeekday: true,
      user: { select: { email: true, firstName: true, lastName: true, locale: true } },
      organisation: {
        select: {
          name: true,
          isDistributor: true,
          accountCode: true,
          fields: true,
          distributorId: true,
          distributorConfigurationsVisible: true,
          timeZone: true,
        },
      },
    },
    orderBy: [{ organisationId: "asc" }, { userId: "asc" }],
  });
}

async function claimedPeriods(
  due: Array<{ userId: string; organisationId: string; periodKey: string }>,
): Promise<Set<string>> {
  if (due.length === 0) return new Set();
  const rows = await db().digestDelivery.findMany({
    where: {
      periodKey: { in: [...new Set(due.map((d) => d.periodKey))] },
      organisationId: { in: [...new Set(due.map((d) => d.organisationId))] },
    },
    select: { userId: true, organisationId: true, periodKey: true },
  });
  return new Set(rows.map((r) => claimKey(r.userId, r.organisationId, r.periodKey)));
}

/**
 * The member as a Ctx of their organisation, with no client-admin rights: a digest is the
 * organisation's view (a customer its hoses, a distributor its linked customers'), whatever
 * else the person may be.
 */
function memberCtx(client: Client, m: Candidate): AuthedCtx {
  const o = m.organisation;
  const membership: OrganisationMembership = {
    id: m.organisationId,
    name: o.name,
    isDistributor: o.isDistributor,
    role: m.role,
    receiveQuotes: m.receiveQuotes,
    accountCode: o.accountCode,
    fields: o.fields,
    configurationsVisible: o.isDistributor || o.distributorId === null || o.distributorConfigurationsVisible,
  };
  const user: SessionUser = {
    id: m.userId,
    clientId: m.clientId,
    email: m.user.email,
    firstName: m.user.firstName,
    lastName: m.user.lastName,
    fullName: `${m.user.firstName} ${m.user.lastName}`,
    clientAdmin: false,
    systemAdmin: false,
    emailChange: null,
    sessionVersion: 0,
    locale: userLocale(client, m.user.locale),
    ownLocale: m.user.locale,
    organisations: [membership],
  };
  const flags = roleFlags(
    { clientAdmin: false, systemAdmin: false, ofCurrentClient: true, organisations: [membership] },
    membership,
  );
  return { client, user, organisation: membership, flags, impersonator: null };
}

/** Claims the period and, when there is something to say, queues the email in the same transaction. */
async function claimAndQueue(
  client: Client,
  m: Candidate,
  periodKey: string,
  content: DigestContent,
): Promise<"sent" | "empty" | "alreadyClaimed"> {
  const id = randomUUID();
  const claim = {
    text: `INSERT INTO "DigestDelivery" ("id", "clientId", "userId", "organisationId", "periodKey", "hoseCount")
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT ("userId", "organisationId", "periodKey") DO NOTHING RETURNING "id"`,
    values: [id, m.clientId, m.userId, m.organisationId, periodKey, content.total],
  };
  if (content.total === 0) {
    const { rowCount } = await bulkPool().query(claim.text, claim.values);
    return rowCount ? "empty" : "alreadyClaimed";
  }
  const message = await digestMessage(client, m, content, id);
  const connection = await bulkPool().connect();
  try {
    await connection.query("BEGIN");
    const { rowCount } = await connection.query(claim.text, claim.values);
    if (!rowCount) {
      await connection.query("ROLLBACK");
      return "alreadyClaimed";
    }
    const jobId = await queueEmailWithin({ executeSql: (text, values) => connection.query(text, values) }, message);
    await connection.query(`UPDATE "DigestDelivery" SET "emailJobId" = $1 WHERE "id" = $2`, [jobId, id]);
    await connection.query("COMMIT");
    return "sent";
  } catch (error) {
    await connection.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    connection.release();
  }
}

async function digestMessage(client: Client, m: Candidate, content: DigestContent, claimId: string) {
  const base = client.primaryUrl.replace(/\/+$/, "");
  const token = await signUnsubscribeToken({ userId: m.userId, organisationId: m.organisationId, clientId: client.id });
  const digest = effectiveDigest(m);
  // In the member's own language, else the client's default: the content is the organisation's,
  // the words are each reader's.
  const locale = userLocale(client, m.user.locale);
  const props = {
    client,
    locale,
    firstName: m.user.firstName,
    cadence: digestCadence(digest.frequency === "DAILY" ? "DAILY" : "WEEKLY", digest.weekday, locale),
    portalLink: `${base}/portal/${m.organisationId}`,
    unsubscribeLink: `${base}/unsubscribe/${token}`,
    content,
  };
  return {
    to: m.user.email,
    subject: digestSubject(props),
    html: await renderEmailHtml(createElement(DigestEmail, props)),
    text: digestText(props),
    clientHost: normaliseHostname(client.primaryUrl) ?? client.primaryUrl,
    headers: {
      // RFC 8058: a POST to this address with "List-Unsubscribe=One-Click" turns the digest off.
      "List-Unsubscribe": `<${base}/api/v1/digests/unsubscribe/${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    dedupeKey: `${new Date().toISOString().replace(/[:.]/g, "-")}-digest-${claimId}`,
  } satisfies EmailMessage;
}
