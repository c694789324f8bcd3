import type { CSSProperties } from "react";
import { formatDate } from "@/lib/dates";
import { EmailFrame, MUTED, emailStyles, primaryColour, type EmailClient } from "./layout";

/** The four reasons a hose is listed, in the order the digest shows them. */
export const DIGEST_REASONS = ["overdue", "dueSoon", "replace", "warning"] as const;
export type DigestReason = (typeof DIGEST_REASONS)[number];

/** What one digest says (built by lib/digests/build-digest.ts); the template owns the shape. */
export type DigestHose = {
  id: string;
  title: string;
  tagId: string | null;
  link: string;
  reasons: DigestReason[];
  nextInspectionDate: string | null;
  replacementDate: string | null;
};
export type DigestZone = { name: string; hoses: DigestHose[] };
export type DigestSite = { name: string; customerName: string; zones: DigestZone[] };

export type DigestContent = {
  organisationName: string;
  /** A distributor's digest names each site's customer. */
  isDistributor: boolean;
  today: string;
  counts: Record<DigestReason, number>;
  /** The portal list of each kind (absolute links). */
  lists: Record<DigestReason, string>;
  /** Hoses with at least one reason (a hose can have several). */
  total: number;
  sites: DigestSite[];
  /** Hoses listed under the sites (at most DIGEST_LISTED_MAX). */
  listed: number;
};

/**
 * The due-and-overdue digest: a summary of the four kinds with links to their lists,
 * then every listed hose under its site and zone, each with its reasons and a link to its page.
 * One column of short blocks, no wide table, so it reads on a phone; inline styles only.
 */
export type DigestEmailProps = {
  client: EmailClient;
  firstName: string;
  /** "daily" or "weekly on Monday": why the reader gets it. */
  cadence: string;
  /** The organisation in the portal (the button). */
  portalLink: string;
  unsubscribeLink: string;
  content: DigestContent;
};

export const REASON_LABELS: Record<DigestReason, string> = {
  overdue: "Overdue for inspection",
  dueSoon: "Due for inspection in the next 30 days",
  replace: "To replace",
  warning: "Replacement warning",
};

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

export function digestSubject(p: Pick<DigestEmailProps, "content">): string {
  const { counts, organisationName } = p.content;
  const parts = [
    counts.overdue ? `${counts.overdue} overdue` : null,
    counts.dueSoon ? `${counts.dueSoon} due soon` : null,
    counts.replace ? `${counts.replace} to replace` : null,
  ].filter(Boolean);
  return `${organisationName} hoses: ${parts.length ? parts.join(", ") : plural(counts.warning, "replacement warning")}`;
}

/** One hose's reasons in words, with the dates that explain them (`today` as "YYYY-MM-DD"). */
export function reasonText(h: DigestHose, today: string): string {
  return h.reasons
    .map((r) => {
      if ((r === "overdue" || r === "dueSoon") && h.nextInspectionDate)
        return `${r === "overdue" ? "Inspection was due on" : "Inspection due on"} ${formatDate(h.nextInspectionDate)}`;
      if (r === "warning" && h.replacementDate)
        return `Replacement ${h.replacementDate < today ? "was due" : "due"} on ${formatDate(h.replacementDate)}`;
      return REASON_LABELS[r];
    })
    .join(" · ");
}

export const siteTitle = (site: { name: string; customerName: string }, isDistributor: boolean) =>
  isDistributor ? `${site.name} (${site.customerName})` : site.name;

function intro(content: DigestContent): string {
  return `Hoses of ${content.organisationName} that need attention on ${formatDate(content.today)}.`;
}

function more(content: DigestContent): string | null {
  return content.total > content.listed
    ? `The ${content.listed} most urgent of ${content.total} hoses are listed below; the lists above hold them all.`
    : null;
}

