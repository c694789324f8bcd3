"use client";
import Link from "next/link";
import { useState } from "react";
import { PrintLabelsDialog } from "@/components/labels/print-labels-dialog";
import type { LabelsText } from "@/components/labels/print-labels-panel";
import { QuoteHosesButton } from "@/components/quotes/quote-hoses-button";
import type { QuoteHosesText } from "@/components/quotes/quote-words";
import type { ActionState } from "@/lib/actions/state";
import type { FilterValues } from "@/lib/lists/schemas";
import { actionsColumn, DataTable, type DataColumn } from "@/components/lists/data-table";
import { useList } from "@/components/lists/list-context";
import { RowActions, type RowAction } from "@/components/lists/row-actions";
import { Chip } from "@/components/ui/chip";
import { fromIsoDate } from "@/lib/dates";
import type { HoseRow } from "@/lib/hoses/hose-row";
import { formatText } from "@/lib/i18n/format-text";
import type enGB from "@/messages/en-GB.json";
import { DueDateBasis } from "./due-date-basis";
import { HoseStatusChip, LastInspection, NextInspection } from "./hose-status";
import { type HoseStateText, archivedIn, locationIn } from "./hose-text";

/** The list's texts in the page's language (the `hoses` catalogue namespace; templates filled in here). */
export type HosesText = Record<keyof typeof enGB.hoses, string>;

export type HoseListItem = HoseRow & {
  title: string;
  links: { view: string; edit: string | null; inspect: string | null };
  /** SPEC §6 quote action: 'Request quote' or 'Offer quote' (lib/quotes/screen.ts), or none. */
  quote?: { label: string; href: string } | null;
};

/**
 * The hose list's multi-hose quote: a customer's request to its distributor, or a distributor's
 * offer to the customer whose hoses are ticked.
 */
export type QuoteManyProps = {
  action: (
    receiverOrganisationId: string,
    source: { hoseIds: string[] } | { filters: FilterValues },
    prev: ActionState<{ id: string }>,
    formData: FormData,
  ) => Promise<ActionState<{ id: string }>>;
  /** "request": to `receiver`, the customer's distributor. "offer": to the ticked hoses' customer. */
  mode: "request" | "offer";
  receiver: { id: string; name: string } | null;
  quoteBase: string;
  /** The quote dialog's words in the page's language. */
  text: QuoteHosesText;
};

/** The one customer every ticked hose belongs to, or null (none ticked, or several customers). */
function tickedCustomer(chosen: HoseListItem[]): { id: string; name: string } | null {
  const first = chosen[0];
  if (!first || chosen.some((h) => h.customerOrganisationId !== first.customerOrganisationId)) return null;
  return { id: first.customerOrganisationId, name: first.customerName };
}

/**
 * The rows of the Tagged hoses list (SPEC §2.5), with their action menus. With `labels`, rows
 * can be ticked and 'Print labels' makes QR labels of the ticked hoses, or of every hose the
 * current filters match when none is ticked. With `quoteMany`, 'Request quote' asks for one
 * quote for the ticked hoses, or for every hose the filters match.
 */
