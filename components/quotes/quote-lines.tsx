import { formatDateIn } from "@/lib/dates";
import { formatText } from "@/lib/i18n/format-text";
import { formatMoney } from "@/lib/quotes/money";
import type { QuoteDetail } from "@/lib/quotes/schemas";
import type { QuoteText } from "./quote-words";

/** A quantity in the language's digits; ungrouped, as it has always read (at most 1000). */
export const quantityIn = (n: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: false }).format(n);

const EVENTS = {
  requested: "eventRequested",
  offered: "eventOffered",
  accepted: "eventAccepted",
  declined: "eventDeclined",
  completed: "eventCompleted",
  line_closed: "eventLineClosed",
} as const;

/** The lines (specification, tag, photo, quantity, price), the offer's total and the history. */
export function QuoteLines({ quote, text: T }: { quote: QuoteDetail; text: QuoteText }) {
  const money = (minor: number | null) => (minor === null ? T.notPriced : formatMoney(minor, quote.currency, T.locale));
  const date = (value: string) => formatDateIn(value, T.locale);
  return (
    <div className="space-y-5">
      <section aria-labelledby="quote-lines-heading">
        <h3 id="quote-lines-heading" className="mb-2 text-base font-semibold">
          {T.lines}
        </h3>
        <ol className="divide-y divide-line rounded-md border border-line" data-testid="quote-lines">
          {quote.lines.map((line) => {
            const name = line.hoseName ?? line.tagId ?? `#${line.position}`;
            return (
              <li key={line.id} className="flex gap-3 p-3" data-testid="quote-line">
                {line.photo ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a signed link to a private upload, not a static asset
                  <img
                    src={line.photo.url}
                    alt={formatText(T.photo, { name })}
                    className="h-16 w-16 shrink-0 rounded object-cover"
                    loading="lazy"
                  />
                ) : null}
                <div className="min-w-0 flex-1 space-y-1 text-sm">
                  <p className="font-semibold">
                    {name}
                    {line.tagId ? (
                      <span className="ml-2 font-mono text-xs text-muted">
                        {formatText(T.tag, { tag: line.tagId })}
                      </span>
                    ) : null}
                    {line.closedAt ? <span className="ml-2 text-xs text-success">{T.fitted}</span> : null}
                  </p>
                  <p className="break-words text-muted">{line.specSummary}</p>
                  <dl className="flex flex-wrap gap-x-4 gap-y-1">
                    <div className="flex gap-1">
                      <dt className="text-muted">{T.quantity}:</dt>
                      <dd>{quantityIn(line.quantity, T.locale)}</dd>
                    </div>
                    <div className="flex gap-1">
                      <dt className="text-muted">{T.unitPrice}:</dt>
                      <dd>{money(line.unitPriceMinor)}</dd>
                    </div>
                    {line.lineTotalMinor !== null ? (
                      <div className="flex gap-1">
                        <dt className="text-muted">{T.lineTotal}:</dt>
                        <dd>{money(line.lineTotalMinor)}</dd>
                      </div>
                    ) : null}
                  </dl>
                </div>
              </li>
            );
          })}
        </ol>
        {quote.totalMinor !== null ? (
          <dl className="mt-3 space-y-1 text-sm">
            <div className="flex justify-between gap-3 font-semibold">
              <dt>{T.total}</dt>
              <dd data-testid="quote-total">{money(quote.totalMinor)}</dd>
            </div>
            {quote.validUntil ? (
              <div className="flex justify-between gap-3">
                <dt className="text-muted">{T.validUntil}</dt>
                <dd>{date(quote.validUntil)}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        {quote.offerMessage ? (
          <p className="mt-3 text-sm">
            <span className="block text-muted">{T.offerMessage}</span>
            <span className="whitespace-pre-wrap break-words">{quote.offerMessage}</span>
          </p>
        ) : null}
        {quote.offerPdf ? (
          <p className="mt-2 text-sm">
            <a href={quote.offerPdf.url} className="text-primary underline underline-offset-2">
              {T.offerPdf}: {quote.offerPdf.filename}
            </a>
          </p>
        ) : null}
        {quote.declineReason ? (
          <p className="mt-3 text-sm">
            <span className="block text-muted">{T.declineReason}</span>
            <span className="whitespace-pre-wrap break-words">{quote.declineReason}</span>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="quote-history-heading">
        <h3 id="quote-history-heading" className="mb-2 text-base font-semibold">
          {T.history}
        </h3>
        <ol className="space-y-1 text-sm" data-testid="quote-history">
          {quote.history.map((event, i) => (
            <li key={i}>
              <span className="font-medium">{T[EVENTS[event.kind]]}</span>{" "}
              <span className="text-muted">
                {date(event.createdAt)}
                {event.actorName ? ` · ${event.actorName}` : ""}
                {event.organisationName ? `, ${event.organisationName}` : ""}
              </span>
              {event.note ? <span className="block whitespace-pre-wrap break-words">{event.note}</span> : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
