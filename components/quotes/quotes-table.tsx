"use client";
import Link from "next/link";
import { actionsColumn, DataTable, type DataColumn } from "@/components/lists/data-table";
import { RowActions } from "@/components/lists/row-actions";
import { formatDate } from "@/lib/dates";
import type { QuoteRow } from "@/lib/quotes/schemas";
import { QuoteStatusChip } from "./quote-status";

export type QuoteListItem = QuoteRow & { links: { view: string } };

const EXCERPT = 120;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text);
const hoseName = (q: QuoteRow) => q.hose?.name ?? (q.hose?.tagId ? `Tag ${q.hose.tagId}` : null);

/** The rows of the Quotes list (SPEC §2.5): title, hose, message excerpt, status with the date, 'View'. */
export function QuotesTable({ rows }: { rows: QuoteListItem[] }) {
  const columns: DataColumn<QuoteListItem>[] = [
    {
      id: "title",
      header: "Quote",
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
            <span className="mt-0.5 block text-xs text-muted">By {q.requesterUser.fullName}</span>
          ) : null}
        </div>
      ),
    },
    {
      id: "hose",
      header: "Hose",
      cell: (q) =>
        q.hose ? (
          <div className="min-w-36">
            <span className="block">{hoseName(q)}</span>
            <span className="block text-xs text-muted">{q.hose.organisationZone ?? "Uninstalled"}</span>
          </div>
        ) : (
          <span className="text-muted">Hose removed</span>
        ),
    },
    {
      id: "message",
      header: "Message",
      cell: (q) => <p className="min-w-40 max-w-xs break-words">{excerpt(q.message)}</p>,
    },
    {
      // Status and date in one column, so the list fits a laptop without scrolling under the
      // pinned actions column (which would cover 'Completed on DD/MM/YYYY').
      id: "status",
      header: "Status",
      cell: (q) => (
        <div className="space-y-1">
          <QuoteStatusChip completedAt={q.completedAt} status={q.status} />
          <span className="block whitespace-nowrap text-xs text-muted">Sent {formatDate(q.createdAt)}</span>
        </div>
      ),
    },
    actionsColumn((q) => (
      <RowActions
        label={`Actions for ${q.title}, ${formatDate(q.createdAt)}`}
        actions={[{ label: "View", href: q.links.view }]}
      />
    )),
  ];
  return <DataTable caption="Quote requests" columns={columns} rows={rows} getRowId={(q) => q.id} />;
}
