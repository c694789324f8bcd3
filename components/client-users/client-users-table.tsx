"use client";
import { actionsColumn, DataTable, type DataColumn } from "@/components/lists/data-table";
import { RowActions, type RowAction } from "@/components/lists/row-actions";
import { RowErrors } from "@/components/lists/row-errors";
import { useRowCommands } from "@/components/lists/use-row-commands";
import { clientAdminLoginUrlAction } from "@/lib/actions/client-users";
import { formatText } from "@/lib/i18n/format-text";
import type { ClientUsersText } from "./client-users-text";

export type ClientUserRow = { id: string; fullName: string; email: string; systemAdmin: boolean };

/**
 * The client admins of a client: View and 'Remove client admin' (dialog routes) per row, and
 * for a system admin 'Login as admin', which opens a one-time login on that client's host.
 */
export function ClientUsersTable({
  rows,
  base,
  organisationId,
  canLoginAs,
  text,
}: {
  text: ClientUsersText;
  rows: ClientUserRow[];
  base: string;
  organisationId: string;
  canLoginAs: boolean;
}) {
  const commands = useRowCommands();
  const loginAs = (id: string) =>
    commands.run(id, async () => {
      const result = await clientAdminLoginUrlAction(organisationId, id);
      if (result.ok && result.data) window.location.assign(result.data.url);
      return { ...result, message: undefined };
    });
  const columns: DataColumn<ClientUserRow>[] = [
    {
      id: "name",
      header: text.name,
      rowHeader: true,
      cell: (r) => (
        <>
          {r.fullName}
          {r.systemAdmin ? <span className="ml-2 text-xs text-muted">{text.systemAdminMark}</span> : null}
          <RowErrors messages={commands.errorsFor(r.id)} />
        </>
      ),
    },
    { id: "email", header: text.email, cell: (r) => <span className="break-all">{r.email}</span> },
    actionsColumn((r) => {
      const actions: RowAction[] = [
        { label: text.editRow, href: `${base}/${r.id}` },
        ...(canLoginAs && !r.systemAdmin ? [{ label: text.loginAsAdmin, onSelect: () => loginAs(r.id) }] : []),
        { label: text.remove, tone: "danger" as const, href: `${base}/${r.id}/delete` },
      ];
      return (
        <RowActions
          label={formatText(text.actionsFor, { name: r.fullName })}
          pending={commands.pendingId === r.id}
          actions={actions}
        />
      );
    }),
  ];
  return <DataTable caption={text.caption} columns={columns} rows={rows} getRowId={(r) => r.id} />;
}
