import { actingOrganisation, type Ctx } from "@/lib/core/ctx";

/**
 * OrganisationSettings (SPEC §2.1 adminRole; SPEC §6 "Admin means client admin or role 2"): the
 * settings belong to an organisation, so they open for someone acting for one who is its Admin
 * or a client admin. The 'admin' portal has no organisation to configure. The menu, the page
 * and the service all ask this one function.
 */
export function canOpenOrganisationSettings(ctx: Pick<Ctx, "organisation" | "flags">): boolean {
  const org = actingOrganisation(ctx);
  return !!org && ctx.flags.isAdmin;
}
