import "server-only";
import { db } from "@/lib/db/client";
import { createQueue, ensureWorker, jobs } from "@/lib/jobs/boss";
import { PACK_JOB_EXPIRE_SECONDS } from "./job-expiry";

/**
 * Compliance packs are built by a pg-boss job, so a 5,000-hose pack never holds a
 * request open and survives a restart: a job whose process died expires and is tried again.
 * Every portal process works the queue from boot (instrumentation.ts); pg-boss hands each job
 * to one of them.
 */
export const COMPLIANCE_PACK_QUEUE = "compliance-pack";

export type CompliancePackJob = { packId: string };

const QUEUE_OPTIONS = {
  retryLimit: 2,
  retryDelay: 30,
  expireInSeconds: PACK_JOB_EXPIRE_SECONDS,
  retentionDays: 7,
};

/**
 * Puts the pack's job in the queue (after its row is written). The queue is shared by every
 * tenant, so it is not first come, first served: a job's priority is minus the number of packs
 * its client already has waiting or building. A client that asks for many packs at once gets
 * them built one after another, each behind the first pack of every other client that asks
 * meanwhile (pg-boss fetches the highest priority first, then the oldest), so one tenant cannot
 * hold the others' packs back.
 */
export async function enqueueCompliancePack(packId: string, clientId: string): Promise<void> {
  const ahead = await db().compliancePack.count({
    where: { clientId, id: { not: packId }, status: { in: ["QUEUED", "RUNNING"] } },
  });
  const boss = await jobs();
  await createQueue(boss, COMPLIANCE_PACK_QUEUE, QUEUE_OPTIONS);
  await boss.send(COMPLIANCE_PACK_QUEUE, { packId } satisfies CompliancePackJob, {
    ...QUEUE_OPTIONS,
    priority: -ahead,
  });
}

/** The worker: one pack at a time per process (rendering is CPU work that shares the event loop). */
export async function startCompliancePackWorker(pollingIntervalSeconds = 2): Promise<void> {
  const { buildCompliancePack } = await import("./build-compliance-pack");
  await ensureWorker<CompliancePackJob>(
    COMPLIANCE_PACK_QUEUE,
    QUEUE_OPTIONS,
    { pollingIntervalSeconds, batchSize: 1 },
    async ({ packId }) => {
      await buildCompliancePack(packId);
    },
  );
}
