"use client";
import { actionsColumn, DataTable, type DataColumn } from "@/components/lists/data-table";
import { RowActions } from "@/components/lists/row-actions";
import { formatText } from "@/lib/i18n/format-text";
import type { ClientsText } from "./client-forms";

export type ClientRow = { id: string; name: string; hostnames: string[]; theme: number };

/** Manage clients rows: name, hostnames, theme; Edit, Users, Delete per row. */
export function ClientsTable({
  rows,
  organisationId,
  text,
}: {
  rows: ClientRow[];
  organisationId: string;
  text: ClientsText;
}) {
  const base = `/portal/${organisationId}/clients`;
  const columns: DataColumn<ClientRow>[] = [
    { id: "name", header: text.name, rowHeader: true, cell: (r) => r.name },
    {
      id: "hostnames",
      header: text.hostnames,
      cell: (r) => <span className="break-all">{r.hostnames.join(", ")}</span>,
    },
    {
      id: "theme",
      header: text.theme,
      cell: (r) => (
        <span className="inline-flex items-center gap-2">
          <span data-theme={r.theme} aria-hidden className="h-4 w-4 rounded-full bg-primary" />
          {formatText(text.themeNumber, { number: r.theme })}
        </span>
      ),
    },
    actionsColumn((r) => (
      <RowActions
        label={formatText(text.actionsFor, { name: r.name })}
        actions={[
          { label: text.edit, href: `${base}/${r.id}` },
          { label: text.clientAdmins, href: `${base}/${r.id}/users` },
          { label: text.delete, tone: "danger", href: `${base}/${r.id}/delete` },
        ]}
      />
    )),
  ];
  return <DataTable caption={text.caption} columns={columns} rows={rows} getRowId={(r) => r.id} />;
}
