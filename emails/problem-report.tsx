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
 * The email an organisation's Admins get when someone reports a problem from a hose tag's public
 * page: which hose, where it is, what they wrote, whether a photo came with it (kept
 * privately, with the note on the hose's page: the link), and a link to the hose.
 */
export type ProblemReportEmailProps = {
  client: EmailClient;
  firstName: string;
  /** The organisation the hose belongs to. */
  organisation: string;
  hoseName: string;
  tagId: string | null;
  /** The hose's location trail, or null when uninstalled. */
  location: string | null;
  message: string;
  /** The file name of the photo sent with the report, or null; the photo is on the hose's page. */
  photo?: string | null;
  link: string;
  /** Why the reader gets it, when not as the organisation's Admin (a distributor's quote contact). */
  closing?: string;
  /** The reader's language (their own, else the client's default); British English when not given. */
  locale?: Locale;
};

const failureText = (locale: Locale | undefined) => translator(locale ?? SOURCE_LOCALE, "failureEmails");

export const problemReportSubject = (p: Pick<ProblemReportEmailProps, "hoseName" | "locale">) =>
  failureText(p.locale)("problemSubject", { hose: p.hoseName });

function details(p: ProblemReportEmailProps): DetailRows {
  const t = failureText(p.locale);
  const e = translator(p.locale ?? SOURCE_LOCALE, "emails");
  return [
    [e("rowHose"), p.hoseName],
    ...(p.tagId ? ([[e("rowTag"), p.tagId]] as DetailRows) : []),
    [e("rowOrganisation"), p.organisation],
    [e("rowLocation"), p.location ?? e("uninstalled")],
    ...(p.photo ? ([[t("rowPhoto"), t("photoWithNote", { filename: p.photo })]] as DetailRows) : []),
  ];
}

const closing = (p: ProblemReportEmailProps) =>
  p.closing ?? failureText(p.locale)("problemClosing", { organisation: p.organisation });

export function ProblemReportEmail(props: ProblemReportEmailProps) {
  const { client, firstName, message, link, locale } = props;
  const t = failureText(locale);
  return (
    <EmailFrame
      locale={locale}
      client={client}
      subject={problemReportSubject(props)}
      heading={t("problemHeading")}
      firstName={firstName}
      action={t("action")}
      link={link}
      closing={<p style={emailStyles.small}>{closing(props)}</p>}
    >
      <p style={emailStyles.p}>{t("problemIntro")}</p>
      <DetailsAndMessage client={client} rows={details(props)} message={message} locale={locale} />
    </EmailFrame>
  );
}

export function problemReportText(props: ProblemReportEmailProps): string {
  const t = failureText(props.locale);
  return detailsAndMessageText({
    ...props,
    intro: t("problemIntro"),
    rows: details(props),
    action: t("action"),
    closing: closing(props),
  });
}
