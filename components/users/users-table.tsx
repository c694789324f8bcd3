"use client";
import { actionsColumn, DataTable, type DataColumn } from "@/components/lists/data-table";
import { RowActions, type RowAction } from "@/components/lists/row-actions";
import { RowErrors } from "@/components/lists/row-errors";
import { useRowCommands } from "@/components/lists/use-row-commands";
import { Chip } from "@/components/ui/chip";
import { RoleBadge } from "@/components/ui/role-badge";
import { impersonateAction } from "@/lib/actions/auth";
import type { UserListItem } from "@/lib/users/screen";

/** The Users list rows: role chips (SPEC §6 colours), 'Quote contact', and the row actions. */
export function UsersTable({
  organisationId,
  clientScope,
  editBase,
  rows,
}: {
  organisationId: string;
  clientScope: boolean;
  editBase: string;
  rows: UserListItem[];
}) {
  const commands = useRowCommands();
  const menu = (u: UserListItem): RowAction[] =>
    u.actions.map((a) =>
      a === "edit"
        ? { label: "Edit user", href: `${editBase}/${u.id}` }
        : { label: "Impersonate user", onSelect: () => commands.run(u.id, () => impersonateAction(u.id)) },
    );

  const columns: DataColumn<UserListItem>[] = [
    {
      id: "name",
      header: "Name",
      rowHeader: true,
      cell: (u) => (
        <div className="min-w-40">
          <span className="font-semibold text-ink">{u.fullName}</span>
          {u.clientAdmin ? (
            <span className="mt-1 block">
              <Chip tone="primary">Client admin</Chip>
            </span>
          ) : null}
          <RowErrors messages={commands.errorsFor(u.id)} />
        </div>
      ),
    },
    { id: "email", header: "Email", cell: (u) => <span className="break-all">{u.email}</span> },
    clientScope
      ? {
          id: "organisations",
          header: "Organisations",
          cell: (u) =>
            u.organisations.length ? (
              <ul className="space-y-1.5">
                {u.organisations.map((o) => (
                  <li key={o.id} className="flex flex-wrap items-center gap-1.5">
                    <span className="mr-1">{o.name}</span>
                    <RoleBadge role={o.role} />
                    {o.receiveQuotes ? <Chip tone="primary">Quote contact</Chip> : null}
                  </li>
                ))}
              </ul>
            ) : (
              <span className="text-muted">None</span>
            ),
        }
      : {
          id: "role",
          header: "Role",
          cell: (u) => (
            <span className="flex flex-wrap gap-1.5">
              {u.role !== null ? <RoleBadge role={u.role} /> : null}
              {u.receiveQuotes ? <Chip tone="primary">Quote contact</Chip> : null}
            </span>
          ),
        },
    actionsColumn((u) => (
      <RowActions label={`Actions for ${u.fullName}`} actions={menu(u)} pending={commands.pendingId === u.id} />
    )),
  ];

  return (
    <DataTable
      caption={`Users of ${organisationId === "admin" ? "this client" : "this organisation"}`}
      columns={columns}
      rows={rows}
      getRowId={(u) => u.id}
    />
  );
}
