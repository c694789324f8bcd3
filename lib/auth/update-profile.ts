import { recordAudit } from "@/lib/audit/record-audit";
import { userEntry } from "@/lib/auth/user-audit";
import { db } from "@/lib/db/client";
import { sendEmailChangeEmail, sendEmailChangeNoticeEmail } from "@/lib/email/account-emails";
import { AppError, invalid } from "@/lib/core/errors";
import { offeredLocales, userLocale } from "@/lib/i18n/locales";
import type { AuthedCtx } from "@/lib/core/ctx";
import { verifyPassword } from "./password";
import { PROFILE_SAVED_MESSAGE, profileSavedConfirmEmailMessage } from "./profile-messages";
import { consumeMailBudget } from "./rate-limit";
import { validationLink } from "./register";
import type { ProfileInput } from "./schemas";
import { TOKEN_HOURS, issueUserToken } from "./user-tokens";

/**
 * Names change at once. A new email address is only pending (User.emailChange) until it is
 * confirmed from the link sent to that address (SPEC §4, Email change). An address used by
 * another account answers the same; the clash is reported when the link is followed.
 */
export async function updateProfile(ctx: AuthedCtx, input: ProfileInput): Promise<string> {
  // An API key acts as its creator for the records it writes, never as that person's account.
  if (ctx.apiKey) throw new AppError("FORBIDDEN", { global: ["An API key cannot change an account"] });
  const user = ctx.user;
  if (input.locale && !offeredLocales(ctx.client.languages).includes(input.locale))
    throw invalid({ locale: ["Choose one of the languages this portal offers"] });
  const emailChanged = input.email !== user.email;
  if (emailChanged) {
    // The address is the key to the account (password reset), so an impersonating
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
    // Whether the address has an account here is not told to whoever asks; its
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
        ...(input.locale !== undefined ? { locale: input.locale } : {}),
        ...(emailChanged ? { emailChange: input.email } : {}),
        ...(input.unitSystem !== undefined ? { unitSystem: input.unitSystem } : {}),
        ...(input.pressureUnit !== undefined ? { pressureUnit: input.pressureUnit } : {}),
      },
    });
    await recordAudit(tx, ctx, userEntry("user.profile", after, { organisationId: null, before, after }));
  });
  if (!emailChanged) return PROFILE_SAVED_MESSAGE;
  // Both emails in the user's language, the one this same save may have just chosen.
  const locale = userLocale(ctx.client, input.locale !== undefined ? input.locale : ctx.user.ownLocale);
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
    locale,
  });
  // The old address hears of it, with a way to stop it (a reset voids the pending change).
  const reset = await issueUserToken({ clientId: ctx.client.id, kind: "RESET_PASSWORD", userId: user.id });
  await sendEmailChangeNoticeEmail(ctx.client, user.email, {
    firstName: input.firstName,
    newEmail: input.email,
    link: validationLink(ctx.client, reset),
    expiresInHours: TOKEN_HOURS.RESET_PASSWORD,
    locale,
  });
  return profileSavedConfirmEmailMessage(input.email);
}
