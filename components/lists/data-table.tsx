"use client";
import {
  createColumnHelper,
  rowPaginationFeature,
  tableFeatures,
  useTable,
  type PaginationState,
  type Updater,
} from "@tanstack/react-table";
import Link from "next/link";
import { useMemo } from "react";
import { usePhoneLayout } from "@/components/ui/use-phone-layout";
import { useList } from "./list-context";
import { Pager } from "./pager";

/**
 * One wrapper around TanStack Table (v9) for every list (docs/STYLE.md rule 10). Rows arrive already
 * filtered and paginated by the server (manual pagination): the table renders them, and the
 * pager turns page changes into URL changes of the enclosing <ListView>.
 *
 * Below 640 px the rows are cards instead of a table squeezed sideways: the screen's `card`
 * says what a card shows and where it leads (the whole card is that one link); without it a
 * card lists the columns as label and value. Row actions and ticks stay on the card.
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
  /** On a phone's card: shown before ("start", e.g. a tick box) or after ("end", the row actions) the card's text. */
  cardSlot?: "start" | "end";
};

/**
 * A row as a phone's card: `title` names the row and is the text of the card's one link (to
 * `href`); `details` are the lines under it. Controls belong in columns with a `cardSlot`,
 * never in `details`: the link covers the card.
 */
export type CardView<T> = {
  title: (row: T) => string;
  href: (row: T) => string | null;
  details: (row: T) => React.ReactNode;
};

/** The row-actions column every list ends with: header for screen readers, pinned on a phone. */
export function actionsColumn<T>(cell: (row: T) => React.ReactNode): DataColumn<T> {
  return {
    id: "actions",
    header: "Actions",
    srOnlyHeader: true,
    sticky: true,
    cardSlot: "end",
    className: "w-0 text-right",
    cell,
  };
}

const features = tableFeatures({ rowPaginationFeature });
// Rows are typed by each screen's columns; the table itself only passes them through.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const helper = createColumnHelper<typeof features, any>();

