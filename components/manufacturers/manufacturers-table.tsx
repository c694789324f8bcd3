"use client";
import { actionsColumn, DataTable, type DataColumn } from "@/components/lists/data-table";
import { RowActions } from "@/components/lists/row-actions";
import { formatText } from "@/lib/i18n/format-text";
import type { ManufacturersText } from "./manufacturer-forms";

export type ManufacturerRow = { id: string; name: string };

/** ClientManufacturers rows: the name, with Edit and Delete (dialog routes) for those who may change them. */
export function ManufacturersTable({
  rows,
  organisationId,
  canManage,
  text,
}: {
  rows: ManufacturerRow[];
  organisationId: string;
  canManage: boolean;
  text: ManufacturersText;
}) {
  const base = `/portal/${organisationId}/client-manufacturers`;
  const columns: DataColumn<ManufacturerRow>[] = [
    { id: "name", header: text.name, rowHeader: true, cell: (r) => r.name },
  ];
  if (canManage)
    columns.push(
      actionsColumn((r) => (
        <RowActions
          label={formatText(text.actionsFor, { name: r.name })}
          actions={[
            { label: text.edit, href: `${base}/${r.id}` },
            { label: text.delete, tone: "danger", href: `${base}/${r.id}/delete` },
          ]}
        />
      )),
    );
  return <DataTable caption={text.title} columns={columns} rows={rows} getRowId={(r) => r.id} />;
}
