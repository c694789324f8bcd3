import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with the library defaults (m=19 MiB, t=2, p=1: OWASP's recommended minimum).
 * Hashes are never logged or returned by any API.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, not a server error.
    return false;
  }
}
