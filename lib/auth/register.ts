import { recordAudit } from "@/lib/audit/record-audit";
import { buildCtx } from "@/lib/core/ctx";
import { linkHolder, userEntry } from "./user-audit";
import { db } from "@/lib/db/client";
import { sendPasswordResetEmail, sendVerificationEmail } from "@/lib/email/account-emails";
import type { Client } from "@/lib/generated/prisma/client";
import { type Locale, clientDefaultLocale } from "@/lib/i18n/locales";
import { verifyHumanCheck } from "./human-check";
import { LIMITS, consumeRateLimit, mailBudgetLeft } from "./rate-limit";
import type { RegisterInput } from "./schemas";
import { TOKEN_HOURS, issueUserToken } from "./user-tokens";

/** The user-message of a registration: the same whether or not the address was known. */
export const registeredMessage = (email: string) =>
  `We have sent a verification email to ${email}, please follow its instructions to create your password`;

export const validationLink = (client: Client, token: string) => `${client.primaryUrl}/validate/${token}`;

/**
 * Registration (SPEC §2.3): creates the unverified user and emails the link to create a
 * password. The answer is the same whether or not the email is already registered: an existing
 * account gets a password-reset email instead, so registration cannot probe for accounts.
 * The email is in `locale`, the language of the page (or request) that asked; else the client's default.
 */
export async function registerUser(client: Client, input: RegisterInput, ip: string, locale?: Locale) {
  const language = locale ?? clientDefaultLocale(client);
  await consumeRateLimit(`register:${client.id}:${ip}`, LIMITS.register);
  await verifyHumanCheck(client.id, input.recaptchaResponse);
  const answer = { email: input.email, firstName: input.firstName, lastName: input.lastName, verified: false };
  // Past the address's hourly email budget, the same answer and nothing sent.
  if (!(await mailBudgetLeft(client.id, input.email))) return answer;
  const existing = await db().user.findUnique({
    where: { clientId_email: { clientId: client.id, email: input.email } },
  });
  if (existing && !existing.deletedAt && existing.passwordHash) {
    const token = await issueUserToken({ clientId: client.id, kind: "RESET_PASSWORD", userId: existing.id });
    await sendPasswordResetEmail(client, existing.email, {
      firstName: existing.firstName,
      link: validationLink(client, token),
      expiresInHours: TOKEN_HOURS.RESET_PASSWORD,
      locale: language,
    });
  } else {
    // A pending invitee keeps the names the admin entered: an anonymous form cannot rename them.
    const user =
      existing && !existing.deletedAt
        ? existing
        : await db().$transaction(async (tx) => {
            const row = await tx.user.create({
              data: { clientId: client.id, email: input.email, firstName: input.firstName, lastName: input.lastName },
            });
            await recordAudit(
              tx,
              buildCtx(client, null),
              userEntry("user.register", row, { organisationId: null, actor: linkHolder(row) }),
            );
            return row;
          });
    const token = await issueUserToken({ clientId: client.id, kind: "VERIFY_EMAIL", userId: user.id });
    await sendVerificationEmail(client, user.email, {
      firstName: user.firstName,
      link: validationLink(client, token),
      expiresInHours: TOKEN_HOURS.VERIFY_EMAIL,
      locale: language,
    });
  }
  return answer;
}
