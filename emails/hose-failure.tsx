import {
  DetailsAndMessage,
  detailsAndMessageText,
  EmailFrame,
  emailStyles,
  type DetailRows,
  type EmailClient,
} from "./layout";

/** The texts of this email, in one place so a translation can find them. */
const T = {
  replaceSubject: (hose: string) => `${hose} failed its inspection: Replace`,
  replaceHeading: "Hose to replace",
  replaceIntro: (inspector: string) =>
    `${inspector} recorded an inspection that says this hose must be replaced. It is on the hose's timeline.`,
  emailAction: "View the hose",
  noNotes: "No notes",
} as const;

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
  /** Why the reader gets it (Admin, or quote contact of the distributor). */
  closing: string;
};

export const hoseFailureSubject = (p: Pick<HoseFailureEmailProps, "hoseName">) => T.replaceSubject(p.hoseName);

function details(p: HoseFailureEmailProps): DetailRows {
  return [
    ["Hose", p.hoseName],
    ...(p.tagId ? ([["Tag", p.tagId]] as DetailRows) : []),
    ["Organisation", p.organisation],
    ["Location", p.location ?? "Uninstalled"],
    ["Result", "Replace"],
    ["Inspected", `${p.inspectionDate} by ${p.inspector}`],
  ];
}

export function HoseFailureEmail(props: HoseFailureEmailProps) {
  const { client, firstName, link } = props;
  return (
    <EmailFrame
      client={client}
      subject={hoseFailureSubject(props)}
      heading={T.replaceHeading}
      firstName={firstName}
      action={T.emailAction}
      link={link}
      closing={<p style={emailStyles.small}>{props.closing}</p>}
    >
      <p style={emailStyles.p}>{T.replaceIntro(props.inspector)}</p>
      <DetailsAndMessage client={client} rows={details(props)} message={props.notes ?? T.noNotes} />
    </EmailFrame>
  );
}

export function hoseFailureText(props: HoseFailureEmailProps): string {
  return detailsAndMessageText({
    ...props,
    intro: T.replaceIntro(props.inspector),
    rows: details(props),
    message: props.notes ?? T.noNotes,
    action: T.emailAction,
    closing: props.closing,
  });
}
