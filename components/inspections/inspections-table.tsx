"use client";
import Link from "next/link";
import { DataTable, type DataColumn } from "@/components/lists/data-table";
import { InspectionResultChip } from "@/components/hoses/hose-status";
import { Chip } from "@/components/ui/chip";
import { formatDate } from "@/lib/dates";
import type { InspectionRow } from "@/lib/inspections/list-inspections";

// What a phone's card says of an inspection (the table's columns say the same under headers).
const inspectedText = (date: string, by: string | null) => `Inspected ${formatDate(date)}${by ? ` by ${by}` : ""}`;
const nextText = (date: string) => `Next inspection ${formatDate(date)}`;
const UNINSTALLED = "Uninstalled";

export type InspectionListItem = InspectionRow & { hoseTitle: string; hoseHref: string };

/** The rows of the Inspections list (SPEC §2.5): result, date, inspector, hose. */
export function InspectionsTable({ rows, showCustomer }: { rows: InspectionListItem[]; showCustomer: boolean }) {
  const columns: DataColumn<InspectionListItem>[] = [
    {
      id: "hose",
      header: "Hose",
      rowHeader: true,
      cell: (i) => (
        <div className="min-w-40">
          <Link href={i.hoseHref} className="font-semibold text-primary underline-offset-2 hover:underline">
            {i.hoseTitle}
          </Link>
          {i.tagId ? <span className="mt-0.5 block font-mono text-xs text-muted">Tag {i.tagId}</span> : null}
          {i.hoseDeleted ? (
            <span className="mt-1 block">
              <Chip tone="secondary">Archived hose</Chip>
            </span>
          ) : null}
        </div>
      ),
    },
    { id: "result", header: "Result", cell: (i) => <InspectionResultChip result={i.inspectionResult} /> },
    {
      id: "date",
      header: "Inspected",
      cell: (i) => (
        <span className="whitespace-nowrap">
          {i.inspectionDate ? formatDate(i.inspectionDate) : formatDate(i.createdAt)}
          {i.inspectionName ? <span className="block text-xs text-muted">by {i.inspectionName}</span> : null}
        </span>
      ),
    },
    {
      id: "next",
      header: "Next inspection",
      cell: (i) => (i.nextInspectionDate ? formatDate(i.nextInspectionDate) : <span className="text-muted">None</span>),
    },
    {
      id: "location",
      header: "Location",
      cell: (i) => i.organisationZoneName ?? <span className="text-muted">{UNINSTALLED}</span>,
    },
    {
      id: "notes",
      header: "Notes",
      cell: (i) => <span className="line-clamp-2 min-w-40 text-sm">{i.notes ?? ""}</span>,
    },
    ...(showCustomer ? [{ id: "customer", header: "Customer", cell: (i: InspectionListItem) => i.customerName }] : []),
  ];
  return (
    <DataTable
      caption="Inspections"
      columns={columns}
      rows={rows}
      getRowId={(i) => i.id}
      card={{
        title: (i) => i.hoseTitle,
        href: (i) => i.hoseHref,
        details: (i) => (
          <>
            {i.tagId ? <span className="block font-mono text-xs text-muted">Tag {i.tagId}</span> : null}
            <span className="flex flex-wrap items-center gap-2">
              <InspectionResultChip result={i.inspectionResult} />
              {i.hoseDeleted ? <Chip tone="secondary">Archived hose</Chip> : null}
            </span>
            <span className="block">{inspectedText(i.inspectionDate ?? i.createdAt, i.inspectionName)}</span>
            {i.nextInspectionDate ? <span className="block">{nextText(i.nextInspectionDate)}</span> : null}
            <span className={`block ${i.organisationZoneName ? "" : "text-muted"}`}>
              {i.organisationZoneName ?? UNINSTALLED}
            </span>
            {i.notes ? <span className="line-clamp-2 block text-muted">{i.notes}</span> : null}
            {showCustomer ? <span className="block text-muted">{i.customerName}</span> : null}
          </>
        ),
      }}
    />
  );
}
