import { actingOrganisation, type AuthedCtx, type Ctx } from "@/lib/core/ctx";
import { AppError, forbidden } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";

/**
 * Who manages an organisation's API keys and webhooks: its Admins, acting for it, and the
 * client's admins (acting for no organisation: every organisation of the client). A request
 * made with an API key never does, whatever its scope: a key cannot mint or revoke keys.
 */
export const canManageIntegrations = (ctx: Ctx): boolean =>
  ctx.flags.isAdmin && !ctx.apiKey && (ctx.flags.isClientAdmin || actingOrganisation(ctx) !== null);

export function requireIntegrations(ctx: Ctx): void {
  if (!canManageIntegrations(ctx)) throw forbidden();
}

/** The where-clause of keys and webhooks the caller manages: its organisation's, or the client's. */
export function visibleIntegrations(ctx: Ctx): { clientId: string; organisationId?: string } {
  const org = actingOrganisation(ctx);
  return org ? inClient(ctx, { organisationId: org.id }) : inClient(ctx, {});
}

/**
 * The organisation a new key or webhook is for: the one acted for; a client admin acting for
 * none names it in the payload (an organisation of this client).
 */
export function targetOrganisation(ctx: AuthedCtx, chosen: string | undefined): string {
  const org = actingOrganisation(ctx);
  if (org) return org.id;
  if (!chosen) throw new AppError("INVALID", { organisationId: ["Choose an organisation"] });
  return chosen;
}
