import { SignJWT, jwtVerify } from "jose";
import { derivedKey } from "@/lib/core/secrets";

/**
 * The signed token of a digest's one-click unsubscribe link (RFC 8058): who (sub), in which
 * organisation (org) of which client (cid). Signed with a key of its own (lib/core/secrets.ts),
 * so no other token verifies as one. It does not expire: a digest read months later must still
 * be able to stop the next one, and all it can do is turn that one digest off.
 */
export type UnsubscribeClaims = { userId: string; organisationId: string; clientId: string };

const TYP = "digest-unsubscribe";

export function signUnsubscribeToken(claims: UnsubscribeClaims): Promise<string> {
  return new SignJWT({ cid: claims.clientId, org: claims.organisationId, typ: TYP })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.userId)
    .setIssuedAt()
    .sign(derivedKey(TYP));
}

/** The claims, or null for anything tampered with or of another kind. */
export async function verifyUnsubscribeToken(token: string): Promise<UnsubscribeClaims | null> {
  try {
    const { payload } = await jwtVerify(token, derivedKey(TYP), { algorithms: ["HS256"] });
    if (payload.typ !== TYP || typeof payload.sub !== "string") return null;
    if (typeof payload.cid !== "string" || typeof payload.org !== "string") return null;
    return { userId: payload.sub, organisationId: payload.org, clientId: payload.cid };
  } catch {
    return null;
  }
}
