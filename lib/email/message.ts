/** An email as the portal composes it, before a transport sends or queues it. */
export type EmailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Hostname of the client the email is sent for: the dev outbox page shows each client its own. */
  clientHost: string;
};
