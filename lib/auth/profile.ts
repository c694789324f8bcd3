import { auditRow, recordAudit } from "@/lib/audit/record-audit";
import { userEntry } from "./user-audit";
import { db } from "@/lib/db/client";
import { sendEmailChangeEmail, sendEmailChangeNoticeEmail } from "@/lib/email/account-emails";
import { AppError } from "@/lib/core/errors";
import type { AuthedCtx } from "@/lib/core/ctx";
import type { SessionUser } from "@/lib/core/session";
import { loadSessionUser } from "./load-user";
import { hashPassword, verifyPassword } from "./password";
import { consumeMailBudget } from "./rate-limit";
import { validationLink } from "./register";
import type { ChangePasswordInput, ProfileInput } from "./schemas";
import { endAllSessions } from "./tokens";
import { TOKEN_HOURS, issueUserToken } from "./user-tokens";

export const PASSWORD_CHANGED_MESSAGE = "Your password has been changed";
export const ACCOUNT_DELETED_MESSAGE = "Your account has been deleted and you have been logged out";

/**
 * Names change at once. A new email address is only pending (User.emailChange) until it is
 * confirmed from the link sent to that address (SPEC 4, Email change). An address used by
 * another account answers the same; the clash is reported when the link is followed.
 */
export async function updateProfile(ctx: AuthedCtx, input: ProfileInput): Promise<string> {
  const user = ctx.user;
  const emailChanged = input.email !== user.email;
  if (emailChanged) {
    // Review M1: the address is the key to the account (password reset), so an impersonating
    // admin may not change it, and the owner proves who they are with the current password.
    if (ctx.impersonator)
      throw new AppError("FORBIDDEN", { email: ["The email address of an impersonated account cannot be changed"] });
    const row = await db().user.findUniqueOrThrow({ where: { id: user.id } });
    if (!input.existingPassword)
      throw new AppError("INVALID", {
        existingPassword: ["Please enter your current password to change your email address"],
      });
    if (!row.passwordHash || !(await verifyPassword(row.passwordHash, input.existingPassword))) {
      throw new AppError("INVALID", { existingPassword: ["Your current password is not correct"] });
    }
    // Review L11: whether the address has an account here is not told to whoever asks; its
    // owner gets the link, and confirming it is refused ('already used', lib/auth/validate.ts).
    await consumeMailBudget(ctx.client.id, ctx.user.id, input.email);
  }
  await db().$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id: user.id } });
    const after = await tx.user.update({
      where: { id: user.id },
      data: {
        firstName: input.firstName,
        lastName: input.lastName,
        ...(emailChanged ? { emailChange: input.email } : {}),
      },
    });
    await recordAudit(tx, ctx, userEntry("user.profile", after, { organisationId: null, before, after }));
  });
  if (!emailChanged) return "Your details have been saved";
  const token = await issueUserToken({
    clientId: ctx.client.id,
    kind: "EMAIL_CHANGE",
    userId: user.id,
    email: input.email,
  });
  await sendEmailChangeEmail(ctx.client, input.email, {
    firstName: input.firstName,
    link: validationLink(ctx.client, token),
    expiresInHours: TOKEN_HOURS.EMAIL_CHANGE,
  });
  // The old address hears of it, with a way to stop it (a reset voids the pending change).
  const reset = await issueUserToken({ clientId: ctx.client.id, kind: "RESET_PASSWORD", userId: user.id });
  await sendEmailChangeNoticeEmail(ctx.client, user.email, {
    firstName: input.firstName,
    newEmail: input.email,
    link: validationLink(ctx.client, reset),
    expiresInHours: TOKEN_HOURS.RESET_PASSWORD,
  });
  return `Your details have been saved. Please confirm your new email address from the link we sent to ${input.email}`;
}

/**
 * Changing the password ends every session, the caller's included; the caller re-issues its own
 * (a new token pair or cookie) for the returned user, whose session generation is the new one.
 * Not while impersonating: the re-issued session would drop the admin behind it.
 */
export async function changePassword(ctx: AuthedCtx, input: ChangePasswordInput): Promise<SessionUser> {
  if (ctx.impersonator)
    throw new AppError("FORBIDDEN", { global: ["The password of an impersonated account cannot be changed"] });
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

/**
 * Own-account deletion: the row stays (history keeps its author) but is anonymised, loses its
 * memberships and password, and every session ends at once.
 */
export async function deleteOwnAccount(ctx: AuthedCtx, userId: string): Promise<string> {
  if (userId !== ctx.user.id) throw new AppError("NOT_FOUND", { global: ["User not found"] });
  if (ctx.impersonator) throw new AppError("FORBIDDEN", { global: ["An impersonated account cannot be deleted"] });
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
