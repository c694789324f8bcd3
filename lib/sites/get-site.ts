import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { findVisibleZone } from "./access";
import type { SiteDetail } from "./schemas";

/** The zones at `path` and below it, in one customer of this client (ids joined by "/"). */
export function subtreeWhere(
  clientId: string,
  organisationId: string,
  path: string,
): Prisma.OrganisationZoneWhereInput {
  return { clientId, organisationId, OR: [{ path }, { path: { startsWith: `${path}/` } }] };
}

/** Active (non-archived) hoses in a node and every zone below it. */
export async function countActiveHoses(
  reader: Pick<Prisma.TransactionClient, "hose">,
  clientId: string,
  zone: { organisationId: string; path: string },
) {
  return reader.hose.count({
    where: { clientId, deletedAt: null, zone: subtreeWhere(clientId, zone.organisationId, zone.path) },
  });
}

/** GET /sites/{id}: one visible site or zone with its counts (the quick view), else 404. */
export async function getSite(ctx: AuthedCtx, id: string): Promise<SiteDetail> {
  const zone = await findVisibleZone(ctx, db(), id);
  const [childCount, hoseCount, customer] = await Promise.all([
    db().organisationZone.count({ where: { clientId: ctx.client.id, parentId: zone.id } }),
    countActiveHoses(db(), ctx.client.id, zone),
    db().organisation.findUniqueOrThrow({ where: { id: zone.organisationId }, select: { name: true } }),
  ]);
  return {
    id: zone.id,
    name: zone.name,
    organisationId: zone.organisationId,
    parentId: zone.parentId,
    trailName: zone.trailName,
    organisationName: customer.name,
    childCount,
    hoseCount,
  };
}
