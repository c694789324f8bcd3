import "server-only";
import PgBoss from "pg-boss";
import { assertNoOpenTransaction } from "@/lib/db/client";
import { databaseUrl, env } from "@/lib/env";
import { registerCloser } from "@/lib/server/closers";

/**
 * The job queue (docs/CONTRACTS.md "jobs": pg-boss on the same Postgres, in its own `pgboss` schema,
 * which pg-boss installs and upgrades itself on start; Prisma's migrations never touch it).
 *
 * One instance per process, kept on globalThis: Next may load this module in several bundles
 * (instrumentation, route handlers, server actions), and they must share one pool and workers.
 */
type Holder = { boss?: Promise<PgBoss>; workers: Set<string>; queues: Map<string, Promise<void>> };
const KEY = Symbol.for("hose-portal.pg-boss");

function holder(): Holder {
  const g = globalThis as Record<symbol, Holder | undefined>;
  return (g[KEY] ??= { workers: new Set(), queues: new Map() });
}

export function jobs(): Promise<PgBoss> {
  // pg-boss has a pool of its own: inside a transaction it would be a second connection.
  assertNoOpenTransaction("jobs()");
  const h = holder();
  h.boss ??= (async () => {
    const boss = new PgBoss({
      connectionString: databaseUrl(),
      schema: "pgboss",
      max: 3,
      application_name: "hose-portal-jobs",
      // How often this process looks for scheduled jobs due (lib/jobs/schedule.ts).
      cronMonitorIntervalSeconds: env().JOBS_CRON_SECONDS,
      cronWorkerIntervalSeconds: Math.min(5, env().JOBS_CRON_SECONDS),
    });
    boss.on("error", (error: unknown) => console.error("[jobs]", error));
    await boss.start();
    registerCloser("jobs", "jobs", () => stopJobs({ graceful: true }));
    return boss;
  })().catch((error: unknown) => {
    h.boss = undefined; // a database that was down at the first use: try again next time
    throw error;
  });
  return h.boss;
}

/**
 * Creates `name`'s queue and lets `register` start its worker, once per process: later calls are
 * no-ops, and one that failed (the database down) is tried again by the next call.
 */
async function registerOnce(
  name: string,
  queue: Omit<PgBoss.Queue, "name">,
  register: (boss: PgBoss) => Promise<unknown>,
): Promise<void> {
  const h = holder();
  if (h.workers.has(name)) return;
  h.workers.add(name);
  try {
    const boss = await jobs();
    await createQueue(boss, name, queue);
    await register(boss);
  } catch (error) {
    h.workers.delete(name);
    throw error;
  }
}

/** Registers `name`'s handler once per process (later calls are no-ops). */
export async function ensureWorker<T extends object>(
  name: string,
  queue: Omit<PgBoss.Queue, "name">,
  options: PgBoss.WorkOptions,
  handler: (data: T) => Promise<void>,
): Promise<void> {
  await registerOnce(name, queue, (boss) =>
    boss.work<T>(name, options, async ([job]) => {
      if (job) await handler(job.data);
    }),
  );
}

/**
 * Registers `name`'s handler once per process for a queue of many small independent jobs (emails):
 * up to `batchSize` jobs a fetch, handled `concurrency` at a time, and fetched again at once while
 * a fetch comes back full. ensureWorker's one job per polling interval delivers about one email
 * every EMAIL_POLL_SECONDS, hours for a digest run of thousands of users.
 *
 * Each job still stands alone, as with one job a fetch: pg-boss completes or fails a batch as one
 * (the handler's result), so each job that succeeds is completed here as soon as it is done, and
 * the handler throws when any failed; pg-boss then fails what is still active, i.e. only the jobs
 * that failed, each retried with its own count and backoff. A failing job thus neither fails nor
 * re-sends the others of its batch. A job not yet started when its batch's time runs out (the
 * jobs' expiry, after which pg-boss fails the batch's active jobs) is not started: its retry
 * would send it a second time.
 */
export async function ensureBatchWorker<T extends object>(
  name: string,
  queue: Omit<PgBoss.Queue, "name">,
  options: { pollingIntervalSeconds: number; batchSize: number; concurrency: number },
  handler: (data: T) => Promise<void>,
): Promise<void> {
  await registerOnce(name, queue, async (boss) => {
    const { pollingIntervalSeconds, batchSize, concurrency } = options;
    let workerId = "";
    workerId = await boss.work<T>(name, { pollingIntervalSeconds, batchSize }, async (batch) => {
      const deadline = Date.now() + Math.min(...batch.map((job) => job.expireInSeconds)) * 1000;
      const failures: string[] = [];
      let next = 0;
      const lane = async () => {
        for (let job = batch[next++]; job; job = batch[next++]) {
          if (Date.now() >= deadline) {
            failures.push(`${job.id}: not started before its batch expired`);
            continue;
          }
          try {
            await handler(job.data);
          } catch (error) {
            failures.push(`${job.id}: ${error instanceof Error ? error.message : String(error)}`);
            continue;
          }
          // Should this fail, the job stays active: completed with the batch when none failed,
          // else failed with them and sent again (delivery is at least once anyway).
          await boss.complete(name, job.id).catch(() => undefined);
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, lane));
      // A full batch: more is probably waiting, so no pause before the next fetch.
      if (batch.length === batchSize) boss.notifyWorker(workerId);
      if (failures.length > 0) throw new Error(`${failures.length} of ${batch.length} failed: ${failures.join("; ")}`);
    });
  });
}

/**
 * Creates the queue once per process (concurrent create_queue calls deadlock in pg-boss 10);
 * another process creating it at the same time is retried once.
 */
export function createQueue(boss: PgBoss, name: string, queue: Omit<PgBoss.Queue, "name">): Promise<void> {
  const h = holder();
  let created = h.queues.get(name);
  if (!created) {
    const attempt = async () => {
      if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, ...queue });
    };
    created = attempt()
      .catch(attempt)
      .catch((error: unknown) => {
        h.queues.delete(name);
        throw error;
      });
    h.queues.set(name, created);
  }
  return created;
}

/**
 * Stops the queue of this process (tests; graceful shutdown). `graceful`: jobs being worked
 * finish first (up to 10 s), as on a server that is shutting down.
 */
export async function stopJobs(options: { graceful?: boolean } = {}): Promise<void> {
  const h = holder();
  const boss = await h.boss?.catch(() => undefined);
  h.boss = undefined;
  h.workers.clear();
  h.queues.clear();
  await boss?.stop({ graceful: options.graceful ?? false, wait: true, close: true, timeout: 10_000 });
}
