/**
 * The digest run of one large client, for `npm run bench` (scripts/bench.ts spawns it):
 *
 *   DATABASE_URL=... AUTH_SECRET=... OUTBOX_DIR=<empty directory> \
 *     node --import tsx scripts/bench-digests.ts <client hostname>
 *
 * Not under the react-server condition: the digest email is rendered with react-dom/server,
 * which that condition refuses. So `server-only` (which throws outside it) is resolved to an
 * empty module here, as the tests do (tests/setup/server-only.ts).
 *
 * Times runDigests (lib/digests/run-digests.ts, what the digest job calls) limited to that
 * client, at an instant when every member whose digest is on is due: a Sunday at 12:00 UTC at
 * least a week ahead (after 07:00 in Europe, where the large seed's organisations are, and on
 * or after every weekly digest's weekday; a week no real run has claimed). Then lets this
 * process's email worker deliver for BENCH_DIGEST_DRAIN_SECONDS (20) or until every email the
 * run queued is delivered, whichever comes first: `emails / deliveredSeconds` is the delivery
 * rate (lib/email/queue.ts: EMAIL_CONCURRENCY at a time, batches fetched back to back).
 *
 * No email leaves the machine: SMTP_URL is removed from the environment, so deliverEmail
 * (lib/email/transport.ts) writes each message as a file into OUTBOX_DIR, the dev outbox; the
 * files are counted, then the directory is removed by the caller. The worker also delivers email
 * jobs queued before the run, oldest first, there. With BENCH_DIGEST_SMTP=1 the emails go over
 * SMTP instead, to a sink started in this process (tests/fixtures/smtp-sink.ts, on the loopback:
 * a connection and an SMTP conversation per email, as with a real mail server, minus the
 * network), and the sink's messages are counted by their Message-ID (the claim's id);
 * BENCH_DIGEST_SMTP=pool sends over pooled connections (`?pool=true` on SMTP_URL).
 *
 * A small data set is enough for the rate, e.g. on a database of your own:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db> npm run db:migrate
 *   DATABASE_URL=... npx tsx -e 'import("./prisma/seed-large.ts").then((m) => m.seedLarge(process.env.DATABASE_URL, { scale: 0.2 }))'
 *   DATABASE_URL=... AUTH_SECRET=<32+ characters> OUTBOX_DIR=$(mktemp -d) node --import tsx scripts/bench-digests.ts large1.localhost
 *
 * (seedLarge called directly leaves .cache/seed-large.json, the full bench's record, alone.) A
 * second run finds the first one's claims and takes them back (below); delete the email jobs it
 * left (`DELETE FROM pgboss.job WHERE name = 'email'`) between runs to measure only its own.
 *
 * Writes one line `BENCH_DIGESTS {json}` to stdout. The claims the run wrote (DigestDelivery)
 * and the email jobs not yet delivered stay for the caller to remove (scripts/bench.ts does, also
 * when this process is stopped midway).
 */
import { readdirSync } from "node:fs";
import module from "node:module";
import { performance } from "node:perf_hooks";

// Node 22.15+ (the types of @types/node 20 do not list it yet).
type ResolveHook = (
  specifier: string,
  context: unknown,
  next: (specifier: string, context: unknown) => unknown,
) => unknown;
(module as unknown as { registerHooks(hooks: { resolve: ResolveHook }): void }).registerHooks({
  resolve: (specifier, context, next) =>
    specifier === "server-only" ? { url: "data:text/javascript,", shortCircuit: true } : next(specifier, context),
});

delete process.env.SMTP_URL;
const host = process.argv[2];
if (!host || !process.env.OUTBOX_DIR) throw new Error("usage: OUTBOX_DIR=<dir> bench-digests.ts <client hostname>");
const DRAIN_SECONDS = Number(process.env.BENCH_DIGEST_DRAIN_SECONDS ?? 20);
const SMTP = process.env.BENCH_DIGEST_SMTP ?? "";
const sink =
  SMTP === "1" || SMTP === "pool" ? await (await import("../tests/fixtures/smtp-sink")).startSmtpSink() : null;
