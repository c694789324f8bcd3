import { db } from "@/lib/db/client";
import type { Client } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/http/errors";
import { loadSessionUser, type SessionUser } from "./load-user";
import { hashPassword, verifyPassword } from "./password";
import { LIMITS, consumeRateLimit } from "./rate-limit";
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
  await consumeRateLimit(`login:account:${client.id}:${input.email}`, LIMITS.loginAccount);
  const user = await db().user.findUnique({ where: { clientId_email: { clientId: client.id, email: input.email } } });
  const hash = user?.passwordHash && !user.deletedAt ? user.passwordHash : await (dummyHash ??= hashPassword("not-a-password"));
  const ok = await verifyPassword(hash, input.password);
  if (!ok || !user || user.deletedAt || !user.passwordHash) throw new AppError(401, { global: [INVALID_LOGIN] });
  const sessionUser = await loadSessionUser(client.id, user.id);
  if (!sessionUser) throw new AppError(401, { global: [INVALID_LOGIN] });
  return sessionUser;
}
