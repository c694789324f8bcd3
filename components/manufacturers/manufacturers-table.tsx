"use client";
import { actionsColumn, DataTable, type DataColumn } from "@/components/lists/data-table";
import { RowActions } from "@/components/lists/row-actions";

export type ManufacturerRow = { id: string; name: string };

/** ClientManufacturers rows: the name, with Edit and Delete (dialog routes) for those who may change them. */
export function ManufacturersTable({
  rows,
  organisationId,
  canManage,
}: {
  rows: ManufacturerRow[];
  organisationId: string;
  canManage: boolean;
}) {
  const base = `/portal/${organisationId}/client-manufacturers`;
  const columns: DataColumn<ManufacturerRow>[] = [{ id: "name", header: "Name", rowHeader: true, cell: (r) => r.name }];
  if (canManage)
    columns.push(
      actionsColumn((r) => (
        <RowActions
          label={`Actions for ${r.name}`}
          actions={[
            { label: "Edit", href: `${base}/${r.id}` },
            { label: "Delete", tone: "danger", href: `${base}/${r.id}/delete` },
          ]}
        />
      )),
    );
  return <DataTable caption="Manufacturers" columns={columns} rows={rows} getRowId={(r) => r.id} />;
}
