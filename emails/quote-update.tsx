import {
  DetailsAndMessage,
  detailsAndMessageText,
  EmailFrame,
  emailStyles,
  type DetailRows,
  type EmailClient,
} from "./layout";

/**
 * The email the other side of a quote gets when it moves: the distributor priced it (offered),
 * or the customer accepted or declined the offer. Who, how many hoses, the total and its
 * validity, the message, and a link to the quote in the portal.
 */
export type QuoteUpdateKind = "offered" | "accepted" | "declined";

export type QuoteUpdateEmailProps = {
  client: EmailClient;
  firstName: string;
  kind: QuoteUpdateKind;
  /** The organisation that made the change, and the person. */
  fromOrganisation: string;
  fromName: string | null;
  /** The reader's organisation. */
  toOrganisation: string;
  lineCount: number;
  /** "£120.00", or null before any price. */
  total: string | null;
  /** DD/MM/YYYY, for an offer. */
  validUntil: string | null;
  message: string;
  link: string;
};

const hoses = (n: number) => `${n} hose${n === 1 ? "" : "s"}`;

export function quoteUpdateSubject(p: Pick<QuoteUpdateEmailProps, "kind" | "fromOrganisation" | "lineCount">): string {
  if (p.kind === "offered") return `${p.fromOrganisation} priced your quote for ${hoses(p.lineCount)}`;
  if (p.kind === "accepted") return `${p.fromOrganisation} accepted your quote for ${hoses(p.lineCount)}`;
  return `${p.fromOrganisation} declined your quote for ${hoses(p.lineCount)}`;
}

const HEADINGS: Record<QuoteUpdateKind, string> = {
  offered: "Quote priced",
  accepted: "Quote accepted",
  declined: "Quote declined",
};

function intro(p: QuoteUpdateEmailProps): string {
  const who = p.fromName ? `${p.fromName} of ${p.fromOrganisation}` : p.fromOrganisation;
  if (p.kind === "offered") return `${who} has priced the quote for ${hoses(p.lineCount)}.`;
  if (p.kind === "accepted") return `${who} has accepted the quote for ${hoses(p.lineCount)}.`;
  return `${who} has declined the quote for ${hoses(p.lineCount)}.`;
}

function details(p: QuoteUpdateEmailProps): DetailRows {
  return [
    ["Hoses", String(p.lineCount)],
    ...(p.total ? ([["Total", p.total]] as DetailRows) : []),
    ...(p.validUntil ? ([["Valid until", p.validUntil]] as DetailRows) : []),
  ];
}

const closing = (p: QuoteUpdateEmailProps) =>
  `You receive this email because you take part in this quote for ${p.toOrganisation}.`;

export function QuoteUpdateEmail(props: QuoteUpdateEmailProps) {
  return (
    <EmailFrame
      client={props.client}
      subject={quoteUpdateSubject(props)}
      heading={HEADINGS[props.kind]}
      firstName={props.firstName}
      action="View the quote"
      link={props.link}
      closing={<p style={emailStyles.small}>{closing(props)}</p>}
    >
      <p style={emailStyles.p}>{intro(props)}</p>
      <DetailsAndMessage client={props.client} rows={details(props)} message={props.message || "-"} />
    </EmailFrame>
  );
}

export function quoteUpdateText(props: QuoteUpdateEmailProps): string {
  return detailsAndMessageText({
    ...props,
    message: props.message || "-",
    intro: intro(props),
    rows: details(props),
    action: "View the quote",
    closing: closing(props),
  });
}
