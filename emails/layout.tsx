import type { CSSProperties, ReactNode } from "react";

/**
 * The shared frame of every email (account emails, quote emails): client logo or wordmark, greeting, one button, the
 * raw link, the expiry and an "ignore it if unexpected" line. Email clients drop <style> blocks
 * and external CSS, so every style is inline, and the layout is a table (Outlook ignores
 * max-width on divs). Plain components with no hooks: rendered once, on the server.
 */

/** What the templates need of a client (a Prisma Client row fits). */
export type EmailClient = { name: string; primaryUrl: string; logoKey: string | null; theme?: number };

export type AccountEmailProps = { client: EmailClient; firstName: string; link: string; expiresInHours: number };

/** What differs between the account emails; the HTML and the plain text are built from it. */
export type AccountEmailContent = {
  subject: string;
  heading: string;
  paragraphs: string[];
  action: string;
  ignore?: string;
};

const DEFAULT_IGNORE = "If you did not expect this email, you can safely ignore it.";

/** The button colour follows the client's theme (same values as app/globals.css). */
const THEME_PRIMARY: Record<number, string> = { 1: "#1d4ed8", 2: "#c2410c", 3: "#15803d", 4: "#6d28d9" };
const PRODUCT_PRIMARY = "#0f766e";

export function primaryColour(client: EmailClient): string {
  return THEME_PRIMARY[client.theme ?? 0] ?? PRODUCT_PRIMARY;
}

/** Absolute, because an email has no base URL; null when the client has no logo. */
export function logoUrl(client: EmailClient): string | null {
  return client.logoKey ? `${client.primaryUrl.replace(/\/+$/, "")}/api/v1/clients/current/logo` : null;
}

/** "This link expires in 24 hours." / "... in 3 days." / "... in 15 minutes." */
export function expiryText(hours: number): string {
  let span: string;
  if (hours < 1) {
    const minutes = Math.max(1, Math.round(hours * 60));
    span = `${minutes} minute${minutes === 1 ? "" : "s"}`;
  } else if (hours >= 48 && hours % 24 === 0) {
    span = `${hours / 24} days`;
  } else {
    span = `${hours} hour${hours === 1 ? "" : "s"}`;
  }
  return `This link expires in ${span}.`;
}

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const INK = "#1f2933";
export const MUTED = "#5b6672";
/** Inline styles (email clients drop style blocks), shared by the templates. */
export const emailStyles = {
  body: { margin: 0, padding: 0, backgroundColor: "#f4f6f8", fontFamily: FONT, color: INK },
  card: { maxWidth: 560, width: "100%", backgroundColor: "#ffffff", borderRadius: 8, border: "1px solid #d9dee3" },
  header: { padding: "24px 32px 16px", borderBottom: "4px solid" },
  main: { padding: "24px 32px 8px", fontSize: 16, lineHeight: "24px" },
  h1: { margin: "0 0 16px", fontSize: 22, lineHeight: "28px", fontWeight: 700 },
  p: { margin: "0 0 16px" },
  button: {
    display: "inline-block",
    padding: "12px 24px",
    borderRadius: 6,
    color: "#ffffff",
    fontWeight: 600,
    textDecoration: "none",
  },
  small: { margin: "0 0 16px", fontSize: 14, lineHeight: "20px", color: MUTED },
  link: { wordBreak: "break-all" },
  footer: { padding: "16px 32px 24px", fontSize: 12, lineHeight: "18px", color: MUTED },
} satisfies Record<string, CSSProperties>;

function Brand({ client }: { client: EmailClient }) {
  const logo = logoUrl(client);
  if (logo) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- an email, not a Next page
      <img
        src={logo}
        alt={client.name}
        height={40}
        style={{ display: "block", height: 40, width: "auto", border: 0 }}
      />
    );
  }
  return <span style={{ fontSize: 20, fontWeight: 700, color: primaryColour(client) }}>{client.name}</span>;
}

/**
 * The frame every email shares: document, client brand over a theme-coloured rule, heading,
 * greeting, the template's own content, one button, the raw link for when the button does not
 * work, the template's closing lines and the footer.
 */
