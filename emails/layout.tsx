import { Fragment, type CSSProperties, type ReactNode } from "react";
import { translator } from "@/lib/i18n/catalogue";
import { type Locale, SOURCE_LOCALE } from "@/lib/i18n/locales";

/**
 * The shared frame of every email (account emails, quote emails): client logo or wordmark, greeting, one button, the
 * raw link, the expiry and an "ignore it if unexpected" line. Email clients drop <style> blocks
 * and external CSS, so every style is inline, and the layout is a table (Outlook ignores
 * max-width on divs). Plain components with no hooks: rendered once, on the server.
 */

/** What the templates need of a client (a Prisma Client row fits). */
export type EmailClient = { name: string; primaryUrl: string; logoKey: string | null; theme?: number };

/**
 * `locale`: the language the email is written in (the recipient's own, else the language of the
 * page that asked, else the client's default: lib/email/email-locale.ts); British English when
 * not given.
 */
export type AccountEmailProps = {
  client: EmailClient;
  firstName: string;
  link: string;
  expiresInHours: number;
  locale?: Locale;
};

/** The words every email shares (the frame, the account emails), in one language. */
export function emailText(locale: Locale = SOURCE_LOCALE) {
  return translator(locale, "emails");
}

/** A hose as an email names it: its name, else its tag ("Tag T-1"), else "Hose", in the reader's words. */
export function hoseTitleIn(hose: { name: string | null; tagId: string | null }, locale: Locale = SOURCE_LOCALE) {
  const t = emailText(locale);
  return hose.name ?? (hose.tagId ? t("tag", { tagId: hose.tagId }) : t("rowHose"));
}

/**
 * A count as the language writes it: British English as the emails always have (no grouping:
 * "1234"), the others with their grouping (German "1.234").
 */
export function countIn(n: number, locale: Locale = SOURCE_LOCALE): string {
  return locale === SOURCE_LOCALE ? String(n) : n.toLocaleString(locale);
}

/**
 * A translated sentence with a React element in the place of its `{placeholder}` (a link inside
 * a sentence): each language puts the link where its word order needs it.
 */
export function withElement(sentence: (placeholder: string) => string, element: ReactNode): ReactNode {
  const marker = "\u0000";
  const [before = "", after = ""] = sentence(marker).split(marker);
  return (
    <>
      {before}
      <Fragment>{element}</Fragment>
      {after}
    </>
  );
}

/** What differs between the account emails; the HTML and the plain text are built from it. */
export type AccountEmailContent = {
  subject: string;
  heading: string;
  paragraphs: string[];
  action: string;
  ignore?: string;
};

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
export function expiryText(hours: number, locale: Locale = SOURCE_LOCALE): string {
  const t = emailText(locale);
  if (hours < 1) return t("expiresMinutes", { minutes: Math.max(1, Math.round(hours * 60)) });
  if (hours >= 48 && hours % 24 === 0) return t("expiresDays", { days: hours / 24 });
  return t("expiresHours", { hours });
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
  locale = SOURCE_LOCALE,
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
  locale?: Locale;
}) {
  const colour = primaryColour(client);
  const t = emailText(locale);
  return (
    <html lang={locale}>
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
                        <p style={emailStyles.p}>{t("hello", { firstName })}</p>
                        {children}
                        <p style={{ margin: "24px 0" }}>
                          <a href={link} style={{ ...emailStyles.button, backgroundColor: colour }}>
                            {action}
                          </a>
                        </p>
                        <p style={emailStyles.small}>
                          {t("buttonFallback")}
                          <br />
                          <a href={link} style={{ ...emailStyles.link, color: colour }}>
                            {link}
                          </a>
                        </p>
                        {closing}
                      </td>
                    </tr>
                    <tr>
                      <td style={emailStyles.footer}>{t("sentBy", { client: client.name, url: client.primaryUrl })}</td>
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
  locale = SOURCE_LOCALE,
}: AccountEmailProps & { content: AccountEmailContent }) {
  return (
    <EmailFrame
      locale={locale}
      client={client}
      subject={content.subject}
      heading={content.heading}
      firstName={firstName}
      action={content.action}
      link={link}
      closing={
        <>
          <p style={emailStyles.small}>{expiryText(expiresInHours, locale)}</p>
          <p style={emailStyles.small}>{content.ignore ?? emailText(locale)("ignore")}</p>
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
  { client, firstName, link, expiresInHours, locale = SOURCE_LOCALE }: AccountEmailProps,
  content: AccountEmailContent,
): string {
  const t = emailText(locale);
  return [
    client.name,
    "",
    t("hello", { firstName }),
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    t("actionText", { action: content.action }),
    link,
    "",
    expiryText(expiresInHours, locale),
    "",
    content.ignore ?? t("ignore"),
    "",
    t("sentBy", { client: client.name, url: client.primaryUrl }),
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
  locale = SOURCE_LOCALE,
}: {
  client: EmailClient;
  rows: DetailRows;
  message: string;
  locale?: Locale;
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
      <p style={{ ...emailStyles.small, margin: "0 0 4px" }}>{emailText(locale)("message")}</p>
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
  locale?: Locale;
}): string {
  const t = emailText(p.locale);
  return [
    p.client.name,
    "",
    t("hello", { firstName: p.firstName }),
    "",
    p.intro,
    "",
    ...p.rows.map(([label, value]) => t("detailRow", { label, value })),
    "",
    t("messageText"),
    p.message,
    "",
    t("actionText", { action: p.action }),
    p.link,
    "",
    p.closing,
    "",
    t("sentBy", { client: p.client.name, url: p.client.primaryUrl }),
    "",
  ].join("\n");
}
