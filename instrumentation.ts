/**
 * Next.js server instrumentation: error tracking (SPEC §9) in the Node runtime, when SENTRY_DSN is
 * set (lib/observability/server.ts). Errors Next catches itself while rendering (a page or
 * layout that throws) reach onRequestError; the API's own 500s are reported by lib/http/respond.ts
 * with their request id.
 */
import { env } from "@/lib/env";

/**
 * Whether this is the Node.js server runtime. Next inlines `process.env.NEXT_RUNTIME` in each
 * runtime's bundle; at run time a custom server's environment (scripts/serve.ts) does not
 * carry it, so env(), which reads the environment, cannot tell.
 */
function nodeRuntime(): boolean {
  // eslint-disable-next-line no-restricted-properties -- a build-time constant, not configuration
  return process.env.NEXT_RUNTIME === "nodejs";
}

export async function register(): Promise<void> {
  if (!nodeRuntime()) return;
  // The pack worker does not wait on the others (a slow Sentry start must not hold it back).
  startCompliancePacks();
  try {
    const { initServerErrorTracking } = await import("@/lib/observability/server");
    await initServerErrorTracking();
  } catch (error) {
    // A bad environment fails the server elsewhere with every problem listed; never here.
    console.error("[error-tracking] not started", error);
  }
  await startEmailQueue();
  await startDigests();
  await startWebhooks();
  await startScheduledJobs();
}

/**
 * Every server works the webhook queue (lib/integrations/webhook-queue.ts), so deliveries
 * queued before a restart, or by another replica, go out; pg-boss hands each job to one process.
 */
async function startWebhooks(): Promise<void> {
  try {
    if (!nodeRuntime() || !env().DATABASE_URL) return;
    const { startWebhookWorker } = await import("@/lib/integrations/webhook-queue");
    await startWebhookWorker();
  } catch (error) {
    console.error("[jobs] webhook worker not started", error);
  }
}

/**
 * Scheduled jobs (lib/jobs/schedule.ts): every server schedules them and works their queues;
 * each tick runs once across all replicas. Not on the embedded database (one process, one
 * session: the rows are pruned as new ones are written anyway).
 */
async function startScheduledJobs(): Promise<void> {
  try {
    if (!nodeRuntime() || !env().DATABASE_URL || env().EMBEDDED_DB) return;
    // Each area registers the cleanup of the rows it owns when its module loads.
    await Promise.all([
      import("@/lib/auth/cleanups"),
      import("@/lib/http/idempotency-cleanup"),
      import("@/lib/compliance/cleanups"),
    ]);
    const { startMaintenance } = await import("@/lib/jobs/maintenance");
    await startMaintenance();
    // The daily hose.due_soon webhook events (each hose and due date once).
    const { startDueSoonSchedule } = await import("@/lib/hoses/due-soon-events");
    await startDueSoonSchedule();
  } catch (error) {
    console.error("[jobs] scheduled jobs not started", error);
  }
}

/**
 * The digest cron job (lib/digests/digest-job.ts): registered by every server (pg-boss runs
 * each tick once across them). Like the email queue, a database that is down does not stop
 * the server from starting.
 */
async function startDigests(): Promise<void> {
  try {
    if (!nodeRuntime() || !env().DATABASE_URL) return;
    const { startDigestSchedule } = await import("@/lib/digests/digest-job");
    await startDigestSchedule();
  } catch (error) {
    console.error("[jobs] digest schedule not started", error);
  }
}

/**
 * With SMTP configured, this server works the email queue from boot, so mail queued before a
 * restart (or by another process) is delivered. A database that is down is retried later by
 * the first queued message; the server starts regardless.
 */
async function startEmailQueue(): Promise<void> {
  try {
    if (!nodeRuntime() || !env().SMTP_URL || !env().DATABASE_URL) return;
    const [{ startEmailWorker }, { deliverEmail }] = await Promise.all([
      import("@/lib/email/queue"),
      import("@/lib/email/transport"),
    ]);
    await startEmailWorker(deliverEmail);
  } catch (error) {
    console.error("[jobs] email worker not started", error);
  }
}

/**
 * Every server works the compliance pack queue, so packs asked for before a restart
 * are built. A database that is not there yet is tried again every 30 s; the server starts regardless.
 */
function startCompliancePacks(): void {
  // Read as a literal so the build drops this branch from the Edge bundle: the worker's module
  // graph holds Prisma, which cannot be compiled for Edge (env() is only known at run time).
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const attempt = async () => {
    try {
      // A bad environment fails the server elsewhere with every problem listed; never here.
      if (!env().DATABASE_URL) return;
      const { startCompliancePackWorker } = await import("@/lib/compliance/queue");
      await startCompliancePackWorker();
    } catch (error) {
      console.error("[jobs] compliance pack worker not started, trying again in 30 s", error);
      setTimeout(attempt, 30_000).unref();
    }
  };
  void attempt();
}

export async function onRequestError(
  ...args: Parameters<typeof import("@sentry/nextjs").captureRequestError>
): Promise<void> {
  let dsn: string | undefined;
  try {
    dsn = env().SENTRY_DSN;
  } catch {
    return;
  }
  if (!dsn) return;
  const Sentry = await import("@sentry/nextjs");
  Sentry.captureRequestError(...args);
}
