import { randomUUID } from "node:crypto";
import { recordAudit } from "@/lib/audit/record-audit";
import { siteEntry } from "./audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/core/errors";
import {
  OTHER_CUSTOMER_PARENT,
  assertNameFreeAmongSiblings,
  findCustomerForNewSites,
  findVisibleZone,
  lockCustomerTree,
  requireSiteChanges,
} from "./access";
import type { Site, SiteCreateInput } from "./schemas";
import { placeUnder } from "./tree";

/**
 * POST /sites: a site (parentId null) or a zone under a site or zone of the same customer, with
 * its path and trail. Admins only; the customer and the parent must be visible (else 404), and
 * the customer active (an archived customer gets nothing new).
 */
export async function createSite(ctx: AuthedCtx, input: SiteCreateInput): Promise<Site> {
  requireSiteChanges(ctx);
  return db().$transaction(async (tx) => {
    const customer = await findCustomerForNewSites(ctx, tx, input.organisationId);
    await lockCustomerTree(tx, ctx, customer.id);
    const parent = input.parentId ? await findVisibleZone(ctx, tx, input.parentId) : null;
    if (parent && parent.organisationId !== customer.id) throw new AppError("INVALID", OTHER_CUSTOMER_PARENT);
    await assertNameFreeAmongSiblings(tx, ctx, {
      organisationId: customer.id,
      parentId: parent?.id ?? null,
      name: input.name,
    });
    const id = randomUUID();
    const site = await tx.organisationZone.create({
      data: {
        id,
        clientId: ctx.client.id,
        organisationId: customer.id,
        parentId: parent?.id ?? null,
        name: input.name,
        ...placeUnder(parent, id, input.name),
      },
      select: { id: true, name: true, organisationId: true, parentId: true, trailName: true },
    });
    await recordAudit(tx, ctx, siteEntry(parent ? "zone.create" : "site.create", site, { after: site }));
    return site;
  });
}
