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
};

export const problemReportSubject = (p: Pick<ProblemReportEmailProps, "hoseName">) =>
  `A problem was reported with ${p.hoseName}`;

const INTRO = "Someone who scanned the hose's tag reported a problem. It is also on the hose's timeline as a note.";

function details(p: ProblemReportEmailProps): DetailRows {
  return [
    ["Hose", p.hoseName],
    ...(p.tagId ? ([["Tag", p.tagId]] as DetailRows) : []),
    ["Organisation", p.organisation],
    ["Location", p.location ?? "Uninstalled"],
    ...(p.photo ? ([["Photo", `${p.photo}: with the note on the hose's page`]] as DetailRows) : []),
  ];
}

const closing = (p: ProblemReportEmailProps) =>
  p.closing ?? `You receive this email because you are an Admin of ${p.organisation}.`;

export function ProblemReportEmail(props: ProblemReportEmailProps) {
  const { client, firstName, message, link } = props;
  return (
    <EmailFrame
      client={client}
      subject={problemReportSubject(props)}
      heading="Problem reported"
      firstName={firstName}
      action="View the hose"
      link={link}
      closing={<p style={emailStyles.small}>{closing(props)}</p>}
    >
      <p style={emailStyles.p}>{INTRO}</p>
      <DetailsAndMessage client={client} rows={details(props)} message={message} />
    </EmailFrame>
  );
}

export function problemReportText(props: ProblemReportEmailProps): string {
  return detailsAndMessageText({
    ...props,
    intro: INTRO,
    rows: details(props),
    action: "View the hose",
    closing: closing(props),
  });
}
