import { recordAudit } from "@/lib/audit/record-audit";
import { siteEntry } from "./audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { conflict } from "@/lib/core/errors";
import { findVisibleZone, lockCustomerTree, requireSiteChanges } from "./access";
import { countActiveHoses } from "./get-site";
import { hosesInTheWayMessage } from "./tree";

/**
 * DELETE /sites/{id}: deletes a site or zone with every zone below it, in one statement. Refused
 * (409, nothing deleted) while any active hose is in it or below: those must be moved or
 * uninstalled first. Archived hoses there just lose their location (FK ON DELETE SET NULL).
 * Returns the notice for the user-message header.
 */
export async function deleteSite(ctx: AuthedCtx, id: string): Promise<string> {
  requireSiteChanges(ctx);
  return db().$transaction(async (tx) => {
    const seen = await findVisibleZone(ctx, tx, id);
    await lockCustomerTree(tx, ctx, seen.organisationId);
    const zone = await findVisibleZone(ctx, tx, id);
    const hoses = await countActiveHoses(tx, ctx.client.id, zone);
    if (hoses > 0) throw conflict({ global: [hosesInTheWayMessage(hoses, zone.trailName)] });
    // One statement: the parent FK (ON DELETE RESTRICT) is checked at its end, when the whole
    // subtree is gone, so nothing is orphaned and nothing is refused half-way.
    const deleted = await tx.$executeRaw`
      DELETE FROM "OrganisationZone"
      WHERE "clientId" = ${ctx.client.id}::uuid
        AND "organisationId" = ${zone.organisationId}::uuid
        AND ("path" = ${zone.path}::text OR "path" LIKE ${zone.path}::text || '/%')`;
    const below = deleted - 1;
    await recordAudit(
      tx,
      ctx,
      siteEntry("site.delete", zone, { before: zone, after: null, data: { zonesBelow: below } }),
    );
    return below > 0
      ? `${zone.trailName} and the ${below === 1 ? "zone" : `${below} zones`} under it have been deleted`
      : `${zone.trailName} has been deleted`;
  });
}
