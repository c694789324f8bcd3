import { translator } from "@/lib/i18n/catalogue";
import { type Locale, SOURCE_LOCALE } from "@/lib/i18n/locales";
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
  /** The reader's language (their own, else the client's default); British English when not given. */
  locale?: Locale;
};

const quoteText = (locale: Locale | undefined) => translator(locale ?? SOURCE_LOCALE, "quoteEmails");

export function quoteRequestSubject(
  p: Pick<QuoteRequestEmailProps, "offer" | "requesterOrganisation" | "hoseName" | "locale">,
): string {
  const names = { requester: p.requesterOrganisation, hose: p.hoseName };
  return quoteText(p.locale)(p.offer ? "requestSubjectOffer" : "requestSubject", names);
}

function intro(p: QuoteRequestEmailProps): string {
  const t = quoteText(p.locale);
  const who = p.requesterName
    ? t("whoOf", { name: p.requesterName, organisation: p.requesterOrganisation })
    : p.requesterOrganisation;
  return t(p.offer ? "requestIntroOffer" : "requestIntro", { who, receiver: p.receiverOrganisation });
}

/** The rows of the hose table, shared by the HTML and the text version. */
function details(p: QuoteRequestEmailProps): DetailRows {
  const t = quoteText(p.locale);
  const e = translator(p.locale ?? SOURCE_LOCALE, "emails");
  return [
    [e("rowHose"), p.hoseName],
    ...(p.hoseTagId ? ([[e("rowTag"), p.hoseTagId]] as DetailRows) : []),
    [e("rowLocation"), p.location ?? e("uninstalled")],
    [
      t(p.offer ? "rowOfferedBy" : "rowRequestedBy"),
      p.requesterName ? `${p.requesterName}, ${p.requesterOrganisation}` : p.requesterOrganisation,
    ],
  ];
}

const closing = (p: QuoteRequestEmailProps) =>
  quoteText(p.locale)("requestClosing", { organisation: p.receiverOrganisation });

export function QuoteRequestEmail(props: QuoteRequestEmailProps) {
  const { client, firstName, message, link, locale } = props;
  const t = quoteText(locale);
  return (
    <EmailFrame
      locale={locale}
      client={client}
      subject={quoteRequestSubject(props)}
      heading={t(props.offer ? "requestHeadingOffer" : "requestHeading")}
      firstName={firstName}
      action={t("action")}
      link={link}
      closing={<p style={emailStyles.small}>{closing(props)}</p>}
    >
      <p style={emailStyles.p}>{intro(props)}</p>
      <DetailsAndMessage client={client} rows={details(props)} message={message} locale={locale} />
    </EmailFrame>
  );
}

/** The plain-text alternative, from the same content. */
export function quoteRequestText(props: QuoteRequestEmailProps): string {
  return detailsAndMessageText({
    ...props,
    intro: intro(props),
    rows: details(props),
    action: quoteText(props.locale)("action"),
    closing: closing(props),
  });
}
