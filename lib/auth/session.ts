import { db } from "@/lib/db/client";
import { unauthorized } from "@/lib/core/errors";
import { verifyPortalJwt, type PortalClaims } from "./jwt";
import type { Session } from "@/lib/core/session";
import { loadSession } from "./load-user";

/** Browser session cookies (httpOnly, per hostname, so per tenant). */
export const SESSION_COOKIE = "hp_session";
/** While set, it takes priority over the session cookie ("Back to client admin" removes it). */
export const IMPERSONATION_COOKIE = "hp_impersonation";
export const SESSION_SECONDS = 7 * 86_400;

/**
 * Turns verified claims into a Session, or null when the token no longer stands: another
 * client's token, a deleted user, a session generation that was ended (logout everywhere,
 * password change, revoked access), or this one session ended by a logout (its sid).
 */
async function sessionFromClaims(clientId: string, claims: PortalClaims | null): Promise<Session | null> {
  if (!claims || claims.cid !== clientId) return null;
  const loaded = await loadSession(clientId, claims.sub, claims.sid);
  if (!loaded || loaded.user.sessionVersion !== claims.sv) return null;
  const { user } = loaded;
  const sessionId = claims.sid;
  if (!claims.imp) return { user, impersonator: null, sessionId };
  const admin = await db().user.findFirst({
    where: { id: claims.imp, deletedAt: null },
    select: {
      id: true,
      firstName: true,
      lastName: true,
      clientAdmin: true,
      systemAdmin: true,
      clientId: true,
      sessionVersion: true,
    },
  });
  // A client admin of this client, or a system admin, whose own session is still current.
  const allowed = admin && ((admin.clientAdmin && admin.clientId === clientId) || admin.systemAdmin);
  if (!allowed || admin.sessionVersion !== claims.isv) return null;
  return {
    user,
    impersonator: { id: admin.id, fullName: `${admin.firstName} ${admin.lastName}` },
    sessionId,
  };
}

/** `Authorization: Bearer <accessToken>`: a bad or foreign token is a 401, never anonymous. */
export async function sessionFromBearer(clientId: string, token: string): Promise<Session> {
  const session = await sessionFromClaims(clientId, await verifyPortalJwt("access-token", token));
  if (!session) throw unauthorized("Your session has expired, please log in again");
  return session;
}

/** Browser cookies: the impersonation cookie first, then the session cookie. Invalid -> null. */
export async function sessionFromCookies(
  clientId: string,
  cookies: { session?: string; impersonation?: string },
): Promise<Session | null> {
  if (cookies.impersonation) {
    const impersonated = await sessionFromClaims(
      clientId,
      await verifyPortalJwt("impersonation", cookies.impersonation),
    );
    if (impersonated) return impersonated;
  }
  if (!cookies.session) return null;
  return sessionFromClaims(clientId, await verifyPortalJwt("session", cookies.session));
}
