"use client";
import { actionsColumn, DataTable, type DataColumn } from "@/components/lists/data-table";
import { RowActions, type RowAction } from "@/components/lists/row-actions";
import type { HoseConfigurationRowAction } from "@/lib/hose-configurations/screen";

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

const none = <span className="text-muted">Not set</span>;

/** HoseConfigurations rows (SPEC §2.5): Name, Organisation (client admin), Bore size, Hose type, Tagged hoses. */
export function HoseConfigurationsTable({
  rows,
  showOrganisation,
}: {
  rows: HoseConfigurationListItem[];
  showOrganisation: boolean;
}) {
  const menu = (r: HoseConfigurationListItem): RowAction[] => {
    const item: Record<HoseConfigurationRowAction, RowAction> = {
      view: { label: "View full details", href: `${r.href}/view` },
      edit: { label: "Edit config", href: r.href },
      delete: { label: "Delete config", href: `${r.href}/delete`, tone: "danger" },
    };
    return r.actions.map((a) => item[a]);
  };
  const columns: DataColumn<HoseConfigurationListItem>[] = [
    {
      id: "name",
      header: "Name",
      rowHeader: true,
      cell: (r) => <span className="font-semibold text-ink">{r.name}</span>,
    },
    ...(showOrganisation
      ? ([
          { id: "organisation", header: "Organisation", cell: (r) => r.organisationName },
        ] satisfies DataColumn<HoseConfigurationListItem>[])
      : []),
    { id: "boreSize", header: "Bore size", cell: (r) => r.boreSize ?? none },
    { id: "type", header: "Hose type", cell: (r) => r.type ?? none },
    { id: "hoses", header: "Tagged hoses", className: "text-right tabular-nums", cell: (r) => r.hoseCount },
    actionsColumn((r) => <RowActions label={`Actions for ${r.name}`} actions={menu(r)} />),
  ];
  return <DataTable caption="Configuration library" columns={columns} rows={rows} getRowId={(r) => r.id} />;
}
