import { AccountEmail, type AccountEmailContent, type AccountEmailProps } from "./layout";

/** Registration: confirm the address and create a password (SPEC §2.3). */
export function verifyEmailContent({ client }: AccountEmailProps): AccountEmailContent {
  return {
    subject: `Confirm your email for ${client.name}`,
    heading: "Confirm your email",
    paragraphs: [
      `Thank you for registering with ${client.name}. Please confirm your email address and create your password to finish setting up your account.`,
    ],
    action: "Confirm email and create password",
  };
}

export function VerifyEmail(props: AccountEmailProps) {
  return <AccountEmail {...props} content={verifyEmailContent(props)} />;
}
