import {
  DetailsAndMessage,
  detailsAndMessageText,
  EmailFrame,
  emailStyles,
  type DetailRows,
  type EmailClient,
} from "./layout";

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
function details(p: QuoteRequestEmailProps): DetailRows {
  return [
    ["Hose", p.hoseName],
    ...(p.hoseTagId ? ([["Tag", p.hoseTagId]] as DetailRows) : []),
    ["Location", p.location ?? "Uninstalled"],
    [
      p.offer ? "Offered by" : "Requested by",
      p.requesterName ? `${p.requesterName}, ${p.requesterOrganisation}` : p.requesterOrganisation,
    ],
  ];
}

const closing = (p: QuoteRequestEmailProps) =>
  `You receive this email because you are a quote contact of ${p.receiverOrganisation}.`;

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
      closing={<p style={emailStyles.small}>{closing(props)}</p>}
    >
      <p style={emailStyles.p}>{intro(props)}</p>
      <DetailsAndMessage client={client} rows={details(props)} message={message} />
    </EmailFrame>
  );
}

/** The plain-text alternative, from the same content. */
export function quoteRequestText(props: QuoteRequestEmailProps): string {
  return detailsAndMessageText({
    ...props,
    intro: intro(props),
    rows: details(props),
    action: "View the quote",
    closing: closing(props),
  });
}
