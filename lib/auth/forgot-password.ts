import { db } from "@/lib/db/client";
import { sendPasswordResetEmail } from "@/lib/email/account-emails";
import type { Client } from "@/lib/generated/prisma/client";
import { type Locale, clientDefaultLocale } from "@/lib/i18n/locales";
import { verifyHumanCheck } from "./human-check";
import { LIMITS, consumeRateLimit, mailBudgetLeft } from "./rate-limit";
import { validationLink } from "./register";
import { TOKEN_HOURS, issueUserToken } from "./user-tokens";

export const forgotPasswordMessage = (email: string) =>
  `If ${email} has an account, we have sent it an email with a link to reset the password`;

/**
 * Always the same answer, whether or not the email has an account. The email is in `locale`, the
 * language of the signed-out page (or request) that asked; else the client's default.
 */
export async function requestPasswordReset(
  client: Client,
  input: { email: string; recaptchaResponse: string },
  ip: string,
  locale?: Locale,
) {
  await consumeRateLimit(`forgot:ip:${client.id}:${ip}`, LIMITS.forgotPassword);
  // The proof of work first, then the address's budget: requests without it cost
  // the address nothing, and a spent budget sends nothing more without refusing anyone.
  await verifyHumanCheck(client.id, input.recaptchaResponse);
  if (!(await mailBudgetLeft(client.id, input.email))) return forgotPasswordMessage(input.email);
  const user = await db().user.findUnique({ where: { clientId_email: { clientId: client.id, email: input.email } } });
  if (user && !user.deletedAt) {
    // A user who never set a password gets the create-password email instead.
    const kind = user.passwordHash ? "RESET_PASSWORD" : "VERIFY_EMAIL";
    const token = await issueUserToken({ clientId: client.id, kind, userId: user.id });
    await sendPasswordResetEmail(client, user.email, {
      firstName: user.firstName,
      link: validationLink(client, token),
      expiresInHours: TOKEN_HOURS[kind],
      locale: locale ?? clientDefaultLocale(client),
    });
  }
  return forgotPasswordMessage(input.email);
}
