import { auditRow } from "@/lib/audit/record-audit";
import { userEntry } from "@/lib/auth/user-audit";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/core/errors";
import type { AuthedCtx } from "@/lib/core/ctx";
import { ACCOUNT_DELETED_MESSAGE } from "./profile-messages";
import { endAllSessions } from "./tokens";

/**
 * Own-account deletion: the row stays (history keeps its author) but is anonymised, loses its
 * memberships and password, and every session ends at once.
 */
export async function deleteOwnAccount(ctx: AuthedCtx, userId: string): Promise<string> {
  if (userId !== ctx.user.id) throw new AppError("NOT_FOUND", { global: ["User not found"] });
  if (ctx.impersonator) throw new AppError("FORBIDDEN", { global: ["An impersonated account cannot be deleted"] });
  // An API key acts as its creator for the records it writes, never as that person's account.
  if (ctx.apiKey) throw new AppError("FORBIDDEN", { global: ["An API key cannot change an account"] });
  await db().$transaction([
    // Written first, while the entry can still name the account as it was.
    db().auditEvent.create({ data: auditRow(ctx, userEntry("user.delete", ctx.user, { organisationId: null })) }),
    db().organisationUser.deleteMany({ where: { userId } }),
    db().user.update({
      where: { id: userId },
      data: {
        deletedAt: new Date(),
        email: `deleted-${userId}@deleted.invalid`,
        firstName: "Deleted",
        lastName: "user",
        passwordHash: null,
        emailChange: null,
        clientAdmin: false,
        systemAdmin: false,
      },
    }),
  ]);
  await endAllSessions(userId);
  return ACCOUNT_DELETED_MESSAGE;
}
