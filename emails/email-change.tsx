import { AccountEmail, type AccountEmailContent, type AccountEmailProps } from "./layout";

/** Sent to the NEW address: the change takes effect only once that address is confirmed. */
export type EmailChangeProps = AccountEmailProps & { email: string };

export function emailChangeContent({ client, email }: EmailChangeProps): AccountEmailContent {
  return {
    subject: `Confirm your new email address for ${client.name}`,
    heading: "Confirm your new email address",
    paragraphs: [
      `You asked to change the email address of your ${client.name} account to ${email}. Please confirm that this address is yours.`,
    ],
    action: "Confirm new email address",
    ignore:
      "If you did not ask for this change, you can safely ignore this email: your account keeps its current address.",
  };
}

export function EmailChange(props: EmailChangeProps) {
  return <AccountEmail {...props} content={emailChangeContent(props)} />;
}
