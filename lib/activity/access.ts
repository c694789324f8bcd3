import { actingOrganisation, type AuthedCtx, type Ctx } from "@/lib/core/ctx";
import type { Prisma } from "@/lib/generated/prisma/client";
import { forbidden } from "@/lib/core/errors";

/** Activity is for an organisation's Admins and for client admins. */
export function canViewActivity(ctx: Ctx): boolean {
  return ctx.user !== null && ctx.flags.isAdmin;
}

/**
 * The entries the caller may read. The client admin portal: the whole client. An organisation's
 * Admin: what happened to its records (a hose of this customer, a site, a user of it) and what
 * its own people did elsewhere (a distributor's staff editing a customer's hose).
 */
export function visibleActivity(ctx: AuthedCtx): Prisma.AuditEventWhereInput {
  if (!canViewActivity(ctx)) throw forbidden();
  const org = actingOrganisation(ctx);
  if (org) {
    return { clientId: ctx.client.id, OR: [{ organisationId: org.id }, { actorOrganisationId: org.id }] };
  }
  if (!ctx.flags.isClientAdmin) throw forbidden();
  return { clientId: ctx.client.id };
}
