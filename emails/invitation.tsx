import { translator } from "@/lib/i18n/catalogue";
import { SOURCE_LOCALE } from "@/lib/i18n/locales";
import { AccountEmail, type AccountEmailContent, type AccountEmailProps } from "./layout";

/** Without an organisation, the invitation is to become a client administrator. */
export type InvitationProps = AccountEmailProps & { inviterName?: string; organisationName?: string };

export function invitationContent({
  client,
  inviterName,
  organisationName,
  locale,
}: InvitationProps): AccountEmailContent {
  const t = translator(locale ?? SOURCE_LOCALE, "emails");
  const names = { client: client.name, inviter: inviterName ?? "", organisation: organisationName ?? "" };
  // Whole sentences per case (who invited, to what), so each language words them its own way.
  const invitation = organisationName
    ? t(inviterName ? "inviteJoinBy" : "inviteJoin", names)
    : t(inviterName ? "inviteAdminBy" : "inviteAdmin", names);
  return {
    subject: organisationName ? t("inviteSubjectJoin", names) : t("inviteSubjectAdmin", names),
    heading: t("inviteHeading"),
    paragraphs: [invitation, t("inviteGetStarted")],
    action: t("inviteAction"),
  };
}

export function Invitation(props: InvitationProps) {
  return <AccountEmail {...props} content={invitationContent(props)} />;
}
