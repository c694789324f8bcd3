import type { CSSProperties } from "react";
import { logoUrl, primaryColour, type EmailClient } from "./layout";

/**
 * The email a quote contact gets when a quote is sent to their organisation: who asked (or
 * offered), about which hose and where it is, the message, and a link to the quote in the
 * portal. Inline styles and a table layout, like the account emails (emails/layout.tsx).
 */
export type QuoteRequestEmailProps = {
  client: EmailClient;
  firstName: string;
  /** The requesting organisation and person. */
  requesterOrganisation: string;
  requesterName: string | null;
  /** The organisation the quote is sent to (the reader's). */
  receiverOrganisation: string;
  /** A distributor offering a quote, or a customer requesting one. */
  offer: boolean;
  hoseName: string;
  hoseTagId: string | null;
  /** The hose's location trail ("Main Quarry > Crusher"), or null when uninstalled. */
  location: string | null;
  message: string;
  link: string;
};

export function quoteRequestSubject(p: Pick<QuoteRequestEmailProps, "offer" | "requesterOrganisation" | "hoseName">): string {
  return p.offer
    ? `${p.requesterOrganisation} offered to provide a quote for ${p.hoseName}`
    : `${p.requesterOrganisation} requested a quote for ${p.hoseName}`;
}

function intro(p: QuoteRequestEmailProps): string {
  const who = p.requesterName ? `${p.requesterName} of ${p.requesterOrganisation}` : p.requesterOrganisation;
  return p.offer
    ? `${who} has offered ${p.receiverOrganisation} a quote for a hose.`
    : `${who} has asked ${p.receiverOrganisation} for a quote for a hose.`;
}

/** The rows of the hose table, shared by the HTML and the text version. */
function details(p: QuoteRequestEmailProps): Array<[string, string]> {
  return [
    ["Hose", p.hoseName],
    ...(p.hoseTagId ? ([["Tag", p.hoseTagId]] as Array<[string, string]>) : []),
    ["Location", p.location ?? "Uninstalled"],
    [p.offer ? "Offered by" : "Requested by", p.requesterName ? `${p.requesterName}, ${p.requesterOrganisation}` : p.requesterOrganisation],
  ];
}

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const INK = "#1f2933";
const MUTED = "#5b6672";
const s = {
  body: { margin: 0, padding: 0, backgroundColor: "#f4f6f8", fontFamily: FONT, color: INK },
  card: { maxWidth: 560, width: "100%", backgroundColor: "#ffffff", borderRadius: 8, border: "1px solid #d9dee3" },
  header: { padding: "24px 32px 16px", borderBottom: "4px solid" },
  main: { padding: "24px 32px 8px", fontSize: 16, lineHeight: "24px" },
  h1: { margin: "0 0 16px", fontSize: 22, lineHeight: "28px", fontWeight: 700 },
  p: { margin: "0 0 16px" },
  th: { padding: "6px 12px 6px 0", textAlign: "left", verticalAlign: "top", fontSize: 14, color: MUTED, fontWeight: 600, whiteSpace: "nowrap" },
  td: { padding: "6px 0", fontSize: 14, verticalAlign: "top" },
  quote: { margin: "0 0 16px", padding: "12px 16px", backgroundColor: "#f4f6f8", borderLeft: "4px solid", whiteSpace: "pre-wrap" },
  button: { display: "inline-block", padding: "12px 24px", borderRadius: 6, color: "#ffffff", fontWeight: 600, textDecoration: "none" },
  small: { margin: "0 0 16px", fontSize: 14, lineHeight: "20px", color: MUTED },
  footer: { padding: "16px 32px 24px", fontSize: 12, lineHeight: "18px", color: MUTED },
} satisfies Record<string, CSSProperties>;

export function QuoteRequestEmail(props: QuoteRequestEmailProps) {
  const { client, firstName, message, link } = props;
  const colour = primaryColour(client);
  const logo = logoUrl(client);
  const subject = quoteRequestSubject(props);
  return (
    <html lang="en-GB">
      {/* eslint-disable-next-line @next/next/no-head-element -- an email document, not a Next page */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{subject}</title>
      </head>
      <body style={s.body}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ backgroundColor: "#f4f6f8" }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table role="presentation" cellPadding={0} cellSpacing={0} style={s.card}>
                  <tbody>
                    <tr>
                      <td style={{ ...s.header, borderBottomColor: colour }}>
                        {logo ? (
                          // eslint-disable-next-line @next/next/no-img-element -- an email, not a Next page
                          <img src={logo} alt={client.name} height={40} style={{ display: "block", height: 40, width: "auto", border: 0 }} />
                        ) : (
                          <span style={{ fontSize: 20, fontWeight: 700, color: colour }}>{client.name}</span>
                        )}
                      </td>
                    </tr>
                    <tr>
                      <td style={s.main}>
                        <h1 style={s.h1}>{props.offer ? "New quote offer" : "New quote request"}</h1>
                        <p style={s.p}>Hello {firstName},</p>
                        <p style={s.p}>{intro(props)}</p>
                        <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: "0 0 16px" }}>
                          <tbody>
                            {details(props).map(([label, value]) => (
                              <tr key={label}>
                                <th scope="row" style={s.th}>
                                  {label}
                                </th>
                                <td style={s.td}>{value}</td>
                              </tr>
                            ))}
                          </tbody>
                        </table>
                        <p style={{ ...s.small, margin: "0 0 4px" }}>Message</p>
                        <p style={{ ...s.quote, borderLeftColor: colour }}>{message}</p>
                        <p style={{ margin: "24px 0" }}>
                          <a href={link} style={{ ...s.button, backgroundColor: colour }}>
                            View the quote
                          </a>
                        </p>
                        <p style={s.small}>
                          If the button does not work, copy this link into your browser:
                          <br />
                          <a href={link} style={{ wordBreak: "break-all", color: colour }}>
                            {link}
                          </a>
                        </p>
                        <p style={s.small}>You receive this email because you are a quote contact of {props.receiverOrganisation}.</p>
                      </td>
                    </tr>
                    <tr>
                      <td style={s.footer}>
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

/** The plain-text alternative, from the same content. */
export function quoteRequestText(props: QuoteRequestEmailProps): string {
  return [
    props.client.name,
    "",
    `Hello ${props.firstName},`,
    "",
    intro(props),
    "",
    ...details(props).map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    props.message,
    "",
    "View the quote:",
    props.link,
    "",
    `You receive this email because you are a quote contact of ${props.receiverOrganisation}.`,
    "",
    `Sent by ${props.client.name} · ${props.client.primaryUrl}`,
    "",
  ].join("\n");
}
