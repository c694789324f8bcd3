import { validationLink } from "@/lib/auth/register";
import { TOKEN_HOURS, issueUserToken } from "@/lib/auth/user-tokens";
import { sendInvitationEmail } from "@/lib/email/account-emails";
import type { Client } from "@/lib/generated/prisma/client";
import { userLocale } from "@/lib/i18n/locales";

/**
 * Emails an invited (password-less) user the link to create a password: Users "Create user"
 * and Client users "Invite client admin" alike. In the invitee's own language when one is
 * recorded, else the inviter's (the language of the page that asked), as far as `client` offers
 * it; else the client's default.
 */
export async function sendUserInvitation(
  client: Client,
  user: { id: string; email: string; firstName: string; locale?: string | null },
  from: { inviterName: string; organisationName?: string; locale?: string },
): Promise<void> {
  const token = await issueUserToken({ clientId: client.id, kind: "INVITATION", userId: user.id });
  const { locale: inviterLocale, ...names } = from;
  await sendInvitationEmail(client, user.email, {
    firstName: user.firstName,
    link: validationLink(client, token),
    expiresInHours: TOKEN_HOURS.INVITATION,
    locale: userLocale(client, user.locale ?? inviterLocale),
    ...names,
  });
}
