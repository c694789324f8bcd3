"use client";
import { actionsColumn, DataTable, type DataColumn } from "@/components/lists/data-table";
import { RowActions, type RowAction } from "@/components/lists/row-actions";
import { RowErrors } from "@/components/lists/row-errors";
import { useRowCommands } from "@/components/lists/use-row-commands";
import { Chip } from "@/components/ui/chip";
import { EmailAddress } from "@/components/ui/email-address";
import { setConfigurationsVisibleAction, unarchiveOrganisationAction } from "@/lib/actions/organisations";
import type { OrganisationListItem, OrganisationRowAction } from "@/lib/organisations/screen";

/** The rows of the Organisations / Customers list, with their SPEC §6 action menus. */
export function OrganisationsTable({
  organisationId,
  title,
  editLabel,
  showType,
  rows,
}: {
  organisationId: string;
  title: string;
  editLabel: string;
  showType: boolean;
  rows: OrganisationListItem[];
}) {
  const commands = useRowCommands();

  const menu = (o: OrganisationListItem): RowAction[] => {
    const item: Record<OrganisationRowAction, RowAction> = {
      view: { label: "View details", href: o.links.view },
      hoses: { label: "Tagged hoses", href: o.links.hoses },
      inspections: { label: "Inspections", href: o.links.inspections },
      quotes: { label: "Quote requests", href: o.links.quotes },
      sites: { label: "Sites & zones", href: o.links.sites },
      users: { label: "Users", href: o.links.users },
      edit: { label: editLabel, href: o.links.edit },
      archive: { label: "Archive organisation", href: o.links.archive, tone: "danger" },
      unarchive: {
        label: "Unarchive organisation",
        tone: "success",
        onSelect: () => commands.run(o.id, () => unarchiveOrganisationAction(organisationId, o.id)),
      },
      hideConfigurations: {
        label: "Hide configurations",
        onSelect: () => commands.run(o.id, () => setConfigurationsVisibleAction(organisationId, o.id, false)),
      },
      showConfigurations: {
        label: "Show configurations",
        onSelect: () => commands.run(o.id, () => setConfigurationsVisibleAction(organisationId, o.id, true)),
      },
      unlink: { label: "Unlink customer", href: o.links.unlink, tone: "danger" },
    };
    return o.actions.map((a) => item[a]);
  };

  const columns: DataColumn<OrganisationListItem>[] = [
    {
      id: "name",
      header: "Name",
      rowHeader: true,
      cell: (o) => (
        <div className="min-w-48">
          <span className="font-semibold text-ink">{o.name}</span>
          <span className="mt-0.5 block font-mono text-xs text-muted">{o.accountCode}</span>
          {o.deletedAt || o.configsHidden ? (
            <span className="mt-1 flex flex-wrap gap-1">
              {o.deletedAt ? <Chip tone="secondary">Archived</Chip> : null}
              {o.configsHidden ? <Chip tone="warning">Configs hidden</Chip> : null}
            </span>
          ) : null}
          <RowErrors messages={commands.errorsFor(o.id)} />
        </div>
      ),
    },
    ...(showType
      ? ([
          {
            id: "type",
            header: "Type",
            cell: (o) => (
              <Chip tone={o.isDistributor ? "primary" : "secondary"}>
                {o.isDistributor ? "Distributor" : "Customer"}
              </Chip>
            ),
          },
          {
            id: "distributor",
            header: "Distributor",
            cell: (o) => o.distributorName ?? <span className="text-muted">None</span>,
          },
        ] satisfies DataColumn<OrganisationListItem>[])
      : []),
    { id: "town", header: "Town", cell: (o) => o.town },
    {
      id: "contact",
      header: "Contact",
      cell: (o) => (
        <>
          {o.contactName}
          <span className="block text-xs text-muted">
            <EmailAddress email={o.contactEmail} />
          </span>
        </>
      ),
    },
    { id: "hoses", header: "Tagged hoses", className: "text-right tabular-nums", cell: (o) => o.hoseCount },
    actionsColumn((o) => (
      <RowActions label={`Actions for ${o.name}`} actions={menu(o)} pending={commands.pendingId === o.id} />
    )),
  ];

  return (
    <DataTable
      caption={title}
      columns={columns}
      rows={rows}
      getRowId={(o) => o.id}
      rowClassName={(o) => (o.deletedAt ? "text-muted" : undefined)}
    />
  );
}
