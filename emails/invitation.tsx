import { AccountEmail, type AccountEmailContent, type AccountEmailProps } from "./layout";

/** Without an organisation, the invitation is to become a client administrator. */
export type InvitationProps = AccountEmailProps & { inviterName?: string; organisationName?: string };

export function invitationContent({ client, inviterName, organisationName }: InvitationProps): AccountEmailContent {
  const by = inviterName ? `${inviterName} has invited you` : "You have been invited";
  const invitation = organisationName
    ? `${by} to join ${organisationName} on ${client.name}.`
    : `${by} to become a client administrator of ${client.name}.`;
  return {
    subject: organisationName
      ? `You have been invited to join ${organisationName} on ${client.name}`
      : `You have been invited to administer ${client.name}`,
    heading: "You have been invited",
    paragraphs: [invitation, "Accept the invitation to create your password and get started."],
    action: "Accept invitation",
  };
}

export function Invitation(props: InvitationProps) {
  return <AccountEmail {...props} content={invitationContent(props)} />;
}
