import { translator } from "@/lib/i18n/catalogue";
import { type Locale, SOURCE_LOCALE } from "@/lib/i18n/locales";
import {
  countIn,
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
  /** The reader's language (their own, else the client's default); British English when not given. */
  locale?: Locale;
};

const quoteText = (locale: Locale | undefined) => translator(locale ?? SOURCE_LOCALE, "quoteEmails");

const hoses = (n: number, locale: Locale | undefined) =>
  quoteText(locale)("hoses", { count: n, n: countIn(n, locale) });

/** Per kind: the subject, the heading and the intro, each a whole sentence of the catalogue. */
const KEYS = {
  offered: { subject: "subjectPriced", heading: "headingPriced", intro: "introPriced" },
  accepted: { subject: "subjectAccepted", heading: "headingAccepted", intro: "introAccepted" },
  declined: { subject: "subjectDeclined", heading: "headingDeclined", intro: "introDeclined" },
} as const satisfies Record<QuoteUpdateKind, Record<string, string>>;

export function quoteUpdateSubject(
  p: Pick<QuoteUpdateEmailProps, "kind" | "fromOrganisation" | "lineCount" | "locale">,
): string {
  return quoteText(p.locale)(KEYS[p.kind].subject, {
    from: p.fromOrganisation,
    hoses: hoses(p.lineCount, p.locale),
  });
}

function intro(p: QuoteUpdateEmailProps): string {
  const t = quoteText(p.locale);
  const who = p.fromName ? t("whoOf", { name: p.fromName, organisation: p.fromOrganisation }) : p.fromOrganisation;
  return t(KEYS[p.kind].intro, { who, hoses: hoses(p.lineCount, p.locale) });
}

function details(p: QuoteUpdateEmailProps): DetailRows {
  const t = quoteText(p.locale);
  return [
    [t("rowHoses"), countIn(p.lineCount, p.locale)],
    ...(p.total ? ([[t("rowTotal"), p.total]] as DetailRows) : []),
    ...(p.validUntil ? ([[t("rowValidUntil"), p.validUntil]] as DetailRows) : []),
  ];
}

const closing = (p: QuoteUpdateEmailProps) => quoteText(p.locale)("updateClosing", { organisation: p.toOrganisation });

export function QuoteUpdateEmail(props: QuoteUpdateEmailProps) {
  const t = quoteText(props.locale);
  return (
    <EmailFrame
      locale={props.locale}
      client={props.client}
      subject={quoteUpdateSubject(props)}
      heading={t(KEYS[props.kind].heading)}
      firstName={props.firstName}
      action={t("action")}
      link={props.link}
      closing={<p style={emailStyles.small}>{closing(props)}</p>}
    >
      <p style={emailStyles.p}>{intro(props)}</p>
      <DetailsAndMessage
        client={props.client}
        rows={details(props)}
        message={props.message || "-"}
        locale={props.locale}
      />
    </EmailFrame>
  );
}

export function quoteUpdateText(props: QuoteUpdateEmailProps): string {
  return detailsAndMessageText({
    ...props,
    message: props.message || "-",
    intro: intro(props),
    rows: details(props),
    action: quoteText(props.locale)("action"),
    closing: closing(props),
  });
}
