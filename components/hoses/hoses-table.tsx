"use client";
import Link from "next/link";
import { actionsColumn, DataTable, type DataColumn } from "@/components/lists/data-table";
import { RowActions, type RowAction } from "@/components/lists/row-actions";
import { Chip } from "@/components/ui/chip";
import { fromIsoDate } from "@/lib/dates";
import type { HoseRow } from "@/lib/hoses/hose-row";
import { locationText } from "@/lib/hoses/screen";
import { HoseStatusChip, LastInspection, NextInspection } from "./hose-status";

export type HoseListItem = HoseRow & {
  title: string;
  links: { view: string; edit: string | null; inspect: string | null };
  /** SPEC 6 quote action: 'Request quote' or 'Offer quote' (lib/quotes/screen.ts), or none. */
  quote?: { label: string; href: string } | null;
};

/** The rows of the Tagged hoses list (SPEC 2.5), with their action menus. */
export function HosesTable({ rows, showCustomer, today }: { rows: HoseListItem[]; showCustomer: boolean; today: string }) {
  const day = fromIsoDate(today);
  const menu = (h: HoseListItem): RowAction[] => [
    { label: "View hose", href: h.links.view },
    ...(h.links.inspect ? [{ label: "Record inspection", href: h.links.inspect }] : []),
    ...(h.links.edit ? [{ label: "Edit hose", href: h.links.edit }] : []),
    ...(h.quote ? [{ label: h.quote.label, href: h.quote.href }] : []),
  ];
  const columns: DataColumn<HoseListItem>[] = [
    {
      id: "name",
      header: "Hose",
      rowHeader: true,
      cell: (h) => (
        <div className="min-w-44">
          <Link href={h.links.view} className="font-semibold text-primary underline-offset-2 hover:underline">
            {h.title}
          </Link>
          {h.tagId ? <span className="mt-0.5 block font-mono text-xs text-muted">Tag {h.tagId}</span> : null}
          {h.deletedAt ? (
            <span className="mt-1 block">
              <Chip tone="secondary">Archived</Chip>
            </span>
          ) : null}
        </div>
      ),
    },
    { id: "status", header: "Status", cell: (h) => <HoseStatusChip status={h.status} /> },
    {
      id: "inspection",
      header: "Inspection",
      cell: (h) => (
        <div className="min-w-48 space-y-0.5">
          <NextInspection hose={h} today={day} />
          <span className="block">
            <LastInspection hose={h} />
          </span>
        </div>
      ),
    },
    {
      id: "location",
      header: "Location",
      cell: (h) => <span className={h.organisationZoneName ? "" : "text-muted"}>{locationText(h)}</span>,
    },
    { id: "configuration", header: "Configuration", cell: (h) => h.hoseConfigurationName ?? <span className="text-muted">None</span> },
    ...(showCustomer ? [{ id: "customer", header: "Customer", cell: (h: HoseListItem) => h.customerName }] : []),
    actionsColumn((h) => <RowActions label={`Actions for ${h.title}`} actions={menu(h)} />),
  ];
  return <DataTable caption="Tagged hoses" columns={columns} rows={rows} getRowId={(h) => h.id} rowClassName={(h) => (h.deletedAt ? "text-muted" : undefined)} />;
}
