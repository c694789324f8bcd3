import "server-only";
import { createElement, type FunctionComponent } from "react";
import { EmailChange, emailChangeContent } from "@/emails/email-change";
import { EmailChangeNotice, emailChangeNoticeContent } from "@/emails/email-change-notice";
import { Invitation, invitationContent } from "@/emails/invitation";
import { accountEmailText, type AccountEmailContent, type AccountEmailProps, type EmailClient } from "@/emails/layout";
import { PasswordReset, passwordResetContent } from "@/emails/password-reset";
import { VerifyEmail, verifyEmailContent } from "@/emails/verify-email";
import { normaliseHostname } from "@/lib/core/hostname";
import type { Locale } from "@/lib/i18n/locales";
import { renderEmailHtml } from "./render";
import { sendEmail } from "./transport";

/**
 * The four account emails. Callers (lib/auth) build the link themselves
 * (`${client.primaryUrl}/validate/${token}`); these only render and send.
 *
 * `locale` is the language the caller chose (British English when none): a signed-in
 * recipient's own (userLocale), else the language of the page or request that asked
 * (anonymousLocale of its Accept-Language), else the client's default (lib/i18n/locales.ts).
 */

export type AccountEmailData = { firstName: string; link: string; expiresInHours: number; locale?: Locale };
export type InvitationEmailData = AccountEmailData & { inviterName?: string; organisationName?: string };

async function send<P extends AccountEmailProps>(
  to: string,
  props: P,
  component: FunctionComponent<P>,
  content: (props: P) => AccountEmailContent,
): Promise<void> {
  const body = content(props);
  await sendEmail({
    to,
    subject: body.subject,
    html: await renderEmailHtml(createElement(component, props)),
    text: accountEmailText(props, body),
    clientHost: normaliseHostname(props.client.primaryUrl) ?? props.client.primaryUrl,
  });
}

/** Registration: confirm the address and create a password. */
export function sendVerificationEmail(client: EmailClient, to: string, data: AccountEmailData): Promise<void> {
  return send(to, { client, ...data }, VerifyEmail, verifyEmailContent);
}

/** Invitation to an organisation (organisationName) or, without one, as client admin. */
export function sendInvitationEmail(client: EmailClient, to: string, data: InvitationEmailData): Promise<void> {
  return send(to, { client, ...data }, Invitation, invitationContent);
}

export function sendPasswordResetEmail(client: EmailClient, to: string, data: AccountEmailData): Promise<void> {
  return send(to, { client, ...data }, PasswordReset, passwordResetContent);
}

/** Sent to the NEW address (`to`), which the email names. */
export function sendEmailChangeEmail(client: EmailClient, to: string, data: AccountEmailData): Promise<void> {
  return send(to, { client, email: to, ...data }, EmailChange, emailChangeContent);
}

/** Sent to the OLD address (`to`) when a change to `newEmail` is asked for; the link resets the password. */
export function sendEmailChangeNoticeEmail(
  client: EmailClient,
  to: string,
  data: AccountEmailData & { newEmail: string },
): Promise<void> {
  return send(to, { client, ...data }, EmailChangeNotice, emailChangeNoticeContent);
}
