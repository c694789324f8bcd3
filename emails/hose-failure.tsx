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

/** The texts of this email in the reader's language (the failureEmails namespace). */
const failureText = (locale: Locale | undefined) => translator(locale ?? SOURCE_LOCALE, "failureEmails");

/**
 * The email the customer's Admins and the distributor's quote contacts get when an inspection
 * says a hose must be replaced: which hose, where, who inspected it and when, their notes, and a
 * link to the hose. (A problem report has its own email, emails/problem-report.tsx.)
 */
export type HoseFailureEmailProps = {
  client: EmailClient;
  firstName: string;
  /** The customer organisation the hose belongs to. */
  organisation: string;
  hoseName: string;
  tagId: string | null;
  location: string | null;
  inspector: string;
  /** DD/MM/YYYY */
  inspectionDate: string;
  notes: string | null;
  link: string;
  /** Why the reader gets it (Admin, or quote contact of the distributor), in the reader's language. */
  closing: string;
  /** The reader's language (their own, else the client's default); British English when not given. */
  locale?: Locale;
};

export const hoseFailureSubject = (p: Pick<HoseFailureEmailProps, "hoseName" | "locale">) =>
  failureText(p.locale)("replaceSubject", { hose: p.hoseName });

function details(p: HoseFailureEmailProps): DetailRows {
  const t = failureText(p.locale);
  const e = translator(p.locale ?? SOURCE_LOCALE, "emails");
  return [
    [e("rowHose"), p.hoseName],
    ...(p.tagId ? ([[e("rowTag"), p.tagId]] as DetailRows) : []),
    [e("rowOrganisation"), p.organisation],
    [e("rowLocation"), p.location ?? e("uninstalled")],
    [t("rowResult"), t("resultReplace")],
    [t("rowInspected"), t("inspectedOn", { date: p.inspectionDate, inspector: p.inspector })],
  ];
}

const intro = (p: HoseFailureEmailProps) => failureText(p.locale)("replaceIntro", { inspector: p.inspector });

export function HoseFailureEmail(props: HoseFailureEmailProps) {
  const { client, firstName, link, locale } = props;
  const t = failureText(locale);
  return (
    <EmailFrame
      locale={locale}
      client={client}
      subject={hoseFailureSubject(props)}
      heading={t("replaceHeading")}
      firstName={firstName}
      action={t("action")}
      link={link}
      closing={<p style={emailStyles.small}>{props.closing}</p>}
    >
      <p style={emailStyles.p}>{intro(props)}</p>
      <DetailsAndMessage client={client} rows={details(props)} message={props.notes ?? t("noNotes")} locale={locale} />
    </EmailFrame>
  );
}

export function hoseFailureText(props: HoseFailureEmailProps): string {
  const t = failureText(props.locale);
  return detailsAndMessageText({
    ...props,
    intro: intro(props),
    rows: details(props),
    message: props.notes ?? t("noNotes"),
    action: t("action"),
    closing: props.closing,
  });
}
