import { actingOrganisation, type Ctx } from "@/lib/core/ctx";
import { forbidden } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Who keeps checklist templates: a client admin keeps the client's own (acting as 'admin'); the
 * Admin of a distributor keeps the distributor's, which its customers may use. Answers the
 * owner the new template belongs to (null: the client's).
 */
export function requireChecklistOwner(ctx: Pick<Ctx, "organisation" | "flags">): { organisationId: string | null } {
  if (ctx.organisation === "admin" && ctx.flags.isClientAdmin) return { organisationId: null };
  const org = actingOrganisation(ctx);
  if (org?.isDistributor && ctx.flags.isAdmin && !ctx.flags.isReadOnly) return { organisationId: org.id };
  throw forbidden();
}

/** Whether the caller keeps templates (the menu and the screen ask this). */
export function canKeepChecklists(ctx: Pick<Ctx, "organisation" | "flags">): boolean {
  try {
    requireChecklistOwner(ctx);
    return true;
  } catch {
    return false;
  }
}

/**
 * The templates an organisation may use: the client's own and, for a customer, its distributor's
 * (for a distributor, its own). `organisation` null: the client admin portal, the client's own.
 */
export function applicableChecklists(
  ctx: Pick<Ctx, "client">,
  organisation: { id: string; isDistributor: boolean; distributorId: string | null } | null,
): Prisma.ChecklistTemplateWhereInput {
  const owner = organisation?.isDistributor ? organisation.id : (organisation?.distributorId ?? null);
  return inClient(ctx, { OR: [{ organisationId: null }, ...(owner ? [{ organisationId: owner }] : [])] });
}
