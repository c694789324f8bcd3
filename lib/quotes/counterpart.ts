import type { Ctx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { inClient } from "@/lib/core/scope";

/**
 * The other side of the caller's customer-distributor link (SPEC §1 "Distributors ... offer
 * quotes. Customers request quotes"): a customer requests from its (active) distributor; a
 * distributor offers to one of its active linked customers.
 */
export function quoteCounterparts(
  ctx: Ctx,
  actor: { id: string; isDistributor: boolean },
): Prisma.OrganisationWhereInput {
  if (actor.isDistributor) return inClient(ctx, { isDistributor: false, distributorId: actor.id, deletedAt: null });
  return inClient(ctx, { isDistributor: true, deletedAt: null, customers: { some: { id: actor.id } } });
}

/** The organisation a quote about this hose goes to, or null when there is none to send to. */
export async function quoteReceiverFor(
  ctx: Ctx,
  actor: { id: string; isDistributor: boolean },
  hose: { customerOrganisationId: string },
): Promise<{ id: string; name: string } | null> {
  const where: Prisma.OrganisationWhereInput = actor.isDistributor
    ? { AND: [quoteCounterparts(ctx, actor), { id: hose.customerOrganisationId }] }
    : quoteCounterparts(ctx, actor);
  return db().organisation.findFirst({ where, select: { id: true, name: true } });
}

/**
 * The distributor a customer's multi-hose quote goes to (the hose list's 'Request quote'), or
 * null when the caller cannot request one (not a customer that may send quotes, or unlinked).
 */
export async function quoteDistributorOf(
  ctx: Ctx,
  actor: { id: string; isDistributor: boolean } | null,
): Promise<{ id: string; name: string } | null> {
  if (!actor || actor.isDistributor) return null;
  return db().organisation.findFirst({ where: quoteCounterparts(ctx, actor), select: { id: true, name: true } });
}
