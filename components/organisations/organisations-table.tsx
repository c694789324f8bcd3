"use client";
import { actionsColumn, DataTable, type DataColumn } from "@/components/lists/data-table";
import { RowActions, type RowAction } from "@/components/lists/row-actions";
import { RowErrors } from "@/components/lists/row-errors";
import { useRowCommands } from "@/components/lists/use-row-commands";
import { Chip } from "@/components/ui/chip";
import { EmailAddress } from "@/components/ui/email-address";
import { setConfigurationsVisibleAction, unarchiveOrganisationAction } from "@/lib/actions/organisations";
import { formatText } from "@/lib/i18n/format-text";
import type { OrganisationListItem, OrganisationRowAction } from "@/lib/organisations/screen";
import type { OrganisationsText } from "./organisations-text";

/** The rows of the Organisations / Customers list, with their SPEC §6 action menus. */
export function OrganisationsTable({
  organisationId,
  title,
  editLabel,
  showType,
  rows,
  text,
}: {
  organisationId: string;
  title: string;
  editLabel: string;
  showType: boolean;
  rows: OrganisationListItem[];
  text: OrganisationsText;
}) {
  const commands = useRowCommands();

  const menu = (o: OrganisationListItem): RowAction[] => {
    const item: Record<OrganisationRowAction, RowAction> = {
      view: { label: text.viewDetails, href: o.links.view },
      hoses: { label: text.taggedHoses, href: o.links.hoses },
      inspections: { label: text.inspections, href: o.links.inspections },
      quotes: { label: text.quoteRequests, href: o.links.quotes },
      sites: { label: text.sitesAndZones, href: o.links.sites },
      users: { label: text.users, href: o.links.users },
      edit: { label: editLabel, href: o.links.edit },
      archive: { label: text.archiveOrganisation, href: o.links.archive, tone: "danger" },
      unarchive: {
        label: text.unarchiveOrganisation,
        tone: "success",
        onSelect: () => commands.run(o.id, () => unarchiveOrganisationAction(organisationId, o.id)),
      },
      hideConfigurations: {
        label: text.hideConfigurations,
        onSelect: () => commands.run(o.id, () => setConfigurationsVisibleAction(organisationId, o.id, false)),
      },
      showConfigurations: {
        label: text.showConfigurations,
        onSelect: () => commands.run(o.id, () => setConfigurationsVisibleAction(organisationId, o.id, true)),
      },
      unlink: { label: text.unlinkCustomer, href: o.links.unlink, tone: "danger" },
    };
    return o.actions.map((a) => item[a]);
  };

  const columns: DataColumn<OrganisationListItem>[] = [
    {
      id: "name",
      header: text.name,
      rowHeader: true,
      cell: (o) => (
        <div className="min-w-48">
          <span className="font-semibold text-ink">{o.name}</span>
          <span className="mt-0.5 block font-mono text-xs text-muted">{o.accountCode}</span>
          {o.deletedAt || o.configsHidden ? (
            <span className="mt-1 flex flex-wrap gap-1">
              {o.deletedAt ? <Chip tone="secondary">{text.archived}</Chip> : null}
              {o.configsHidden ? <Chip tone="warning">{text.configsHidden}</Chip> : null}
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
            header: text.type,
            cell: (o) => (
              <Chip tone={o.isDistributor ? "primary" : "secondary"}>
                {o.isDistributor ? text.distributor : text.customer}
              </Chip>
            ),
          },
          {
            id: "distributor",
            header: text.distributor,
            cell: (o) => o.distributorName ?? <span className="text-muted">{text.none}</span>,
          },
        ] satisfies DataColumn<OrganisationListItem>[])
      : []),
    { id: "town", header: text.town, cell: (o) => o.town },
    {
      id: "contact",
      header: text.contact,
      cell: (o) => (
        <>
          {o.contactName}
          <span className="block text-xs text-muted">
            <EmailAddress email={o.contactEmail} />
          </span>
        </>
      ),
    },
    { id: "hoses", header: text.taggedHoses, className: "text-right tabular-nums", cell: (o) => o.hoseCount },
    actionsColumn((o) => (
      <RowActions
        label={formatText(text.actionsFor, { name: o.name })}
        actions={menu(o)}
        pending={commands.pendingId === o.id}
      />
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
