import "server-only";
import { requireBrowserSession } from "@/lib/web/browser-session";
import { buildCtx, type AuthedCtx } from "@/lib/core/ctx";

/**
 * The Ctx of a portal server action: the signed-in user acting for `organisationId` (the
 * /portal/{org} segment the page passes in). Not a member -> 404, 'admin' without rights -> 403,
 * both as AppErrors that runAction turns into the error body; no session -> login.
 */
export async function portalActionCtx(organisationId: string): Promise<AuthedCtx> {
  const { client, session } = await requireBrowserSession();
  return buildCtx(client, session, organisationId) as AuthedCtx;
}
