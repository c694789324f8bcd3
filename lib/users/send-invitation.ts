import { validationLink } from "@/lib/auth/register";
import { TOKEN_HOURS, issueUserToken } from "@/lib/auth/user-tokens";
import { sendInvitationEmail } from "@/lib/email/account-emails";
import type { Client } from "@/lib/generated/prisma/client";

/**
 * Emails an invited (password-less) user the link to create a password: Users "Create user"
 * and Client users "Invite client admin" alike.
 */
export async function sendUserInvitation(
  client: Client,
  user: { id: string; email: string; firstName: string },
  from: { inviterName: string; organisationName?: string },
): Promise<void> {
  const token = await issueUserToken({ clientId: client.id, kind: "INVITATION", userId: user.id });
  await sendInvitationEmail(client, user.email, {
    firstName: user.firstName,
    link: validationLink(client, token),
    expiresInHours: TOKEN_HOURS.INVITATION,
    ...from,
  });
}
