import { HoseStatusChip, NextInspection } from "@/components/hoses/hose-status";
import { formatDate } from "@/lib/dates";
import { publicCardAlert } from "@/lib/hoses/status-text";
import type { PublicHoseCard as Card } from "@/lib/hoses/tag-link";

const CARD_TEXT = {
  replaces: "Replaces",
  replacement: "Replacement rule",
  earlier: "an earlier hose",
  tag: "tag",
  retired: "retired on",
  nextDue: "Next inspection due",
  notDue: "Not scheduled",
} as const;

/** 'tag T-1, retired on 01/03/2026 (In-service failure: abrasion)', leaving out what is not known. */
function replacesText(r: NonNullable<Card["replaces"]>): string {
  const what = r.tagId ? `${CARD_TEXT.tag} ${r.tagId}` : CARD_TEXT.earlier;
  const when = r.retiredOn ? `, ${CARD_TEXT.retired} ${formatDate(r.retiredOn)}` : "";
  return `${what}${when}${r.reason ? ` (${r.reason})` : ""}`;
}

/**
 * What anyone who scans a tag sees: the hose, its state and when it is next due.
 * Its customer, site, last inspector and documents only when the organisation's settings
 * add them (the service leaves the rest out of `card`).
 */
export function PublicHoseCard({ card, today }: { card: Card; today: Date }) {
  const alert = publicCardAlert(card, today);
  return (
    <div className="space-y-4" data-testid="public-hose-card">
      {alert ? (
        <div
          role="alert"
          data-testid="public-card-alert"
          className="rounded-lg border-2 border-error bg-surface p-4 text-center"
        >
          <p className="text-2xl font-extrabold tracking-wide text-error">{alert.title}</p>
          <p className="mt-1 text-sm">{alert.detail}</p>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-lg font-semibold">{card.name ?? card.tagId}</p>
        <HoseStatusChip status={card.status} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">Tag id</dt>
        <dd className="font-mono">{card.tagId}</dd>
        {card.configuration ? (
          <>
            <dt className="text-muted">Hose</dt>
            <dd>{card.configuration}</dd>
          </>
        ) : null}
        {card.customerName !== undefined ? (
          <>
            <dt className="text-muted">Customer</dt>
            <dd>{card.customerName}</dd>
          </>
        ) : null}
        {card.location !== undefined ? (
          <>
            <dt className="text-muted">Location</dt>
            <dd>{card.location}</dd>
          </>
        ) : null}
        <dt className="text-muted">Last inspection</dt>
        <dd>
          {card.lastInspectionDate ? formatDate(card.lastInspectionDate) : "Never inspected"}
          {card.lastInspectionDate && card.lastInspectionName ? ` by ${card.lastInspectionName}` : ""}
        </dd>
        <dt className="text-muted">{CARD_TEXT.nextDue}</dt>
        <dd>{card.nextInspectionDate ? formatDate(card.nextInspectionDate) : CARD_TEXT.notDue}</dd>
        {card.replacementBasis ? (
          <>
            <dt className="text-muted">{CARD_TEXT.replacement}</dt>
            <dd>{card.replacementBasis}</dd>
          </>
        ) : null}
        {card.replaces ? (
          <>
            <dt className="text-muted">{CARD_TEXT.replaces}</dt>
            <dd>{replacesText(card.replaces)}</dd>
          </>
        ) : null}
      </dl>
      <NextInspection hose={card} today={today} />
      {card.nextInspectionBasis ? <p className="text-sm text-muted">{card.nextInspectionBasis}</p> : null}
      {card.documents?.length ? (
        <section aria-labelledby="public-documents-heading" className="border-t border-line pt-4">
          <h2 id="public-documents-heading" className="mb-2 text-sm font-semibold">
            Documents
          </h2>
          <ul className="space-y-1 text-sm">
            {card.documents.map((d) => (
              <li key={d.id}>
                <a href={d.url} className="break-all text-primary underline underline-offset-2" rel="nofollow">
                  {d.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
