import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { addMonthsUtc, today as todayDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { AppError, conflict, globalError, notFound } from "@/lib/core/errors";
import { packCustomers, requireCompliancePacks } from "./access";
import {
  PACKS_PENDING_PER_USER,
  PACKS_PER_CUSTOMER_PER_DAY,
  packBusyForCustomer,
  packBusyForUser,
  packDailyLimit,
} from "./limits";
import { isoDay, registerCount } from "./pack-content";
import { packInclude, toPackDto } from "./pack-dto";
import { enqueueCompliancePack } from "./queue";
import type { CompliancePackCreate } from "./schemas";

const DAY_MS = 86_400_000;

export const PACK_PERIOD_MESSAGES = {
  future: "The period cannot end after today",
  order: "The period must start on or before its last day",
};

/** The period asked for (inclusive days): by default the twelve months up to today. */
function requestedPeriod(input: CompliancePackCreate, now = new Date()): { from: Date; to: Date } {
  const today = todayDate(now);
  const to = input.to ?? today;
  const from = input.from ?? addMonthsUtc(to, -12);
  if (to.getTime() > today.getTime()) throw new AppError("INVALID", { to: [PACK_PERIOD_MESSAGES.future] });
  if (from.getTime() > to.getTime()) throw new AppError("INVALID", { from: [PACK_PERIOD_MESSAGES.order] });
  return { from, to };
}

/**
 * POST /compliance-packs: records the request (who, which customer and site, queued) and queues
 * the job that builds the PDF (or answers the identical pack already in the queue). The customer must be in the caller's reach (else 404, as any
 * foreign id); the site must be one of that customer's sites or zones. Quotas: limits.ts.
 */
export async function requestCompliancePack(ctx: AuthedCtx, input: CompliancePackCreate) {
  requireCompliancePacks(ctx);
  const customer = await db().organisation.findFirst({
    where: { AND: [packCustomers(ctx), { id: input.organisationId }] },
    select: { id: true, name: true },
  });
  if (!customer) throw notFound("Customer not found");
  const period = requestedPeriod(input);
  let site: { id: string; trailName: string; path: string } | null = null;
  if (input.siteId) {
    site = await db().organisationZone.findFirst({
      where: { id: input.siteId, clientId: ctx.client.id, organisationId: customer.id },
      select: { id: true, trailName: true, path: true },
    });
    if (!site) throw new AppError("INVALID", { siteId: ["Choose a site from the list"] });
  }
  const hosesTotal = await registerCount(
    { clientId: ctx.client.id, organisationId: customer.id, sitePath: site?.path ?? null },
    { from: isoDay(period.from), to: isoDay(period.to) },
  );
  // The checks and the insert run under a lock on the customer, so two requests at once cannot
  // both pass the quota (limits.ts).
  const outcome = await db().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`compliance-pack:${customer.id}`}, 0))`;
    const pendingOfCustomer = await tx.compliancePack.findMany({
      where: { clientId: ctx.client.id, organisationId: customer.id, status: { in: ["QUEUED", "RUNNING"] } },
      include: packInclude,
      orderBy: { createdAt: "desc" },
    });
    // The same pack already queued or being built is answered again (a double click, a retry):
    // each pack is CPU work for a server, and two identical ones would say the same.
    const same = pendingOfCustomer.find(
      (p) =>
        p.siteId === (site?.id ?? null) &&
        p.periodFrom?.getTime() === period.from.getTime() &&
        p.periodTo?.getTime() === period.to.getTime(),
    );
    if (same) return { pack: same, created: false };
    if (pendingOfCustomer.length) throw conflict({ global: [packBusyForCustomer(customer.name)] });
    const mine = await tx.compliancePack.count({
      where: { clientId: ctx.client.id, requestedById: ctx.user.id, status: { in: ["QUEUED", "RUNNING"] } },
    });
    if (mine >= PACKS_PENDING_PER_USER) throw globalError("RATE_LIMITED", packBusyForUser(mine));
    const today = await tx.compliancePack.count({
      where: { clientId: ctx.client.id, organisationId: customer.id, createdAt: { gt: new Date(Date.now() - DAY_MS) } },
    });
    if (today >= PACKS_PER_CUSTOMER_PER_DAY)
      throw globalError("RATE_LIMITED", packDailyLimit(customer.name, PACKS_PER_CUSTOMER_PER_DAY));
    const row = await tx.compliancePack.create({
      data: {
        clientId: ctx.client.id,
        organisationId: customer.id,
        siteId: site?.id ?? null,
        siteName: site?.trailName ?? null,
        periodFrom: period.from,
        periodTo: period.to,
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
      data: { hosesTotal, from: isoDay(period.from), to: isoDay(period.to) },
    });
    return { pack: row, created: true };
  });
  if (!outcome.created) {
    return {
      pack: toPackDto(outcome.pack),
      created: false,
      message: `The compliance pack of ${customer.name} is already being prepared`,
    };
  }
  const pack = outcome.pack;
  try {
    await enqueueCompliancePack(pack.id, ctx.client.id);
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
