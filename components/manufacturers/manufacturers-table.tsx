"use client";
import { actionsColumn, DataTable, type DataColumn } from "@/components/lists/data-table";
import { RowActions } from "@/components/lists/row-actions";

export type ManufacturerRow = { id: string; name: string };

/** ClientManufacturers rows: the name, with Edit and Delete (dialog routes) per row. */
export function ManufacturersTable({ rows, organisationId }: { rows: ManufacturerRow[]; organisationId: string }) {
  const base = `/portal/${organisationId}/client-manufacturers`;
  const columns: DataColumn<ManufacturerRow>[] = [
    { id: "name", header: "Name", rowHeader: true, cell: (r) => r.name },
    actionsColumn((r) => (
      <RowActions
        label={`Actions for ${r.name}`}
        actions={[
          { label: "Edit", href: `${base}/${r.id}` },
          { label: "Delete", tone: "danger", href: `${base}/${r.id}/delete` },
        ]}
      />
    )),
  ];
  return <DataTable caption="Manufacturers" columns={columns} rows={rows} getRowId={(r) => r.id} />;
}
