import { HoseStatusChip, NextInspection } from "@/components/hoses/hose-status";
import { formatDate } from "@/lib/dates";
import type { PublicHoseCard as Card } from "@/lib/hoses/tag-link";

/**
 * What anyone who scans a tag sees (issue 15): the hose, its state and when it is next due.
 * Nothing about its customer, site, people or documents.
 */
export function PublicHoseCard({ card, today }: { card: Card; today: Date }) {
  return (
    <div className="space-y-4" data-testid="public-hose-card">
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
        <dt className="text-muted">Last inspection</dt>
        <dd>{card.lastInspectionDate ? formatDate(card.lastInspectionDate) : "Never inspected"}</dd>
      </dl>
      <NextInspection hose={card} today={today} />
    </div>
  );
}
