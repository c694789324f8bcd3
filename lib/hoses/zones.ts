import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { inClient } from "@/lib/core/scope";
import { visibleCustomers } from "./access";
import { isUuid } from "@/lib/core/ids";

/**
 * A site or zone and everything below it, through the materialised path lib/sites keeps
 * (one indexed prefix match). A zone the caller cannot see gives no ids, so the list is empty.
 */
export async function zoneSubtreeIds(ctx: AuthedCtx, zoneId: string): Promise<string[]> {
  if (!isUuid(zoneId)) return [];
  const zone = await db().organisationZone.findFirst({
    where: inClient(ctx, { id: zoneId, organisation: visibleCustomers(ctx) }),
    select: { organisationId: true, path: true },
  });
  if (!zone) return [];
  const rows = await db().organisationZone.findMany({
    where: inClient(ctx, {
      organisationId: zone.organisationId,
      OR: [{ path: zone.path }, { path: { startsWith: `${zone.path}/` } }],
    }),
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

/** The locations a hose of this customer can be installed in, by full trail. */
export async function zoneOptions(ctx: AuthedCtx, customerId: string) {
  return db().organisationZone.findMany({
    where: inClient(ctx, { organisationId: customerId }),
    select: { id: true, trailName: true },
    orderBy: { trailName: "asc" },
  });
}
