"use client";
import { actionsColumn, DataTable, type DataColumn } from "@/components/lists/data-table";
import { RowActions } from "@/components/lists/row-actions";

export type ClientRow = { id: string; name: string; hostnames: string[]; theme: number };

/** Manage clients rows: name, hostnames, theme; Edit, Users, Delete per row. */
export function ClientsTable({ rows, organisationId }: { rows: ClientRow[]; organisationId: string }) {
  const base = `/portal/${organisationId}/clients`;
  const columns: DataColumn<ClientRow>[] = [
    { id: "name", header: "Name", rowHeader: true, cell: (r) => r.name },
    { id: "hostnames", header: "Hostnames", cell: (r) => <span className="break-all">{r.hostnames.join(", ")}</span> },
    {
      id: "theme",
      header: "Theme",
      cell: (r) => (
        <span className="inline-flex items-center gap-2">
          <span data-theme={r.theme} aria-hidden className="h-4 w-4 rounded-full bg-primary" />
          Theme {r.theme}
        </span>
      ),
    },
    actionsColumn((r) => (
      <RowActions
        label={`Actions for ${r.name}`}
        actions={[
          { label: "Edit", href: `${base}/${r.id}` },
          { label: "Client admins", href: `${base}/${r.id}/users` },
          { label: "Delete", tone: "danger", href: `${base}/${r.id}/delete` },
        ]}
      />
    )),
  ];
  return <DataTable caption="Clients" columns={columns} rows={rows} getRowId={(r) => r.id} />;
}