export function HosesTable({
  org,
  rows,
  showCustomer,
  today,
  labels,
  quoteMany,
  text,
  state,
}: {
  /** The organisation acted for, for the due dates' explanation (GET /hoses/{id}). */
  org: string;
  rows: HoseListItem[];
  showCustomer: boolean;
  today: string;
  labels?: { organisationId: string; text?: LabelsText } | null;
  quoteMany?: QuoteManyProps | null;
  text: HosesText;
  state: HoseStateText;
}) {
  const day = fromIsoDate(today);
  const list = useList();
  const [selected, setSelected] = useState<string[]>([]);
  // Ticks hold for the rows on screen: a new page or filter starts again.
  const onScreen = new Set(rows.map((r) => r.id));
  const ticked = selected.filter((id) => onScreen.has(id));
  const printable = (h: HoseListItem) => !!h.tagId && !h.deletedAt;
  const toggle = (id: string, on: boolean) =>
    setSelected((s) => (on ? [...s.filter((x) => x !== id), id] : s.filter((x) => x !== id)));
  const selectColumn: DataColumn<HoseListItem> = {
    id: "select",
    header: text.selectForLabels,
    srOnlyHeader: true,
    cardSlot: "start",
    className: "w-0",
    // The label around the box makes a 44 px target on a phone's card; the box keeps its name.
    cell: (h) =>
      printable(h) ? (
        <label className="-m-2.5 flex h-11 w-11 cursor-pointer items-center justify-center sm:m-0 sm:block sm:h-auto sm:w-auto">
          <input
            type="checkbox"
            className="h-5 w-5 cursor-pointer accent-primary sm:mt-1"
            aria-label={formatText(text.selectHoseForLabels, { title: h.title })}
            checked={ticked.includes(h.id)}
            onChange={(e) => toggle(h.id, e.target.checked)}
          />
        </label>
      ) : null,
  };
  const menu = (h: HoseListItem): RowAction[] => [
    { label: text.viewHose, href: h.links.view },
    ...(h.links.inspect ? [{ label: text.recordInspection, href: h.links.inspect }] : []),
    ...(h.links.edit ? [{ label: text.editHose, href: h.links.edit }] : []),
    ...(h.quote ? [{ label: h.quote.label, href: h.quote.href }] : []),
  ];
  const columns: DataColumn<HoseListItem>[] = [
    ...(labels ? [selectColumn] : []),
    {
      id: "name",
      header: text.columnHose,
      rowHeader: true,
      cell: (h) => (
        <div className="min-w-44">
          <Link href={h.links.view} className="font-semibold text-primary underline-offset-2 hover:underline">
            {h.title}
          </Link>
          {h.tagId ? (
            <span className="mt-0.5 block font-mono text-xs text-muted">
              {formatText(state.tag, { tagId: h.tagId })}
            </span>
          ) : null}
          {h.deletedAt ? (
            <span className="mt-1 block">
              <Chip tone="secondary">{archivedIn(state)}</Chip>
            </span>
          ) : null}
        </div>
      ),
    },
    { id: "status", header: text.columnStatus, cell: (h) => <HoseStatusChip status={h.status} text={state} /> },
    {
      id: "inspection",
      header: text.columnInspection,
      cell: (h) => (
        <div className="min-w-48 space-y-0.5">
          <NextInspection hose={h} today={day} text={state} />
          <span className="block">
            <LastInspection hose={h} text={state} />
          </span>
          {h.deletedAt ? null : <DueDateBasis org={org} hoseId={h.id} name={h.title} text={text} />}
        </div>
      ),
    },
    {
      id: "location",
      header: text.columnLocation,
      cell: (h) => <span className={h.organisationZoneName ? "" : "text-muted"}>{locationIn(h, state)}</span>,
    },
    {
      id: "configuration",
      header: text.columnConfiguration,
      cell: (h) => h.hoseConfigurationName ?? <span className="text-muted">{text.none}</span>,
    },
    ...(showCustomer
      ? [{ id: "customer", header: text.columnCustomer, cell: (h: HoseListItem) => h.customerName }]
      : []),
    actionsColumn((h) => <RowActions label={formatText(text.actionsFor, { title: h.title })} actions={menu(h)} />),
  ];
  const table = (
    <DataTable
      caption={text.title}
      columns={columns}
      rows={rows}
      getRowId={(h) => h.id}
      rowClassName={(h) => (h.deletedAt ? "text-muted" : undefined)}
      card={{
        title: (h) => h.title,
        href: (h) => h.links.view,
        details: (h) => (
          <>
            {h.tagId ? (
              <span className="block font-mono text-xs text-muted">{formatText(state.tag, { tagId: h.tagId })}</span>
            ) : null}
            <span className="flex flex-wrap items-center gap-2">
              <HoseStatusChip status={h.status} text={state} />
              {h.deletedAt ? <Chip tone="secondary">{archivedIn(state)}</Chip> : null}
            </span>
            <span className="block">
              <NextInspection hose={h} today={day} text={state} />
            </span>
            <span className={`block ${h.organisationZoneName ? "" : "text-muted"}`}>{locationIn(h, state)}</span>
            {showCustomer ? <span className="block text-muted">{h.customerName}</span> : null}
          </>
        ),
      }}
    />
  );
  // In the table's order, so the labels (and quote lines) come out as the list reads.
  const chosenRows = rows.filter((r) => ticked.includes(r.id));
  const chosen = chosenRows.map((r) => r.id);
  const total = list?.meta.totalItems ?? rows.length;
  // A distributor offers to one customer at a time: the button shows once the ticked hoses share one.
  const quoteReceiver = quoteMany?.mode === "offer" ? tickedCustomer(chosenRows) : (quoteMany?.receiver ?? null);
  const quoteButton =
    quoteMany && quoteReceiver ? (
      <QuoteHosesButton
        action={quoteMany.action.bind(null, quoteReceiver.id)}
        mode={quoteMany.mode}
        source={chosen.length ? { hoseIds: chosen } : { filters: list?.filters ?? {} }}
        lines={chosenRows.map((r) => ({ hoseId: r.id, name: r.title }))}
        count={chosen.length || total}
        receiverName={quoteReceiver.name}
        quoteBase={quoteMany.quoteBase}
        text={quoteMany.text}
      />
    ) : null;
  if (!labels)
    return quoteButton ? (
      <div className="space-y-3">
        <div className="flex flex-wrap justify-end gap-3">{quoteButton}</div>
        {table}
      </div>
    ) : (
      table
    );
  const allPrintable = rows.filter(printable).map((r) => r.id);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-surface px-4 py-2">
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <label className="flex min-h-11 cursor-pointer items-center gap-2">
            <input
              type="checkbox"
              className="h-5 w-5 cursor-pointer accent-primary"
              checked={allPrintable.length > 0 && allPrintable.every((id) => ticked.includes(id))}
              disabled={allPrintable.length === 0}
              onChange={(e) => setSelected(e.target.checked ? allPrintable : [])}
            />
            {text.selectAll}
          </label>
          <span aria-live="polite" className="text-muted" data-testid="labels-selection">
            {chosen.length ? formatText(text.selected, { count: chosen.length }, state.locale) : text.noneSelected}
          </span>
        </div>
        <div className="flex flex-wrap gap-3">
          {quoteButton}
          <PrintLabelsDialog
            organisationId={labels.organisationId}
            text={labels.text}
            source={chosen.length ? { hoseIds: chosen } : { filters: list?.filters ?? {} }}
            count={chosen.length || total}
            triggerLabel={
              chosen.length ? formatText(text.printCount, { count: chosen.length }, state.locale) : text.printLabels
            }
          />
        </div>
      </div>
      {table}
    </div>
  );
}
