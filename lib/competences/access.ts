import { actingOrganisation, type Ctx } from "@/lib/core/ctx";

/**
 * Who approves competence records: a client admin anyone's, an organisation's Admin its
 * members' (the menu, the screen and approveCompetence ask this).
 */
export function canApproveCompetences(ctx: Pick<Ctx, "organisation" | "flags">): boolean {
  return ctx.flags.isClientAdmin || (actingOrganisation(ctx) !== null && ctx.flags.isAdmin);
}
