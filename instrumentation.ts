/**
 * Next.js server instrumentation: error tracking (SPEC 9) in the Node runtime, when SENTRY_DSN is
 * set (lib/observability/server.ts). Errors Next catches itself while rendering (a page or
 * layout that throws) reach onRequestError; the API's own 500s are reported by lib/http/respond.ts
 * with their request id.
 */
import { env } from "@/lib/env";

export async function register(): Promise<void> {
  // First, and on its own: under scripts/serve.ts (npm start) NEXT_RUNTIME is not in the
  // environment at run time, so the env() checks below return early (only the build inlines it).
  startCompliancePacks();
  try {
    if (env().NEXT_RUNTIME !== "nodejs") return;
    const { initServerErrorTracking } = await import("@/lib/observability/server");
    await initServerErrorTracking();
  } catch (error) {
    // A bad environment fails the server elsewhere with every problem listed; never here.
    console.error("[error-tracking] not started", error);
  }
  await startEmailQueue();
}

/**
 * With SMTP configured, this server works the email queue from boot, so mail queued before a
 * restart (or by another process) is delivered. A database that is down is retried later by
 * the first queued message; the server starts regardless.
 */
async function startEmailQueue(): Promise<void> {
  try {
    if (env().NEXT_RUNTIME !== "nodejs" || !env().SMTP_URL || !env().DATABASE_URL) return;
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
 * Every server works the compliance pack queue (issue 16), so packs asked for before a restart
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