const s = {
  summary: { margin: "0 0 16px", padding: 0, listStyle: "none" },
  summaryItem: { margin: "0 0 6px" },
  site: { margin: "24px 0 8px", fontSize: 18, lineHeight: "24px", fontWeight: 700 },
  zone: { margin: "12px 0 6px", fontSize: 15, lineHeight: "20px", fontWeight: 600, color: MUTED },
  hose: { margin: "0 0 10px", padding: "8px 12px", backgroundColor: "#f4f6f8", borderLeft: "4px solid" },
  hoseTitle: { fontWeight: 600, textDecoration: "underline" },
  reasons: { display: "block", fontSize: 14, lineHeight: "20px" },
} satisfies Record<string, CSSProperties>;

export function DigestEmail(props: DigestEmailProps) {
  const { client, content } = props;
  const colour = primaryColour(client);
  const extra = more(content);
  return (
    <EmailFrame
      client={client}
      subject={digestSubject(props)}
      heading="Hoses that need attention"
      firstName={props.firstName}
      action={`Open ${content.organisationName}`}
      link={props.portalLink}
      closing={
        <p style={emailStyles.small}>
          You receive this {props.cadence} digest as a member of {content.organisationName}. Change it in Your profile,
          or{" "}
          <a href={props.unsubscribeLink} style={{ color: colour }}>
            unsubscribe from this digest
          </a>
          .
        </p>
      }
    >
      <p style={emailStyles.p}>{intro(content)}</p>
      <ul style={s.summary}>
        {(Object.keys(REASON_LABELS) as DigestReason[])
          .filter((r) => content.counts[r] > 0)
          .map((r) => (
            <li key={r} style={s.summaryItem}>
              <a href={content.lists[r]} style={{ color: colour }}>
                {REASON_LABELS[r]}: {content.counts[r]}
              </a>
            </li>
          ))}
      </ul>
      {extra ? <p style={emailStyles.small}>{extra}</p> : null}
      {content.sites.map((site) => (
        <div key={`${site.customerName}/${site.name}`}>
          <h2 style={s.site}>{siteTitle(site, content.isDistributor)}</h2>
          {site.zones.map((zone) => (
            <div key={zone.name}>
              <h3 style={s.zone}>{zone.name || "On the site"}</h3>
              {zone.hoses.map((h) => (
                <p key={h.id} style={{ ...s.hose, borderLeftColor: colour }}>
                  <a href={h.link} style={{ ...s.hoseTitle, color: colour }}>
                    {h.title}
                  </a>
                  {h.tagId ? ` · Tag ${h.tagId}` : ""}
                  <span style={s.reasons}>{reasonText(h, content.today)}</span>
                </p>
              ))}
            </div>
          ))}
        </div>
      ))}
    </EmailFrame>
  );
}

/** The plain-text alternative, from the same content. */
export function digestText(props: DigestEmailProps): string {
  const { client, content } = props;
  const extra = more(content);
  const lines = [client.name, "", `Hello ${props.firstName},`, "", intro(content), ""];
  for (const r of Object.keys(REASON_LABELS) as DigestReason[]) {
    if (content.counts[r] > 0) lines.push(`${REASON_LABELS[r]}: ${content.counts[r]}`, `  ${content.lists[r]}`);
  }
  if (extra) lines.push("", extra);
  for (const site of content.sites) {
    lines.push("", siteTitle(site, content.isDistributor).toUpperCase());
    for (const zone of site.zones) {
      lines.push("", `  ${zone.name || "On the site"}`);
      for (const h of zone.hoses) {
        lines.push(
          `  - ${h.title}${h.tagId ? ` (Tag ${h.tagId})` : ""}: ${reasonText(h, content.today)}`,
          `    ${h.link}`,
        );
      }
    }
  }
  lines.push(
    "",
    `Open ${content.organisationName}:`,
    props.portalLink,
    "",
    `You receive this ${props.cadence} digest as a member of ${content.organisationName}. Change it in Your profile, or unsubscribe:`,
    props.unsubscribeLink,
    "",
    `Sent by ${client.name} · ${client.primaryUrl}`,
    "",
  );
  return lines.join("\n");
}
