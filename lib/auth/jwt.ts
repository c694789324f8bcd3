import { SignJWT, jwtVerify } from "jose";
import { derivedKey } from "@/lib/core/secrets";

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

/**
 * Tokens already verified, by their exact text, until they expire: the mobile app and the
 * browser send the same token on every call, and an HMAC check through WebCrypto is a thread-pool
 * job each time (about 0.5 ms of a busy server's time per call). Only a byte-identical copy of a
 * token that passed verification hits, so this changes nothing about which tokens are accepted;
 * what a token's session still allows (sessionVersion, a logout's sid) is checked on every call
 * in lib/auth/session.ts. Bounded: the oldest entry goes when full.
 */
const VERIFIED_MAX = 10_000;
const verified = new Map<string, { claims: PortalClaims; expiresAt: number }>();

/** The claims, or null for anything invalid, expired, or of another kind. */
export async function verifyPortalJwt(kind: Kind, token: string): Promise<PortalClaims | null> {
  const key = `${kind}\u0000${token}`;
  const hit = verified.get(key);
  if (hit) {
    if (hit.expiresAt > Date.now()) return hit.claims;
    verified.delete(key);
  }
  const claims = await verifyUncached(kind, token);
  if (claims) {
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
    verified.set(key, claims);
  }
  return claims?.claims ?? null;
}

async function verifyUncached(kind: Kind, token: string): Promise<{ claims: PortalClaims; expiresAt: number } | null> {
  try {
    const { payload } = await jwtVerify(token, derivedKey(kind), { algorithms: ["HS256"] });
    if (payload.typ !== kind || typeof payload.sub !== "string" || typeof payload.cid !== "string") return null;
    if (typeof payload.sv !== "number" || typeof payload.exp !== "number") return null;
    return {
      claims: {
        sub: payload.sub,
        cid: payload.cid,
        sv: payload.sv,
        ...(typeof payload.imp === "string" ? { imp: payload.imp, isv: Number(payload.isv) } : {}),
        ...(typeof payload.sid === "string" ? { sid: payload.sid } : {}),
      },
      expiresAt: payload.exp * 1000,
    };
  } catch {
    return null;
  }
}