export function EmailFrame({
  client,
  subject,
  heading,
  firstName,
  action,
  link,
  children,
  closing,
}: {
  client: EmailClient;
  subject: string;
  heading: string;
  firstName: string;
  action: string;
  link: string;
  children: ReactNode;
  /** Small print under the raw link (expiry, why the reader gets this email...). */
  closing: ReactNode;
}) {
  const colour = primaryColour(client);
  return (
    <html lang="en-GB">
      {/* eslint-disable-next-line @next/next/no-head-element -- an email document, not a Next page */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{subject}</title>
      </head>
      <body style={emailStyles.body}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ backgroundColor: "#f4f6f8" }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table role="presentation" cellPadding={0} cellSpacing={0} style={emailStyles.card}>
                  <tbody>
                    <tr>
                      <td style={{ ...emailStyles.header, borderBottomColor: colour }}>
                        <Brand client={client} />
                      </td>
                    </tr>
                    <tr>
                      <td style={emailStyles.main}>
                        <h1 style={emailStyles.h1}>{heading}</h1>
                        <p style={emailStyles.p}>Hello {firstName},</p>
                        {children}
                        <p style={{ margin: "24px 0" }}>
                          <a href={link} style={{ ...emailStyles.button, backgroundColor: colour }}>
                            {action}
                          </a>
                        </p>
                        <p style={emailStyles.small}>
                          If the button does not work, copy this link into your browser:
                          <br />
                          <a href={link} style={{ ...emailStyles.link, color: colour }}>
                            {link}
                          </a>
                        </p>
                        {closing}
                      </td>
                    </tr>
                    <tr>
                      <td style={emailStyles.footer}>
                        Sent by {client.name} · {client.primaryUrl}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export function AccountEmail({
  client,
  firstName,
  link,
  expiresInHours,
  content,
}: AccountEmailProps & { content: AccountEmailContent }) {
  return (
    <EmailFrame
      client={client}
      subject={content.subject}
      heading={content.heading}
      firstName={firstName}
      action={content.action}
      link={link}
      closing={
        <>
          <p style={emailStyles.small}>{expiryText(expiresInHours)}</p>
          <p style={emailStyles.small}>{content.ignore ?? DEFAULT_IGNORE}</p>
        </>
      }
    >
      {content.paragraphs.map((text) => (
        <p key={text} style={emailStyles.p}>
          {text}
        </p>
      ))}
    </EmailFrame>
  );
}

/** The plain-text alternative, from the same content as the HTML. */
export function accountEmailText(
  { client, firstName, link, expiresInHours }: AccountEmailProps,
  content: AccountEmailContent,
): string {
  return [
    client.name,
    "",
    `Hello ${firstName},`,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    `${content.action}:`,
    link,
    "",
    expiryText(expiresInHours),
    "",
    content.ignore ?? DEFAULT_IGNORE,
    "",
    `Sent by ${client.name} · ${client.primaryUrl}`,
    "",
  ].join("\n");
}

/** A hose email's "Label: value" rows (hose, tag, location, who), shared by HTML and text. */
export type DetailRows = Array<[label: string, value: string]>;

const detailStyles = {
  th: {
    padding: "6px 12px 6px 0",
    textAlign: "left",
    verticalAlign: "top",
    fontSize: 14,
    color: MUTED,
    fontWeight: 600,
    whiteSpace: "nowrap",
  },
  td: { padding: "6px 0", fontSize: 14, verticalAlign: "top" },
  quote: {
    margin: "0 0 16px",
    padding: "12px 16px",
    backgroundColor: "#f4f6f8",
    borderLeft: "4px solid",
    whiteSpace: "pre-wrap",
  },
} satisfies Record<string, CSSProperties>;

/** The rows as a two-column table, then the sender's message set off in the theme's colour. */
export function DetailsAndMessage({
  client,
  rows,
  message,
}: {
  client: EmailClient;
  rows: DetailRows;
  message: string;
}) {
  return (
    <>
      <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: "0 0 16px" }}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" style={detailStyles.th}>
                {label}
              </th>
              <td style={detailStyles.td}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ ...emailStyles.small, margin: "0 0 4px" }}>Message</p>
      <p style={{ ...detailStyles.quote, borderLeftColor: primaryColour(client) }}>{message}</p>
    </>
  );
}

/** The plain-text alternative of such an email, from the same content as its HTML. */
export function detailsAndMessageText(p: {
  client: EmailClient;
  firstName: string;
  intro: string;
  rows: DetailRows;
  message: string;
  action: string;
  link: string;
  closing: string;
}): string {
  return [
    p.client.name,
    "",
    `Hello ${p.firstName},`,
    "",
    p.intro,
    "",
    ...p.rows.map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    p.message,
    "",
    `${p.action}:`,
    p.link,
    "",
    p.closing,
    "",
    `Sent by ${p.client.name} · ${p.client.primaryUrl}`,
    "",
  ].join("\n");
}
