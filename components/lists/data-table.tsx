"use client";
import { useMemo } from "react";
import { useList } from "./list-context";
import { Pager } from "./pager";

/**
 * The one table of every list (STYLE.md rule 10: one wrapper, server pagination). Rows arrive
 * already filtered and paginated by the server: the table renders them, and the pager turns page
 * changes into URL changes of the enclosing <ListView>.
 *
 * It no longer runs TanStack Table (issue 12, first-load JS): with the server paginating, all
 * TanStack did here was pass the columns and rows through and count pages, and its core
 * (about 10 KB gzip) was the largest single part of every list page's own JavaScript. The page
 * count and the previous/next flags are computed as its manual pagination did (rowCount over
 * pageSize, rounded up).
 */

export type DataColumn<T> = {
  id: string;
  header: string;
  cell: (row: T) => React.ReactNode;
  /** Classes of the column's cells (th and td), e.g. "w-0 text-right". */
  className?: string;
  /** The header is read by screen readers only (e.g. "Actions"). */
  srOnlyHeader?: boolean;
  /** This column names the row (a <th scope="row">). */
  rowHeader?: boolean;
  /** Stays in view at the right edge when the table scrolls sideways (row actions on a phone). */
  sticky?: boolean;
};

/** The row-actions column every list ends with: header for screen readers, pinned on a phone. */
export function actionsColumn<T>(cell: (row: T) => React.ReactNode): DataColumn<T> {
  return { id: "actions", header: "Actions", srOnlyHeader: true, sticky: true, className: "w-0 text-right", cell };
}

export function DataTable<T>({
  caption,
  columns,
  rows,
  getRowId,
  rowClassName,
}: {
  /** Names the table for screen readers. */
  caption: string;
  columns: ReadonlyArray<DataColumn<T>>;
  rows: T[];
  getRowId: (row: T) => string;
  rowClassName?: (row: T) => string | undefined;
}) {
  const list = useList();
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const current = list?.meta.currentPage ?? 1;
  const perPage = list?.meta.perPage ?? Math.max(rows.length, 1);
  const pageCount = Math.ceil((list?.meta.totalItems ?? rows.length) / perPage);

  const cellClass = (id: string, base: string, header = false) => {
    const c = byId.get(id);
    // On a phone the table scrolls sideways under a pinned actions column: mark its edge.
    const sticky = c?.sticky
      ? `sticky right-0 ${header ? "bg-canvas" : "bg-surface"} border-l border-line shadow-[-10px_0_10px_-8px_rgba(0,0,0,0.18)] sm:border-l-0 sm:shadow-none`
      : "";
    return [base, c?.className ?? "", sticky].join(" ");
  };

  return (
    <div className="space-y-4">
      <div className="overflow-x-auto rounded-xl border border-line bg-surface shadow-xs">
        {/* Separate borders (drawn on the cells): a pinned cell keeps its edge and shadow. */}
        <table className="w-full min-w-[44rem] border-separate border-spacing-0 text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-canvas text-xs font-semibold uppercase tracking-wide text-muted">
            <tr>
              {columns.map((c) => (
                <th key={c.id} scope="col" className={cellClass(c.id, "border-b border-line px-4 py-3", true)}>
                  {c.srOnlyHeader ? <span className="sr-only">{c.header}</span> : c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="[&>tr:last-child>*]:border-b-0">
            {rows.map((row) => {
              const id = getRowId(row);
              return (
                <tr key={id} className={`align-top hover:bg-canvas/40 ${rowClassName?.(row) ?? ""}`}>
                  {columns.map((c) => {
                    const Cell = c.rowHeader ? "th" : "td";
                    return (
                      <Cell
                        key={c.id}
                        scope={c.rowHeader ? "row" : undefined}
                        className={cellClass(c.id, "border-b border-line px-4 py-3 font-normal")}
                      >
                        {c.cell(row)}
                      </Cell>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {list ? (
        <Pager
          pageCount={pageCount}
          current={current}
          canPrevious={current > 1}
          canNext={current < pageCount}
          hrefFor={(page) => list.hrefFor({ page })}
        />
      ) : null}
    </div>
  );
}
