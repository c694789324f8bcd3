import { recordAudit } from "@/lib/audit/record-audit";
import { siteEntry } from "./audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/core/errors";
import {
  OTHER_CUSTOMER_PARENT,
  assertNameFreeAmongSiblings,
  findVisibleZone,
  lockCustomerTree,
  requireSiteChanges,
} from "./access";
import type { Site, SiteUpdateInput } from "./schemas";
import { isWithin, placeUnder } from "./tree";

export const MOVE_UNDER_ITSELF = { parentId: ["A site or zone cannot be moved under itself or one of its own zones"] };

/**
 * PUT /sites: rename and/or move a site or zone (parentId null: make it a top-level site),
 * within its customer. The node's name and parent and the path and trail of its whole subtree
 * change in ONE set-based statement, inside a transaction that holds the customer's tree lock.
 */
export async function updateSite(ctx: AuthedCtx, input: SiteUpdateInput): Promise<Site> {
  requireSiteChanges(ctx);
  return db().$transaction(async (tx) => {
    const seen = await findVisibleZone(ctx, tx, input.id);
    await lockCustomerTree(tx, ctx, seen.organisationId);
    // Read again under the lock: a concurrent move may have changed its path.
    const zone = await findVisibleZone(ctx, tx, input.id);
    const parent = input.parentId ? await findVisibleZone(ctx, tx, input.parentId) : null;
    if (parent && parent.organisationId !== zone.organisationId) throw new AppError("INVALID", OTHER_CUSTOMER_PARENT);
    if (parent && isWithin(parent.path, zone.path)) throw new AppError("INVALID", MOVE_UNDER_ITSELF);
    await assertNameFreeAmongSiblings(tx, ctx, {
      organisationId: zone.organisationId,
      parentId: parent?.id ?? null,
      name: input.name,
      exceptId: zone.id,
    });
    const next = placeUnder(parent, zone.id, input.name);
    // Lengths are taken by Postgres (characters), never by JS (UTF-16 units), so names in any
    // script keep the trails of the subtree intact.
    await tx.$executeRaw`
      UPDATE "OrganisationZone"
      SET "name" = CASE WHEN "id" = ${zone.id}::uuid THEN ${input.name}::text ELSE "name" END,
          "parentId" = CASE WHEN "id" = ${zone.id}::uuid THEN ${parent?.id ?? null}::uuid ELSE "parentId" END,
          "path" = ${next.path}::text || substr("path", length(${zone.path}::text) + 1),
          "trailName" = ${next.trailName}::text || substr("trailName", length(${zone.trailName}::text) + 1),
          "updatedAt" = now()
      WHERE "clientId" = ${ctx.client.id}::uuid
        AND "organisationId" = ${zone.organisationId}::uuid
        AND ("path" = ${zone.path}::text OR "path" LIKE ${zone.path}::text || '/%')`;
    const site = {
      id: zone.id,
      name: input.name,
      organisationId: zone.organisationId,
      parentId: parent?.id ?? null,
      trailName: next.trailName,
    };
    await recordAudit(tx, ctx, siteEntry("site.update", site, { before: zone, after: site }));
    return site;
  });
}
