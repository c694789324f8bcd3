import type { Ctx } from "@/lib/auth/ctx";
import { readDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { forbidden } from "@/lib/http/errors";
import { inClient } from "@/lib/tenant/scope";

/**
 * Who sees and changes hose records (SPEC 6 "Tagged hoses, configuration library,
 * inspections, quote requests: read-only views; User, Manager, Admin change"), in one place:
 *  - client admins: every organisation of the client;
 *  - a distributor: its linked, active customers (and its own configuration library);
 *  - a customer: itself. A customer whose distributor's configurations are hidden is
 *    read-only: only its distributor manages its hoses (SPEC 6 last line).
 * Services put these where-clauses into the query that fetches the rows (404 for the rest).
 */

/** Whether the caller may change hoses, configurations and inspections at all. */
export function canChangeHoseRecords(ctx: Ctx): boolean {
  if (!ctx.user || ctx.flags.isReadOnly) return false;
  if (ctx.flags.isClientAdmin) return true;
  const org = ctx.organisation;
  if (!org || org === "admin") return false;
  return org.isDistributor || org.configurationsVisible;
}

export function requireHoseChanges(ctx: Ctx): void {
  if (!canChangeHoseRecords(ctx)) throw forbidden();
}

/** The customer organisations whose hoses (and sites) the caller sees. */
export function visibleCustomers(ctx: Ctx): Prisma.OrganisationWhereInput {
  if (ctx.flags.isClientAdmin) return inClient(ctx, { isDistributor: false });
  const org = ctx.organisation;
  if (!org || org === "admin") return { id: { in: [] } };
  if (org.isDistributor) return inClient(ctx, { isDistributor: false, distributorId: org.id, deletedAt: null });
  return inClient(ctx, { id: org.id, deletedAt: null });
}

/** The hoses the caller sees (archived ones included; lists narrow further). */
export function visibleHoses(ctx: Ctx): Prisma.HoseWhereInput {
  if (ctx.flags.isClientAdmin) return inClient(ctx, {});
  const org = ctx.organisation;
  if (!org || org === "admin") return { id: { in: [] } };
  if (org.isDistributor) return inClient(ctx, { customer: { distributorId: org.id, deletedAt: null } });
  return inClient(ctx, { customerOrganisationId: org.id });
}

/**
 * visibleHoses for the lists (hoses, inspections, counts), as the same rows: a distributor's
 * customers are read first (a handful of ids on the (clientId, distributorId) index), so the
 * hose list walks each customer's run of the (clientId, customerOrganisationId, order) index
 * instead of every hose of the tenant joined to its customer (9 ms for a distributor of 9
 * customers among 450). Read where the list reads (readDb), never cached: this is the scope.
 */
export async function visibleHosesForList(ctx: Ctx): Promise<Prisma.HoseWhereInput> {
  const org = ctx.organisation;
  if (ctx.flags.isClientAdmin || !org || org === "admin" || !org.isDistributor) return visibleHoses(ctx);
  const customers = await readDb().organisation.findMany({ where: visibleCustomers(ctx), select: { id: true } });
  return inClient(ctx, { customerOrganisationId: { in: customers.map((c) => c.id) } });
}
