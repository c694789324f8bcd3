import { AccountEmail, type AccountEmailContent, type AccountEmailProps } from "./layout";

/**
 * Sent to the OLD address when a change of address is asked for: if it was
 * not the owner, the link resets the password, which ends every session and voids the pending
 * change.
 */
export type EmailChangeNoticeProps = AccountEmailProps & { newEmail: string };

export function emailChangeNoticeContent({ client, newEmail }: EmailChangeNoticeProps): AccountEmailContent {
  return {
    subject: `Your ${client.name} email address is being changed`,
    heading: "Your email address is being changed",
    paragraphs: [
      `Someone signed in to your ${client.name} account asked to change its email address to ${newEmail}. ` +
        "The change takes effect only once that address is confirmed.",
      "If this was not you, reset your password now: that signs everyone out of your account and cancels the change.",
    ],
    action: "Reset my password",
    ignore: "If you made this change yourself, you need not do anything.",
  };
}

export function EmailChangeNotice(props: EmailChangeNoticeProps) {
  return <AccountEmail {...props} content={emailChangeNoticeContent(props)} />;
}
