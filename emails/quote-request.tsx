import type { CSSProperties } from "react";
import { EmailFrame, emailStyles, MUTED, primaryColour, type EmailClient } from "./layout";

/**
 * The email a quote contact gets when a quote is sent to their organisation: who asked (or
 * offered), about which hose and where it is, the message, and a link to the quote in the
 * portal. In the frame every email shares (emails/layout.tsx).
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

export function quoteRequestSubject(
  p: Pick<QuoteRequestEmailProps, "offer" | "requesterOrganisation" | "hoseName">,
): string {
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
    [
      p.offer ? "Offered by" : "Requested by",
      p.requesterName ? `${p.requesterName}, ${p.requesterOrganisation}` : p.requesterOrganisation,
    ],
  ];
}

const s = {
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

export function QuoteRequestEmail(props: QuoteRequestEmailProps) {
  const { client, firstName, message, link } = props;
  return (
    <EmailFrame
      client={client}
      subject={quoteRequestSubject(props)}
      heading={props.offer ? "New quote offer" : "New quote request"}
      firstName={firstName}
      action="View the quote"
      link={link}
      closing={
        <p style={emailStyles.small}>
          You receive this email because you are a quote contact of {props.receiverOrganisation}.
        </p>
      }
    >
      <p style={emailStyles.p}>{intro(props)}</p>
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
      <p style={{ ...emailStyles.small, margin: "0 0 4px" }}>Message</p>
      <p style={{ ...s.quote, borderLeftColor: primaryColour(client) }}>{message}</p>
    </EmailFrame>
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
