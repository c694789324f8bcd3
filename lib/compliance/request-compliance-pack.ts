import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/auth/ctx";
import { db } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/http/errors";
import { packCustomers, requireCompliancePacks } from "./access";
import { packHoseWhere } from "./pack-hoses";
import { packInclude, toPackDto } from "./pack-dto";
import { enqueueCompliancePack } from "./queue";
import type { CompliancePackCreate } from "./schemas";

/**
 * POST /compliance-packs: records the request (who, which customer and site, queued) and queues
 * the job that builds the PDF (or answers the identical pack already in the queue). The customer must be in the caller's reach (else 404, as any
 * foreign id); the site must be one of that customer's sites or zones.
 */
export async function requestCompliancePack(ctx: AuthedCtx, input: CompliancePackCreate) {
  requireCompliancePacks(ctx);
  const customer = await db().organisation.findFirst({
    where: { AND: [packCustomers(ctx), { id: input.organisationId }] },
    select: { id: true, name: true },
  });
  if (!customer) throw notFound("Customer not found");
  let site: { id: string; trailName: string; path: string } | null = null;
  if (input.siteId) {
    site = await db().organisationZone.findFirst({
      where: { id: input.siteId, clientId: ctx.client.id, organisationId: customer.id },
      select: { id: true, trailName: true, path: true },
    });
    if (!site) throw new AppError(422, { siteId: ["Choose a site from the list"] });
  }
  // The same pack already queued or being built is answered again (a double click, a retry):
  // each pack is CPU work for a server, and two identical ones would say the same.
  const pending = await db().compliancePack.findFirst({
    where: {
      clientId: ctx.client.id,
      organisationId: customer.id,
      siteId: site?.id ?? null,
      status: { in: ["QUEUED", "RUNNING"] },
    },
    include: packInclude,
    orderBy: { createdAt: "desc" },
  });
  if (pending) {
    return {
      pack: toPackDto(pending),
      created: false,
      message: `The compliance pack of ${customer.name} is already being prepared`,
    };
  }
  const hosesTotal = await db().hose.count({
    where: packHoseWhere({ clientId: ctx.client.id, organisationId: customer.id, sitePath: site?.path ?? null }),
  });
  const pack = await db().$transaction(async (tx) => {
    const row = await tx.compliancePack.create({
      data: {
        clientId: ctx.client.id,
        organisationId: customer.id,
        siteId: site?.id ?? null,
        siteName: site?.trailName ?? null,
        requestedById: ctx.user.id,
        requestedByName: `${ctx.user.firstName} ${ctx.user.lastName}`.trim() || ctx.user.email,
        hosesTotal,
      },
      include: packInclude,
    });
    await recordAudit(tx, ctx, {
      action: "compliance-pack.request",
      entity: "CompliancePack",
      entityId: row.id,
      label: `${customer.name}${site ? `, ${site.trailName}` : ""}`,
      organisationId: customer.id,
      data: { hosesTotal },
    });
    return row;
  });
  try {
    await enqueueCompliancePack(pack.id);
  } catch (error) {
    // No job, no pack: a row left queued forever would only mislead.
    await db().compliancePack.delete({ where: { id: pack.id } });
    throw error;
  }
  return {
    pack: toPackDto(pack),
    created: true,
    message: `The compliance pack of ${customer.name} is being prepared`,
  };
}
