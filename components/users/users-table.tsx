"use client";
import { actionsColumn, DataTable, type DataColumn } from "@/components/lists/data-table";
import { RowActions, type RowAction } from "@/components/lists/row-actions";
import { RowErrors } from "@/components/lists/row-errors";
import { useRowCommands } from "@/components/lists/use-row-commands";
import { Chip } from "@/components/ui/chip";
import { RoleBadge } from "@/components/ui/role-badge";
import { impersonateAction } from "@/lib/actions/auth";
import { formatText } from "@/lib/i18n/format-text";
import type { UserListItem } from "@/lib/users/screen";
import { roleLabel, type UsersText } from "./users-text";

/** The Users list rows: role chips (SPEC §6 colours), 'Quote contact', and the row actions. */
export function UsersTable({
  organisationId,
  clientScope,
  editBase,
  rows,
  text,
}: {
  text: UsersText;
  organisationId: string;
  clientScope: boolean;
  editBase: string;
  rows: UserListItem[];
}) {
  const commands = useRowCommands();
  const menu = (u: UserListItem): RowAction[] =>
    u.actions.map((a) =>
      a === "edit"
        ? { label: text.editUser, href: `${editBase}/${u.id}` }
        : { label: text.impersonateUser, onSelect: () => commands.run(u.id, () => impersonateAction(u.id)) },
    );

  const columns: DataColumn<UserListItem>[] = [
    {
      id: "name",
      header: text.name,
      rowHeader: true,
      cell: (u) => (
        <div className="min-w-40">
          <span className="font-semibold text-ink">{u.fullName}</span>
          {u.clientAdmin ? (
            <span className="mt-1 block">
              <Chip tone="primary">{text.clientAdmin}</Chip>
            </span>
          ) : null}
          <RowErrors messages={commands.errorsFor(u.id)} />
        </div>
      ),
    },
    { id: "email", header: text.email, cell: (u) => <span className="break-all">{u.email}</span> },
    clientScope
      ? {
          id: "organisations",
          header: text.organisations,
          cell: (u) =>
            u.organisations.length ? (
              <ul className="space-y-1.5">
                {u.organisations.map((o) => (
                  <li key={o.id} className="flex flex-wrap items-center gap-1.5">
                    <span className="mr-1">{o.name}</span>
                    <RoleBadge role={o.role} label={roleLabel(o.role, text)} />
                    {o.receiveQuotes ? <Chip tone="primary">{text.quoteContact}</Chip> : null}
                  </li>
                ))}
              </ul>
            ) : (
              <span className="text-muted">{text.none}</span>
            ),
        }
      : {
          id: "role",
          header: text.role,
          cell: (u) => (
            <span className="flex flex-wrap gap-1.5">
              {u.role !== null ? <RoleBadge role={u.role} label={roleLabel(u.role, text)} /> : null}
              {u.receiveQuotes ? <Chip tone="primary">{text.quoteContact}</Chip> : null}
            </span>
          ),
        },
    actionsColumn((u) => (
      <RowActions
        label={formatText(text.actionsFor, { name: u.fullName })}
        actions={menu(u)}
        pending={commands.pendingId === u.id}
      />
    )),
  ];

  return (
    <DataTable
      caption={organisationId === "admin" ? text.captionClient : text.captionOrganisation}
      columns={columns}
      rows={rows}
      getRowId={(u) => u.id}
    />
  );
}
