"use client";
import Link from "next/link";
import { DataTable, type DataColumn } from "@/components/lists/data-table";
import { InspectionResultChip } from "@/components/hoses/hose-status";
import type { HoseStateText } from "@/components/hoses/hose-text";
import { Chip } from "@/components/ui/chip";
import { formatDateIn } from "@/lib/dates";
import { formatText } from "@/lib/i18n/format-text";
import type { InspectionRow } from "@/lib/inspections/list-inspections";
import type enGB from "@/messages/en-GB.json";

/** The list's words in the page's language (the `inspections` namespace; templates filled in here). */
export type InspectionsText = Record<keyof typeof enGB.inspections, string> & { locale: string };

export type InspectionListItem = InspectionRow & { hoseTitle: string; hoseHref: string };

/** The rows of the Inspections list (SPEC §2.5): result, date, inspector, hose. */
export function InspectionsTable({
  rows,
  showCustomer,
  text: T,
  state,
}: {
  rows: InspectionListItem[];
  showCustomer: boolean;
  text: InspectionsText;
  /** The result chips' words. */
  state: HoseStateText;
}) {
  const day = (date: string) => formatDateIn(date, T.locale);
  // What a phone's card says of an inspection (the table's columns say the same under headers).
  const inspectedText = (date: string, by: string | null) =>
    by ? formatText(T.inspectedOnBy, { date: day(date), name: by }) : formatText(T.inspectedOn, { date: day(date) });
  const tag = (tagId: string) => formatText(T.tag, { tagId });
  const columns: DataColumn<InspectionListItem>[] = [
    {
      id: "hose",
      header: T.columnHose,
      rowHeader: true,
      cell: (i) => (
        <div className="min-w-40">
          <Link href={i.hoseHref} className="font-semibold text-primary underline-offset-2 hover:underline">
            {i.hoseTitle}
          </Link>
          {i.tagId ? <span className="mt-0.5 block font-mono text-xs text-muted">{tag(i.tagId)}</span> : null}
          {i.hoseDeleted ? (
            <span className="mt-1 block">
              <Chip tone="secondary">{T.archivedHose}</Chip>
            </span>
          ) : null}
        </div>
      ),
    },
    {
      id: "result",
      header: T.columnResult,
      cell: (i) => <InspectionResultChip result={i.inspectionResult} text={state} />,
    },
    {
      id: "date",
      header: T.columnInspected,
      cell: (i) => (
        <span className="whitespace-nowrap">
          {i.inspectionDate ? day(i.inspectionDate) : day(i.createdAt)}
          {i.inspectionName ? (
            <span className="block text-xs text-muted">{formatText(T.by, { name: i.inspectionName })}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: "next",
      header: T.columnNext,
      cell: (i) => (i.nextInspectionDate ? day(i.nextInspectionDate) : <span className="text-muted">{T.none}</span>),
    },
    {
      id: "location",
      header: T.columnLocation,
      cell: (i) => i.organisationZoneName ?? <span className="text-muted">{T.uninstalled}</span>,
    },
    {
      id: "notes",
      header: T.columnNotes,
      cell: (i) => <span className="line-clamp-2 min-w-40 text-sm">{i.notes ?? ""}</span>,
    },
    ...(showCustomer
      ? [{ id: "customer", header: T.columnCustomer, cell: (i: InspectionListItem) => i.customerName }]
      : []),
  ];
  return (
    <DataTable
      caption={T.title}
      columns={columns}
      rows={rows}
      getRowId={(i) => i.id}
      card={{
        title: (i) => i.hoseTitle,
        href: (i) => i.hoseHref,
        details: (i) => (
          <>
            {i.tagId ? <span className="block font-mono text-xs text-muted">{tag(i.tagId)}</span> : null}
            <span className="flex flex-wrap items-center gap-2">
              <InspectionResultChip result={i.inspectionResult} text={state} />
              {i.hoseDeleted ? <Chip tone="secondary">{T.archivedHose}</Chip> : null}
            </span>
            <span className="block">{inspectedText(i.inspectionDate ?? i.createdAt, i.inspectionName)}</span>
            {i.nextInspectionDate ? (
              <span className="block">{formatText(T.nextOn, { date: day(i.nextInspectionDate) })}</span>
            ) : null}
            <span className={`block ${i.organisationZoneName ? "" : "text-muted"}`}>
              {i.organisationZoneName ?? T.uninstalled}
            </span>
            {i.notes ? <span className="line-clamp-2 block text-muted">{i.notes}</span> : null}
            {showCustomer ? <span className="block text-muted">{i.customerName}</span> : null}
          </>
        ),
      }}
    />
  );
}
