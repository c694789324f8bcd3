import { actingOrganisation, type AuthedCtx, type Ctx } from "@/lib/core/ctx";
import type { Prisma } from "@/lib/generated/prisma/client";
import { forbidden } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";

/**
 * Who sees which configuration libraries (SPEC §2.2, 6):
 *  - client admins: every organisation of the client;
 *  - a distributor: its own library; it may also read (not change) the libraries of its linked
 *    customers, whose hoses it manages;
 *  - a customer: its own, plus its distributor's while that distributor's configurations are
 *    visible to it.
 * The where-clauses go into the query that fetches the rows: anything else answers 404.
 */

/**
 * Whether the caller may change hoses, configurations and inspections at all: one rule for the
 * records a distributor manages for its customers (lib/hoses/access.ts builds on it).
 */
export function canChangeHoseRecords(ctx: Ctx): boolean {
  if (!ctx.user || ctx.flags.isReadOnly) return false;
  if (ctx.flags.isClientAdmin) return true;
  const org = actingOrganisation(ctx);
  if (!org) return false;
  return org.isDistributor || org.configurationsVisible;
}

/** The organisations whose configurations the caller may read (GET /{id}, the list's organisationId filter). */
export function readableLibraries(ctx: Ctx): Prisma.OrganisationWhereInput {
  if (ctx.flags.isClientAdmin) return inClient(ctx, {});
  const org = actingOrganisation(ctx);
  if (!org) return { id: { in: [] } };
  if (org.isDistributor) return inClient(ctx, { OR: [{ id: org.id }, { distributorId: org.id, deletedAt: null }] });
  return inClient(ctx, {
    OR: [{ id: org.id }, { customers: { some: { id: org.id, distributorConfigurationsVisible: true } } }],
  });
}

/** The libraries a list shows when no organisation is picked. */
export function defaultLibraries(ctx: Ctx): Prisma.OrganisationWhereInput {
  if (ctx.flags.isClientAdmin) return inClient(ctx, {});
  const org = actingOrganisation(ctx);
  if (!org) return { id: { in: [] } };
  if (org.isDistributor) return inClient(ctx, { id: org.id });
  return readableLibraries(ctx);
}

/** The organisation whose configurations the caller changes: its own (client admins: any). */
export function ownsLibrary(ctx: Ctx, organisationId: string): boolean {
  if (ctx.flags.isClientAdmin) return true;
  const org = actingOrganisation(ctx);
  return !!org && org.id === organisationId;
}

/** Changing configurations at all: requireHoseChanges, as a reusable check. */
export function requireConfigurationChanges(ctx: AuthedCtx): void {
  if (!canChangeHoseRecords(ctx)) throw forbidden();
}

/** A row the caller can read but does not own (a customer and its distributor's) -> 403. */
export function requireOwnLibrary(ctx: AuthedCtx, organisationId: string): void {
  if (!ownsLibrary(ctx, organisationId)) throw forbidden("You can only change your own organisation's configurations");
}
