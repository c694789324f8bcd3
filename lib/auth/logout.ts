import { requirePerson } from "@/lib/core/ctx";
import { AppError } from "@/lib/core/errors";
import { verifyPortalJwt } from "./jwt";
import type { Session } from "@/lib/core/session";
import { SESSION_SECONDS } from "./session";
import { endAllSessions, revokeFamily, revokeRefreshToken, revokeSessionIds } from "./tokens";

/** What a logging-out caller presents: its browser cookies, bearer token and refresh token. */
export type PresentedSession = {
  session?: string;
  impersonation?: string;
  accessToken?: string;
  refreshToken?: string;
};

/**
 * Logout ends the presented sessions server side, not only on the device: a copied
 * cookie or access token stops working at once. Other devices stay signed in. Tokens of another
 * client, or not valid at all, are ignored (there is nothing of this client to end).
 */
export async function endPresentedSessions(clientId: string, presented: PresentedSession): Promise<void> {
  const cookieIds: string[] = [];
  for (const kind of ["session", "impersonation"] as const) {
    const token = presented[kind];
    const claims = token ? await verifyPortalJwt(kind, token) : null;
    if (claims?.sid && claims.cid === clientId) cookieIds.push(claims.sid);
  }
  await revokeSessionIds(cookieIds, SESSION_SECONDS);
  if (presented.accessToken) {
    // An access token's sid is its refresh-token family: the device's whole session ends.
    const claims = await verifyPortalJwt("access-token", presented.accessToken);
    if (claims?.sid && claims.cid === clientId) await revokeFamily(claims.sid);
  }
  if (presented.refreshToken) await revokeRefreshToken(clientId, presented.refreshToken);
}

/**
 * 'Log out everywhere' (Your profile): every session of the user ends, this one included, and
 * so do their outstanding emailed and one-time links (endAllSessions). Not while
 * impersonating: the account's sessions belong to its owner.
 */
export async function logOutEverywhere(session: Session): Promise<void> {
  requirePerson(session);
  if (session.impersonator) {
    throw new AppError("FORBIDDEN", { global: ["An impersonated account cannot be logged out everywhere"] });
  }
  await endAllSessions(session.user.id);
}
