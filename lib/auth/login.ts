import { db } from "@/lib/db/client";
import type { Client } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/core/errors";
import type { SessionUser } from "@/lib/core/session";
import { loadSessionUser } from "./load-user";
import { hashPassword, verifyPassword } from "./password";
import { LIMITS, assertRateLimitLeft, consumeRateLimit, recordRateLimitHit } from "./rate-limit";
import type { LoginInput } from "./schemas";

export const INVALID_LOGIN = "Invalid email or password";

// Verified against when the email is unknown, so a miss costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

/**
 * Checks credentials within the current client. One message for every failure (unknown email,
 * wrong password, no password yet, deleted account): no account enumeration by text or timing.
 */
export async function verifyLogin(client: Client, input: LoginInput, ip: string): Promise<SessionUser> {
  await consumeRateLimit(`login:ip:${client.id}:${ip}`, LIMITS.loginIp);
  // Only failures count, per account and address (failing on purpose locks out the
  // attacker's address, never the owner's) and per client (a ceiling on spraying).
  const accountKey = `login:account:${client.id}:${input.email}:${ip}`;
  const clientKey = `login:failures:${client.id}`;
  await assertRateLimitLeft(accountKey, LIMITS.loginAccount);
  await assertRateLimitLeft(clientKey, LIMITS.loginClient);
  try {
    return await checkCredentials(client, input);
  } catch (error) {
    if (error instanceof AppError && error.code === "UNAUTHENTICATED") {
      await recordRateLimitHit(accountKey, LIMITS.loginAccount);
      await recordRateLimitHit(clientKey, LIMITS.loginClient);
    }
    throw error;
  }
}

async function checkCredentials(client: Client, input: LoginInput): Promise<SessionUser> {
  const user = await db().user.findUnique({ where: { clientId_email: { clientId: client.id, email: input.email } } });
  const hash =
    user?.passwordHash && !user.deletedAt ? user.passwordHash : await (dummyHash ??= hashPassword("not-a-password"));
  const ok = await verifyPassword(hash, input.password);
  if (!ok || !user || user.deletedAt || !user.passwordHash)
    throw new AppError("UNAUTHENTICATED", { global: [INVALID_LOGIN] });
  const sessionUser = await loadSessionUser(client.id, user.id);
  if (!sessionUser) throw new AppError("UNAUTHENTICATED", { global: [INVALID_LOGIN] });
  return sessionUser;
}
