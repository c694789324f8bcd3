"use client";
import Link from "next/link";
import { actionsColumn, DataTable, type DataColumn } from "@/components/lists/data-table";
import { RowActions } from "@/components/lists/row-actions";
import { formatDateIn } from "@/lib/dates";
import { formatText } from "@/lib/i18n/format-text";
import type { QuoteRow } from "@/lib/quotes/schemas";
import { QuoteStatusChip } from "./quote-status";
import type { QuotesText } from "./quote-text";

/** A quote of the list, its title and status already in the page's language. */
export type QuoteListItem = QuoteRow & { statusLabel: string; links: { view: string } };

/** The list's words: the `quotes` catalogue namespace (templates filled in here) and the language. */
type TableText = Omit<QuotesText, "locale"> & { locale: string };

const EXCERPT = 120;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text);
const hoseName = (q: QuoteRow, tag: string) =>
  q.hose?.name ?? (q.hose?.tagId ? formatText(tag, { tagId: q.hose.tagId }) : null);

/** The rows of the Quotes list (SPEC §2.5): title, hose, message excerpt, status with the date, 'View'. */
export function QuotesTable({ rows, text }: { rows: QuoteListItem[]; text: TableText }) {
  const date = (iso: string) => formatDateIn(iso, text.locale);
  const columns: DataColumn<QuoteListItem>[] = [
    {
      id: "title",
      header: text.columnQuote,
      rowHeader: true,
      cell: (q) => (
        <div className="min-w-44">
          <Link
            href={q.links.view}
            scroll={false}
            className="font-semibold text-primary underline-offset-2 hover:underline"
          >
            {q.title}
          </Link>
          {q.requesterUser ? (
            <span className="mt-0.5 block text-xs text-muted">
              {formatText(text.by, { name: q.requesterUser.fullName })}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      id: "hose",
      header: text.columnHose,
      cell: (q) =>
        q.hose ? (
          <div className="min-w-36">
            <span className="block">{hoseName(q, text.tag)}</span>
            <span className="block text-xs text-muted">{q.hose.organisationZone ?? text.uninstalled}</span>
          </div>
        ) : (
          <span className="text-muted">{text.hoseRemoved}</span>
        ),
    },
    {
      id: "message",
      header: text.columnMessage,
      cell: (q) => <p className="min-w-40 max-w-xs break-words">{excerpt(q.message)}</p>,
    },
    {
      // Status and date in one column, so the list fits a laptop without scrolling under the
      // pinned actions column (which would cover 'Completed on DD/MM/YYYY').
      id: "status",
      header: text.columnStatus,
      cell: (q) => (
        <div className="space-y-1">
          <QuoteStatusChip completedAt={q.completedAt} status={q.status} label={q.statusLabel} />
          <span className="block whitespace-nowrap text-xs text-muted">
            {formatText(text.sent, { date: date(q.createdAt) })}
          </span>
        </div>
      ),
    },
    actionsColumn((q) => (
      <RowActions
        label={formatText(text.actionsFor, { title: q.title, date: date(q.createdAt) })}
        actions={[{ label: text.view, href: q.links.view }]}
      />
    )),
  ];
  return <DataTable caption={text.title} columns={columns} rows={rows} getRowId={(q) => q.id} />;
}
