import { translator } from "@/lib/i18n/catalogue";
import { SOURCE_LOCALE } from "@/lib/i18n/locales";
import { AccountEmail, type AccountEmailContent, type AccountEmailProps } from "./layout";

/**
 * Sent to the OLD address when a change of address is asked for: if it was
 * not the owner, the link resets the password, which ends every session and voids the pending
 * change.
 */
export type EmailChangeNoticeProps = AccountEmailProps & { newEmail: string };

export function emailChangeNoticeContent({ client, newEmail, locale }: EmailChangeNoticeProps): AccountEmailContent {
  const t = translator(locale ?? SOURCE_LOCALE, "emails");
  return {
    subject: t("noticeSubject", { client: client.name }),
    heading: t("noticeHeading"),
    paragraphs: [t("noticeBody", { client: client.name, email: newEmail }), t("noticeNotYou")],
    action: t("noticeAction"),
    ignore: t("noticeIgnore"),
  };
}

export function EmailChangeNotice(props: EmailChangeNoticeProps) {
  return <AccountEmail {...props} content={emailChangeNoticeContent(props)} />;
}
