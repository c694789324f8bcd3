import { translator } from "@/lib/i18n/catalogue";
import { SOURCE_LOCALE } from "@/lib/i18n/locales";
import { AccountEmail, type AccountEmailContent, type AccountEmailProps } from "./layout";

/** Registration: confirm the address and create a password (SPEC §2.3). */
export function verifyEmailContent({ client, locale }: AccountEmailProps): AccountEmailContent {
  const t = translator(locale ?? SOURCE_LOCALE, "emails");
  return {
    subject: t("verifySubject", { client: client.name }),
    heading: t("verifyHeading"),
    paragraphs: [t("verifyBody", { client: client.name })],
    action: t("verifyAction"),
  };
}

export function VerifyEmail(props: AccountEmailProps) {
  return <AccountEmail {...props} content={verifyEmailContent(props)} />;
}
