/** An email as the portal composes it, before a transport sends or queues it. */
export type EmailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Hostname of the client the email is sent for: the dev outbox page shows each client its own. */
  clientHost: string;
  /** Extra headers (a digest's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
  /**
   * A stable id of this one message (a digest's claim): its Message-ID over SMTP, and its file
   * name in the dev outbox, so a delivery that is retried after it had in fact gone out writes
   * the same file again rather than a second one.
   */
  dedupeKey?: string;
};