export function DataTable<T>({
  caption,
  columns,
  rows,
  getRowId,
  rowClassName,
  card,
}: {
  /** Names the table (and the list of cards on a phone) for screen readers. */
  caption: string;
  columns: ReadonlyArray<DataColumn<T>>;
  rows: T[];
  getRowId: (row: T) => string;
  rowClassName?: (row: T) => string | undefined;
  /** What a row's card shows on a phone; by default its columns as label and value. */
  card?: CardView<T>;
}) {
  const list = useList();
  const phone = usePhoneLayout();
  // TanStack gets stable column definitions (ids and headers only). Cells are rendered by
  // calling the screen's current `cell` function directly: a cell renderer handed to FlexRender
  // becomes a component type, and a new one on each render would remount every cell (and
  // close an open row menu).
  const shape = columns.map((c) => `${c.id}\u0000${c.header}`).join("\u0001");
  const tableColumns = useMemo(
    () =>
      shape.split("\u0001").map((entry) => {
        const [id, header] = entry.split("\u0000");
        return helper.display({ id: id!, header: header! });
      }),
    [shape],
  );
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const pagination: PaginationState = {
    pageIndex: (list?.meta.currentPage ?? 1) - 1,
    pageSize: list?.meta.perPage ?? Math.max(rows.length, 1),
  };

  const table = useTable({
    features,
    columns: tableColumns,
    data: rows,
    getRowId: (row) => getRowId(row as T),
    manualPagination: true,
    rowCount: list?.meta.totalItems ?? rows.length,
    state: { pagination },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = typeof updater === "function" ? updater(pagination) : updater;
      list?.navigate({ page: next.pageIndex + 1 });
    },
  });

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
      {phone !== false ? (
        <RowCards
          className={phone === null ? "sm:hidden" : ""}
          caption={caption}
          columns={columns}
          rows={rows}
          getRowId={getRowId}
          rowClassName={rowClassName}
          card={card}
        />
      ) : null}
      {phone !== true ? (
        <div
          className={`${phone === null ? "hidden sm:block" : ""} overflow-x-auto rounded-xl border border-line bg-surface shadow-xs`}
        >
          {/* Separate borders (drawn on the cells): a pinned cell keeps its edge and shadow. */}
          <table className="w-full min-w-[44rem] border-separate border-spacing-0 text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-canvas text-xs font-semibold uppercase tracking-wide text-muted">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const c = byId.get(header.column.id);
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        className={cellClass(header.column.id, "border-b border-line px-4 py-3", true)}
                      >
                        {c?.srOnlyHeader ? (
                          <span className="sr-only">{c.id === "actions" && list ? list.text.actions : c.header}</span>
                        ) : (
                          <table.FlexRender header={header} />
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody className="[&>tr:last-child>*]:border-b-0">
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id} className={`align-top hover:bg-canvas/40 ${rowClassName?.(row.original as T) ?? ""}`}>
                  {row.getAllCells().map((cell) => {
                    const c = byId.get(cell.column.id);
                    const Cell = c?.rowHeader ? "th" : "td";
                    return (
                      <Cell
                        key={cell.id}
                        scope={c?.rowHeader ? "row" : undefined}
                        className={cellClass(cell.column.id, "border-b border-line px-4 py-3 font-normal")}
                      >
                        {c?.cell(row.original as T)}
                      </Cell>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {list ? (
        <Pager
          pageCount={table.getPageCount()}
          current={pagination.pageIndex + 1}
          canPrevious={table.getCanPreviousPage()}
          canNext={table.getCanNextPage()}
          hrefFor={(page) => list.hrefFor({ page })}
          text={list.text}
        />
      ) : null}
    </div>
  );
}

/** The rows as cards (a phone): one link per card, stretched over it; slot columns sit above it. */
function RowCards<T>({
  className,
  caption,
  columns,
  rows,
  getRowId,
  rowClassName,
  card,
}: {
  className: string;
  caption: string;
  columns: ReadonlyArray<DataColumn<T>>;
  rows: T[];
  getRowId: (row: T) => string;
  rowClassName?: (row: T) => string | undefined;
  card?: CardView<T>;
}) {
  const start = columns.filter((c) => c.cardSlot === "start");
  const end = columns.filter((c) => c.cardSlot === "end");
  const header = columns.find((c) => c.rowHeader && !c.cardSlot);
  const rest = columns.filter((c) => !c.cardSlot && c !== header);
  return (
    <ul aria-label={caption} className={`space-y-3 ${className}`} data-testid="row-cards">
      {rows.map((row) => {
        const href = card?.href(row) ?? null;
        return (
          <li
            key={getRowId(row)}
            className={`relative flex items-start gap-2 rounded-xl border border-line bg-surface p-3 shadow-xs ${rowClassName?.(row) ?? ""}`}
          >
            {start.map((c) => (
              <div key={c.id} className="relative z-10 shrink-0">
                {c.cell(row)}
              </div>
            ))}
            <div className="min-w-0 flex-1 space-y-1 py-1 text-sm">
              {card ? (
                <>
                  <p className="text-base font-semibold break-words">
                    {href ? (
                      // The whole card is this link: its ::after covers the card.
                      <Link
                        href={href}
                        className="text-primary underline-offset-2 after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-primary"
                      >
                        {card.title(row)}
                      </Link>
                    ) : (
                      card.title(row)
                    )}
                  </p>
                  {card.details(row)}
                </>
              ) : (
                <>
                  {header ? (
                    <div className="text-base font-semibold break-words [&_a]:inline-flex [&_a]:min-h-11 [&_a]:items-center">
                      {header.cell(row)}
                    </div>
                  ) : null}
                  <dl className="space-y-1">
                    {rest.map((c) => (
                      <div key={c.id} className="flex flex-wrap gap-x-2">
                        <dt className={c.srOnlyHeader ? "sr-only" : "text-muted"}>{c.header}</dt>
                        <dd className="min-w-0 break-words">{c.cell(row)}</dd>
                      </div>
                    ))}
                  </dl>
                </>
              )}
            </div>
            {end.map((c) => (
              <div key={c.id} className="relative z-10 shrink-0">
                {c.cell(row)}
              </div>
            ))}
          </li>
        );
      })}
    </ul>
  );
}
