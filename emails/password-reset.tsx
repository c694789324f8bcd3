import { AccountEmail, type AccountEmailContent, type AccountEmailProps } from "./layout";

export function passwordResetContent({ client }: AccountEmailProps): AccountEmailContent {
  return {
    subject: `Reset your ${client.name} password`,
    heading: "Reset your password",
    paragraphs: [
      `We received a request to reset the password of your ${client.name} account. Choose a new password with the button below.`,
    ],
    action: "Reset password",
    ignore:
      "If you did not ask to reset your password, you can safely ignore this email: your password will not change.",
  };
}

export function PasswordReset(props: AccountEmailProps) {
  return <AccountEmail {...props} content={passwordResetContent(props)} />;
}
