import { actingOrganisation, type Ctx } from "@/lib/core/ctx";
import type { Prisma } from "@/lib/generated/prisma/client";
import { canChangeHoseRecords } from "@/lib/hose-configurations/access";
import { forbidden } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";
import type { QuoteViewer } from "./title";

/**
 * Who sees and acts on quotes (SPEC §4, 6):
 *  - a distributor or customer sees the quotes its organisation sent or received;
 *  - client admins see every quote of the client, but neither send nor complete them
 *    (SPEC §4 "'Mark as completed' ... not a client admin"; SPEC §6 quote action "non-client-admin");
 *  - read-only users only look. A customer whose distributor's configurations are hidden is
 *    read-only too (SPEC §6 last line; the same rule as every hose record, lib/hoses/access.ts).
 */

/** The organisation the caller acts for, when it may send or complete quotes; else null. */
export function quoteActor(ctx: Ctx): { id: string; name: string; isDistributor: boolean } | null {
  if (ctx.flags.isClientAdmin || !canChangeHoseRecords(ctx)) return null;
  const org = actingOrganisation(ctx);
  if (!org) return null;
  return { id: org.id, name: org.name, isDistributor: org.isDistributor };
}

export function requireQuoteActor(ctx: Ctx) {
  const actor = quoteActor(ctx);
  if (!actor) throw forbidden();
  return actor;
}

/** The quotes the caller sees: its organisation's, sent or received; all of the client for client admins. */
export function visibleQuotes(ctx: Ctx): Prisma.QuoteWhereInput {
  if (ctx.flags.isClientAdmin) return inClient(ctx, {});
  const org = actingOrganisation(ctx);
  if (!org) return { id: { in: [] } };
  return inClient(ctx, { OR: [{ requestorOrganisationId: org.id }, { receiverOrganisationId: org.id }] });
}

/** Whose titles the caller reads (SPEC §4): its organisation; client admins read the neutral one. */
export function quoteViewer(ctx: Ctx): QuoteViewer {
  if (ctx.flags.isClientAdmin) return null;
  const org = actingOrganisation(ctx);
  if (!org) return null;
  return { organisationId: org.id, isDistributor: org.isDistributor };
}
