import { translator } from "@/lib/i18n/catalogue";
import { SOURCE_LOCALE } from "@/lib/i18n/locales";
import { AccountEmail, type AccountEmailContent, type AccountEmailProps } from "./layout";

/** Sent to the NEW address: the change takes effect only once that address is confirmed. */
export type EmailChangeProps = AccountEmailProps & { email: string };

export function emailChangeContent({ client, email, locale }: EmailChangeProps): AccountEmailContent {
  const t = translator(locale ?? SOURCE_LOCALE, "emails");
  return {
    subject: t("changeSubject", { client: client.name }),
    heading: t("changeHeading"),
    paragraphs: [t("changeBody", { client: client.name, email })],
    action: t("changeAction"),
    ignore: t("changeIgnore"),
  };
}

export function EmailChange(props: EmailChangeProps) {
  return <AccountEmail {...props} content={emailChangeContent(props)} />;
}
