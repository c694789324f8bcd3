import { translator } from "@/lib/i18n/catalogue";
import { SOURCE_LOCALE } from "@/lib/i18n/locales";
import { AccountEmail, type AccountEmailContent, type AccountEmailProps } from "./layout";

export function passwordResetContent({ client, locale }: AccountEmailProps): AccountEmailContent {
  const t = translator(locale ?? SOURCE_LOCALE, "emails");
  return {
    subject: t("resetSubject", { client: client.name }),
    heading: t("resetHeading"),
    paragraphs: [t("resetBody", { client: client.name })],
    action: t("resetAction"),
    ignore: t("resetIgnore"),
  };
}

export function PasswordReset(props: AccountEmailProps) {
  return <AccountEmail {...props} content={passwordResetContent(props)} />;
}
