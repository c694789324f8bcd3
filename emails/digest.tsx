import type { CSSProperties } from "react";
import { formatDateIn } from "@/lib/dates";
import { translator } from "@/lib/i18n/catalogue";
import { type Locale, SOURCE_LOCALE } from "@/lib/i18n/locales";
import {
  EmailFrame,
  MUTED,
  countIn,
  emailStyles,
  emailText,
  primaryColour,
  withElement,
  type EmailClient,
} from "./layout";

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
  /** "daily" or "weekly (Mondays)", in the reader's language (digestCadence): why the reader gets it. */
  cadence: string;
  /** The reader's language (their own, else the client's default); British English when not given. */
  locale?: Locale;
  /** The organisation in the portal (the button). */
  portalLink: string;
  unsubscribeLink: string;
  content: DigestContent;
};

/** The digest's words in one language. */
const digestText_ = (locale: Locale = SOURCE_LOCALE) => translator(locale, "digestEmail");

/** The four kinds as the summary names them, in the order the digest shows them. */
export function reasonLabels(locale: Locale = SOURCE_LOCALE): Record<DigestReason, string> {
  const t = digestText_(locale);
  return {
    overdue: t("reasonOverdue"),
    dueSoon: t("reasonDueSoon"),
    replace: t("reasonReplace"),
    warning: t("reasonWarning"),
  };
}

const WEEKDAY_KEYS = ["mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays"] as const;

/** Why the reader gets it: "daily", or "weekly (Mondays)" for weekday 1..7. */
export function digestCadence(frequency: "DAILY" | "WEEKLY", weekday: number, locale: Locale = SOURCE_LOCALE): string {
  const t = digestText_(locale);
  if (frequency === "DAILY") return t("cadenceDaily");
  return t("cadenceWeekly", { days: t(WEEKDAY_KEYS[weekday - 1] ?? "mondays") });
}

export function digestSubject(p: Pick<DigestEmailProps, "content" | "locale">): string {
  const { counts, organisationName } = p.content;
  const locale = p.locale ?? SOURCE_LOCALE;
  const t = digestText_(locale);
  const n = (count: number) => ({ count: countIn(count, locale) });
  const parts = [
    counts.overdue ? t("subjectOverdue", n(counts.overdue)) : null,
    counts.dueSoon ? t("subjectDueSoon", n(counts.dueSoon)) : null,
    counts.replace ? t("subjectReplace", n(counts.replace)) : null,
  ].filter(Boolean);
  const summary = parts.length
    ? parts.join(", ")
    : t("subjectWarnings", { warnings: counts.warning, count: countIn(counts.warning, locale) });
  return t("subject", { organisation: organisationName, summary });
}

/** One hose's reasons in words, with the dates that explain them (`today` as "YYYY-MM-DD"). */
export function reasonText(h: DigestHose, today: string, locale: Locale = SOURCE_LOCALE): string {
  const t = digestText_(locale);
  const labels = reasonLabels(locale);
  const date = (d: string) => ({ date: formatDateIn(d, locale) });
  return h.reasons
    .map((r) => {
      if ((r === "overdue" || r === "dueSoon") && h.nextInspectionDate)
        return t(r === "overdue" ? "inspectionWasDue" : "inspectionDue", date(h.nextInspectionDate));
      if (r === "warning" && h.replacementDate)
        return t(h.replacementDate < today ? "replacementWasDue" : "replacementDue", date(h.replacementDate));
      return labels[r];
    })
    .join(" · ");
}

export const siteTitle = (site: { name: string; customerName: string }, isDistributor: boolean) =>
  isDistributor ? `${site.name} (${site.customerName})` : site.name;

function intro(content: DigestContent, locale: Locale): string {
  return digestText_(locale)("intro", {
    organisation: content.organisationName,
    date: formatDateIn(content.today, locale),
  });
}

function more(content: DigestContent, locale: Locale): string | null {
  return content.total > content.listed
    ? digestText_(locale)("more", { listed: countIn(content.listed, locale), total: countIn(content.total, locale) })
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
  const locale = props.locale ?? SOURCE_LOCALE;
  const t = digestText_(locale);
  const labels = reasonLabels(locale);
  const colour = primaryColour(client);
  const extra = more(content, locale);
  const closing = { cadence: props.cadence, organisation: content.organisationName };
  return (
    <EmailFrame
      locale={locale}
      client={client}
      subject={digestSubject(props)}
      heading={t("heading")}
      firstName={props.firstName}
      action={t("open", { organisation: content.organisationName })}
      link={props.portalLink}
      closing={
        <p style={emailStyles.small}>
          {withElement(
            (link) => t("closing", { ...closing, link }),
            <a href={props.unsubscribeLink} style={{ color: colour }}>
              {t("unsubscribeLink")}
            </a>,
          )}
        </p>
      }
    >
      <p style={emailStyles.p}>{intro(content, locale)}</p>
      <ul style={s.summary}>
        {DIGEST_REASONS.filter((r) => content.counts[r] > 0).map((r) => (
          <li key={r} style={s.summaryItem}>
            <a href={content.lists[r]} style={{ color: colour }}>
              {t("summaryRow", { label: labels[r], count: countIn(content.counts[r], locale) })}
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
              <h3 style={s.zone}>{zone.name || t("onTheSite")}</h3>
              {zone.hoses.map((h) => (
                <p key={h.id} style={{ ...s.hose, borderLeftColor: colour }}>
                  <a href={h.link} style={{ ...s.hoseTitle, color: colour }}>
                    {h.title}
                  </a>
                  {h.tagId ? ` · ${emailText(locale)("tag", { tagId: h.tagId })}` : ""}
                  <span style={s.reasons}>{reasonText(h, content.today, locale)}</span>
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
  const locale = props.locale ?? SOURCE_LOCALE;
  const t = digestText_(locale);
  const e = emailText(locale);
  const labels = reasonLabels(locale);
  const extra = more(content, locale);
  const lines = [client.name, "", e("hello", { firstName: props.firstName }), "", intro(content, locale), ""];
  for (const r of DIGEST_REASONS) {
    if (content.counts[r] > 0)
      lines.push(
        t("summaryRow", { label: labels[r], count: countIn(content.counts[r], locale) }),
        `  ${content.lists[r]}`,
      );
  }
  if (extra) lines.push("", extra);
  for (const site of content.sites) {
    lines.push("", siteTitle(site, content.isDistributor).toLocaleUpperCase(locale));
    for (const zone of site.zones) {
      lines.push("", `  ${zone.name || t("onTheSite")}`);
      for (const h of zone.hoses) {
        const tag = h.tagId ? ` (${e("tag", { tagId: h.tagId })})` : "";
        lines.push(`  - ${h.title}${tag}: ${reasonText(h, content.today, locale)}`, `    ${h.link}`);
      }
    }
  }
  lines.push(
    "",
    e("actionText", { action: t("open", { organisation: content.organisationName }) }),
    props.portalLink,
    "",
    t("closingText", { cadence: props.cadence, organisation: content.organisationName }),
    props.unsubscribeLink,
    "",
    e("sentBy", { client: client.name, url: client.primaryUrl }),
    "",
  );
  return lines.join("\n");
}
