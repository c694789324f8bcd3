import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { setLifePolicy } from "@/lib/hoses/set-life-policy";

/**
 * 'Apply' on a suggested interval: a person decides, and the configuration's life policy gets
 * that replacement interval (its other rules kept). setLifePolicy checks the caller may set it,
 * reschedules the configuration's hoses and records the change in the audit trail.
 */
export async function applySuggestedInterval(ctx: AuthedCtx, configurationId: string, months: number) {
  const current = await db().lifePolicy.findUnique({
    where: { clientId_level_targetId: { clientId: ctx.client.id, level: "configuration", targetId: configurationId } },
  });
  return setLifePolicy(ctx, {
    level: "configuration",
    targetId: configurationId,
    inspectionMonths: current?.inspectionMonths ?? null,
    replacementMonths: months,
    maxAgeMonths: current?.maxAgeMonths ?? null,
    maxStorageMonths: current?.maxStorageMonths ?? null,
    warningMonths: current?.warningMonths ?? null,
  });
}