// "pool": nodemailer keeps EMAIL_CONCURRENCY connections open and sends over them in turn.
if (sink)
  process.env.SMTP_URL =
    SMTP === "pool" ? `${sink.url}/?pool=true&maxConnections=${process.env.EMAIL_CONCURRENCY ?? 5}` : sink.url;

const { db } = await import("../lib/db/client");
const { runDigests } = await import("../lib/digests/run-digests");
const { stopJobs } = await import("../lib/jobs/boss");
const { localClock } = await import("../lib/digests/period");

/** Sunday 12:00 UTC, 7 to 13 days from today. */
function sundayAhead(): Date {
  const d = new Date();
  d.setUTCHours(12, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + 7 + ((7 - d.getUTCDay()) % 7));
  return d;
}

const client = await db().client.findFirstOrThrow({ where: { hostnames: { some: { hostname: host } } } });
const users = await db().user.count({ where: { clientId: client.id, deletedAt: null } });
const memberships = await db().organisationUser.count({
  where: { clientId: client.id, user: { deletedAt: null }, organisation: { deletedAt: null } },
});
const now = sundayAhead();

// Claims of this instant's periods left by a bench run stopped before its clean-up would make
// those members "already claimed": removed first (no real run claims a week ahead).
const zones = await db().organisation.findMany({
  where: { clientId: client.id },
  distinct: ["timeZone"],
  select: { timeZone: true },
});
const periods = [
  ...new Set(
    zones.flatMap(({ timeZone }) => {
      const clock = localClock(now, timeZone);
      return [clock.date, clock.week];
    }),
  ),
];
const leftover = await db().digestDelivery.deleteMany({
  where: { clientId: client.id, periodKey: { in: periods } },
});

// Claims are stamped by the database's clock, the same machine's: a second of margin.
const since = new Date(Date.now() - 1000);
const t0 = performance.now();
let result: Awaited<ReturnType<typeof runDigests>> | null = null;
let error = "";
try {
  result = await runDigests(now, { clientId: client.id });
} catch (e) {
  error = e instanceof Error ? e.message : String(e);
}
const runSeconds = (performance.now() - t0) / 1000;

// The run's emails: the claims that queued one; each is delivered as a file named after its claim.
const claims = await db().digestDelivery.findMany({
  where: { clientId: client.id, emailJobId: { not: null }, createdAt: { gte: since } },
  select: { id: true },
});
const ids = claims.map((c) => c.id);
// The worker takes the oldest jobs first: emails queued before the run (by a server's own digest
// cron, say) go to this outbox too and count towards the rate.
const outboxFiles = () =>
  sink
    ? sink.messages.map((m) => m.headers["message-id"] ?? "")
    : readdirSync(process.env.OUTBOX_DIR!).filter((n) => n.endsWith(".json"));
// By the claim's id in the name ("<time>-digest-<claim id>"): a set, as thousands of names are
// looked through every 250 ms in the process that delivers them.
const delivered = () => {
  const seen = new Set(outboxFiles().map((n) => /-digest-([0-9a-f-]{36})/.exec(n)?.[1]));
  return ids.filter((id) => seen.has(id)).length;
};
const drainDeadline = performance.now() + DRAIN_SECONDS * 1000;
let emails = delivered();
while (emails < ids.length && performance.now() < drainDeadline) {
  await new Promise((r) => setTimeout(r, 250));
  emails = delivered();
}
const allDelivered = outboxFiles().length;
const deliveredSeconds = (performance.now() - t0) / 1000 - runSeconds;

console.log(
  `BENCH_DIGESTS ${JSON.stringify({
    now: now.toISOString(),
    users,
    memberships,
    leftoverClaims: leftover.count,
    result,
    error,
    runSeconds,
    queued: ids.length,
    emails,
    allDelivered,
    deliveredSeconds,
    emailsPerSecond: emails / deliveredSeconds,
    transport: sink ? (SMTP === "pool" ? "smtp, pooled" : "smtp") : "outbox",
  })}`,
);
await stopJobs({ graceful: false }).catch(() => undefined);
await sink?.close();
process.exit(0);
