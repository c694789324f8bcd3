import type { CSSProperties } from "react";
import { EmailFrame, emailStyles, MUTED, primaryColour, type EmailClient } from "./layout";

/**
 * The email an organisation's Admins get when someone reports a problem from a hose tag's public
 * page (issue 15): which hose, where it is, what they wrote, and a link to the hose.
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
  link: string;
};

export const problemReportSubject = (p: Pick<ProblemReportEmailProps, "hoseName">) =>
  `A problem was reported with ${p.hoseName}`;

const INTRO = "Someone who scanned the hose's tag reported a problem. It is also on the hose's timeline as a note.";

function details(p: ProblemReportEmailProps): Array<[string, string]> {
  return [
    ["Hose", p.hoseName],
    ...(p.tagId ? ([["Tag", p.tagId]] as Array<[string, string]>) : []),
    ["Organisation", p.organisation],
    ["Location", p.location ?? "Uninstalled"],
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
      closing={
        <p style={emailStyles.small}>You receive this email because you are an Admin of {props.organisation}.</p>
      }
    >
      <p style={emailStyles.p}>{INTRO}</p>
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

export function problemReportText(props: ProblemReportEmailProps): string {
  return [
    props.client.name,
    "",
    `Hello ${props.firstName},`,
    "",
    INTRO,
    "",
    ...details(props).map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    props.message,
    "",
    "View the hose:",
    props.link,
    "",
    `You receive this email because you are an Admin of ${props.organisation}.`,
    "",
    `Sent by ${props.client.name} · ${props.client.primaryUrl}`,
    "",
  ].join("\n");
}
