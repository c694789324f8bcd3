import { recordAudit } from "@/lib/audit/record-audit";
import { userEntry } from "@/lib/auth/user-audit";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/core/errors";
import type { AuthedCtx } from "@/lib/core/ctx";
import type { SessionUser } from "@/lib/core/session";
import { loadSessionUser } from "./load-user";
import { hashPassword, verifyPassword } from "./password";
import type { ChangePasswordInput } from "./schemas";
import { endAllSessions } from "./tokens";

/**
 * Changing the password ends every session, the caller's included; the caller re-issues its own
 * (a new token pair or cookie) for the returned user, whose session generation is the new one.
 * Not while impersonating: the re-issued session would drop the admin behind it.
 */
export async function changePassword(ctx: AuthedCtx, input: ChangePasswordInput): Promise<SessionUser> {
  if (ctx.impersonator)
    throw new AppError("FORBIDDEN", { global: ["The password of an impersonated account cannot be changed"] });
  // An API key acts as its creator for the records it writes, never as that person's account.
  if (ctx.apiKey) throw new AppError("FORBIDDEN", { global: ["An API key cannot change an account"] });
  const row = await db().user.findUniqueOrThrow({ where: { id: ctx.user.id } });
  if (!row.passwordHash || !(await verifyPassword(row.passwordHash, input.existingPassword))) {
    throw new AppError("INVALID", { existingPassword: ["Your current password is not correct"] });
  }
  const passwordHash = await hashPassword(input.password);
  await db().$transaction(async (tx) => {
    await tx.user.update({ where: { id: row.id }, data: { passwordHash } });
    // That it changed, never the hash (changedFields drops it; nothing else moved).
    await recordAudit(tx, ctx, userEntry("user.password", row, { organisationId: null }));
  });
  await endAllSessions(row.id);
  const user = await loadSessionUser(ctx.client.id, row.id);
  if (!user) throw new AppError("NOT_FOUND", { global: ["User not found"] });
  return user;
}
