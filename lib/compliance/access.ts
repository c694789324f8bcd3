import type { Ctx } from "@/lib/core/ctx";
import type { Prisma } from "@/lib/generated/prisma/client";
import { visibleCustomers } from "@/lib/hoses/access";
import { forbidden } from "@/lib/core/errors";

/**
 * Who asks for and downloads compliance packs: client admins, and the Admins and
 * Managers of the customer itself or of the distributor it is linked to (SPEC §6 'userAdmin'
 * roles). The customers in reach are those whose hoses the caller sees (lib/hoses/access.ts),
 * active ones only; a pack of any other customer answers 404.
 */
export function canUseCompliancePacks(ctx: Pick<Ctx, "user" | "flags">): boolean {
  return !!ctx.user && ctx.flags.isUserAdmin && !ctx.flags.isReadOnly;
}

export function requireCompliancePacks(ctx: Ctx): void {
  if (!canUseCompliancePacks(ctx)) throw forbidden();
}

/** The customer organisations whose packs the caller may ask for and read. */
export function packCustomers(ctx: Ctx): Prisma.OrganisationWhereInput {
  return { AND: [visibleCustomers(ctx), { deletedAt: null, isDistributor: false }] };
}

/** The packs the caller may read: those of its customers, in its client. */
export function visiblePacks(ctx: Ctx): Prisma.CompliancePackWhereInput {
  return { clientId: ctx.client.id, organisation: packCustomers(ctx) };
}
