"use client";
import { actionsColumn, DataTable, type DataColumn } from "@/components/lists/data-table";
import { RowActions, type RowAction } from "@/components/lists/row-actions";
import type { HoseConfigurationRowAction } from "@/lib/hose-configurations/screen";
import { formatText } from "@/lib/i18n/format-text";
import type { HoseConfigurationsText } from "./hose-configurations-text";

export type HoseConfigurationListItem = {
  id: string;
  name: string;
  organisationName: string;
  boreSize: string | null;
  type: string | null;
  hoseCount: number;
  actions: HoseConfigurationRowAction[];
  /** The row's edit route; view and delete hang below it. */
  href: string;
};

/** HoseConfigurations rows (SPEC §2.5): Name, Organisation (client admin), Bore size, Hose type, Tagged hoses. */
export function HoseConfigurationsTable({
  rows,
  showOrganisation,
  text,
}: {
  text: HoseConfigurationsText;
  rows: HoseConfigurationListItem[];
  showOrganisation: boolean;
}) {
  const none = <span className="text-muted">{text.notSet}</span>;
  const menu = (r: HoseConfigurationListItem): RowAction[] => {
    const item: Record<HoseConfigurationRowAction, RowAction> = {
      view: { label: text.viewDetails, href: `${r.href}/view` },
      edit: { label: text.editRow, href: r.href },
      delete: { label: text.deleteRow, href: `${r.href}/delete`, tone: "danger" },
    };
    return r.actions.map((a) => item[a]);
  };
  const columns: DataColumn<HoseConfigurationListItem>[] = [
    {
      id: "name",
      header: text.name,
      rowHeader: true,
      cell: (r) => <span className="font-semibold text-ink">{r.name}</span>,
    },
    ...(showOrganisation
      ? ([
          { id: "organisation", header: text.organisation, cell: (r) => r.organisationName },
        ] satisfies DataColumn<HoseConfigurationListItem>[])
      : []),
    { id: "boreSize", header: text.boreSize, cell: (r) => r.boreSize ?? none },
    { id: "type", header: text.hoseType, cell: (r) => r.type ?? none },
    { id: "hoses", header: text.taggedHoses, className: "text-right tabular-nums", cell: (r) => r.hoseCount },
    actionsColumn((r) => <RowActions label={formatText(text.actionsFor, { name: r.name })} actions={menu(r)} />),
  ];
  return <DataTable caption={text.title} columns={columns} rows={rows} getRowId={(r) => r.id} />;
}
