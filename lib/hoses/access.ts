import { actingOrganisation, type Ctx } from "@/lib/core/ctx";
import type { Prisma } from "@/lib/generated/prisma/client";
import { forbidden } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";
import { canChangeHoseRecords } from "@/lib/hose-configurations/access";

/**
 * Who sees and changes hose records (SPEC §6 "Tagged hoses, configuration library,
 * inspections, quote requests: read-only views; User, Manager, Admin change"), in one place:
 *  - client admins: every organisation of the client;
 *  - a distributor: its linked, active customers (and its own configuration library);
 *  - a customer: itself. A customer whose distributor's configurations are hidden is
 *    read-only: only its distributor manages its hoses (SPEC §6 last line).
 * Services put these where-clauses into the query that fetches the rows (404 for the rest).
 */

export function requireHoseChanges(ctx: Ctx): void {
  if (!canChangeHoseRecords(ctx)) throw forbidden();
}

/** The customer organisations whose hoses (and sites) the caller sees. */
export function visibleCustomers(ctx: Ctx): Prisma.OrganisationWhereInput {
  if (ctx.flags.isClientAdmin) return inClient(ctx, { isDistributor: false });
  const org = actingOrganisation(ctx);
  if (!org) return { id: { in: [] } };
  if (org.isDistributor) return inClient(ctx, { isDistributor: false, distributorId: org.id, deletedAt: null });
  return inClient(ctx, { id: org.id, deletedAt: null });
}

/** The hoses the caller sees (archived ones included; lists narrow further). */
export function visibleHoses(ctx: Ctx): Prisma.HoseWhereInput {
  if (ctx.flags.isClientAdmin) return inClient(ctx, {});
  const org = actingOrganisation(ctx);
  if (!org) return { id: { in: [] } };
  if (org.isDistributor) return inClient(ctx, { customer: { distributorId: org.id, deletedAt: null } });
  return inClient(ctx, { customerOrganisationId: org.id });
}

/**
 * Bringing a fleet in by file (the hose import): a client admin, or an Admin or Manager of a
 * distributor or customer that changes hose records. Users change hoses one at a time; a file
 * that creates zones and rewrites hundreds of hoses is a manager's decision.
 */
export function canImportHoses(ctx: Ctx): boolean {
  return canChangeHoseRecords(ctx) && ctx.flags.isUserAdmin;
}

export function requireHoseImport(ctx: Ctx): void {
  if (!canImportHoses(ctx)) throw forbidden();
}
