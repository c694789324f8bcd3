import { SignJWT, jwtVerify } from "jose";
import { derivedKey } from "./secrets";

/**
 * The claims every portal JWT carries: who (sub), for which client (cid: a token is bound to
 * its tenant), which session generation (sv: bumping User.sessionVersion ends every session at
 * once), the real user behind an impersonation (imp, with its own generation isv), and which
 * single session it is (sid: a cookie's own id, or an access token's refresh-token family), so
 * one session can be ended server side (logout) without ending the others.
 */
export type PortalClaims = { sub: string; cid: string; sv: number; imp?: string; isv?: number; sid?: string };

type Kind = "access-token" | "session" | "impersonation";

export async function signPortalJwt(kind: Kind, claims: PortalClaims, ttlSeconds: number): Promise<string> {
  const { sub, ...rest } = claims;
  return new SignJWT({ ...rest, typ: kind })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(derivedKey(kind));
}

/** The claims, or null for anything invalid, expired, or of another kind. */
export async function verifyPortalJwt(kind: Kind, token: string): Promise<PortalClaims | null> {
  try {
    const { payload } = await jwtVerify(token, derivedKey(kind), { algorithms: ["HS256"] });
    if (payload.typ !== kind || typeof payload.sub !== "string" || typeof payload.cid !== "string") return null;
    if (typeof payload.sv !== "number") return null;
    return {
      sub: payload.sub,
      cid: payload.cid,
      sv: payload.sv,
      ...(typeof payload.imp === "string" ? { imp: payload.imp, isv: Number(payload.isv) } : {}),
      ...(typeof payload.sid === "string" ? { sid: payload.sid } : {}),
    };
  } catch {
    return null;
  }
}
