import { createHash, createHmac, randomBytes } from "node:crypto";
import { authSecret } from "@/lib/env";

/** A separate key per purpose, derived from AUTH_SECRET, so one token kind never verifies as another. */
export function derivedKey(
  purpose: "access-token" | "session" | "impersonation" | "altcha" | "export" | "file-link" | "digest-unsubscribe",
): Uint8Array {
  return new Uint8Array(createHmac("sha256", authSecret()).update(`hose-portal:${purpose}`).digest());
}

/** An opaque, URL-safe random token (refresh tokens, emailed links). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** Tokens are stored only as their SHA-256: a database leak yields no usable token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
