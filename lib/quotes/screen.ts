import type { Ctx } from "@/lib/core/ctx";
import { quoteActor } from "./access";
import { quoteDialogTitle } from "./title";

/**
 * What the quote screens show. Pure: pages and components read it; the services enforce the
 * same rules again.
 */
export function quotesScreen(ctx: Ctx) {
  return {
    /** Everyone with an organisation (or the admin portal) sees the list, read-only or not. */
    allowed: ctx.flags.isClientAdmin || ctx.flags.isDistributor || ctx.flags.isCustomer,
    /** SPEC §6: CSV export for admins and client admins. */
    canExport: ctx.flags.isAdmin,
  };
}

/**
 * SPEC §6 "Hose list quote action needs a hose with a configuration, a non-client-admin, not
 * read-only" (archived hoses take no new quotes): the action's label, or null when not offered.
 */
export function hoseQuoteAction(
  ctx: Ctx,
  hose: { hoseConfigurationId: string | null; deletedAt: string | null },
): string | null {
  const actor = quoteActor(ctx);
  if (!actor || !hose.hoseConfigurationId || hose.deletedAt !== null) return null;
  return quoteDialogTitle(actor.isDistributor);
}
