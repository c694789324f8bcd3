import type { Ctx } from "@/lib/auth/ctx";
import { ROLE } from "@/lib/auth/roles";

/**
 * OrganisationSettings (SPEC 2.1 adminRole, SPEC 6 "organisation settings: Admin only"): the
 * settings belong to an organisation, so only its Admin acting for it opens the screen; a client
 * admin acting as 'admin' has no organisation to configure.
 */
export function canOpenOrganisationSettings(ctx: Pick<Ctx, "organisation">): boolean {
  const org = ctx.organisation;
  return !!org && org !== "admin" && org.role === ROLE.ADMIN;
}
