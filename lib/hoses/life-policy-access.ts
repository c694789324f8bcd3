import { actingOrganisation, type Ctx } from "@/lib/core/ctx";

/**
 * Who sets life policies: a client admin at every level; an organisation's Admin for its own
 * organisation, its sites, zones and configurations, and (a distributor's) for its customers
 * and theirs. The same rule setLifePolicy applies; the menu and the screen ask it too.
 */
export function canSetLifePolicies(ctx: Pick<Ctx, "organisation" | "flags">): boolean {
  if (ctx.flags.isClientAdmin) return true;
  return actingOrganisation(ctx) !== null && ctx.flags.isAdmin;
}
