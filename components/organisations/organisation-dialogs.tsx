import { DetailList } from "@/components/ui/detail-list";
import { ErrorList } from "@/components/ui/error-list";
import { RouteDialog, type RouteDialogMode } from "@/components/ui/route-dialog";
import { Chip } from "@/components/ui/chip";
import { EmailAddress } from "@/components/ui/email-address";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import type { AuthedCtx } from "@/lib/core/ctx";
import { findLinkedCustomer } from "@/lib/organisations/customer-links";
import { getOrganisation } from "@/lib/organisations/get-organisation";
import { listOrganisations } from "@/lib/organisations/list-organisations";
import { configurationsHidden, organisationsScreen } from "@/lib/organisations/screen";
import { portalBase } from "@/lib/portal/menu";
import { ArchiveOrganisationForm } from "./archive-organisation-form";
import { LinkCustomerForm, UnlinkCustomerForm } from "./link-customer-form";
import { OrganisationForm } from "./organisation-form";

/**
 * The dialog routes of the Organisations screen (SPEC §2.1): add, {organisationId} (edit),
 * {organisationId}/view, {organisationId}/delete (archive) and link/{accountCode?}. Each checks
 * its own guard: it may be the first thing rendered on a direct visit.
 */

type DialogProps = { org: string; mode: RouteDialogMode };

async function screenCtx(org: string) {
  const ctx = await requirePortalCtx(org);
  const screen = organisationsScreen(ctx.flags);
  requireAccess(ctx, screen.allowed);
  return { ctx, screen, listHref: `${portalBase(ctx.organisation)}/organisations` };
}

/** SPEC §9: pick lists load up to 1000 organisations. */
async function distributorOptions(ctx: AuthedCtx) {
  const { items } = await listOrganisations(ctx, { page: 1, limit: 1000, filters: { type: "distributor" } });
  return items.map((d) => ({ id: d.id, name: d.name }));
}

async function findOrganisation(ctx: AuthedCtx, id: string) {
  return getOrganisation(ctx, id).catch(() => null);
}

/**
 * What the caller may edit: any organisation for a client admin; for a distributor only its own
 * customers (it also sees itself, which it edits in its settings, not here).
 */
async function findEditable(ctx: AuthedCtx, id: string) {
  const o = await findOrganisation(ctx, id);
  if (!o || ctx.flags.isClientAdmin) return o;
  const self = ctx.organisation === "admin" ? null : ctx.organisation?.id;
  return o.distributorId !== null && o.distributorId === self ? o : null;
}

function NotFound({ mode, listHref }: { mode: RouteDialogMode; listHref: string }) {
  return (
    <RouteDialog title="Organisation not found" mode={mode} listHref={listHref}>
      <ErrorList messages={["This organisation does not exist or is not available to you."]} />
    </RouteDialog>
  );
}

export async function AddOrganisationDialog({ org, mode }: DialogProps) {
  const { ctx, screen, listHref } = await screenCtx(org);
  requireAccess(ctx, screen.canEdit);
  return (
    <RouteDialog title={screen.labels.add} mode={mode} listHref={listHref}>
      <OrganisationForm
        organisationId={org}
        id={null}
        initial={null}
        labels={screen.labels}
        distributors={screen.chooseDistributor ? await distributorOptions(ctx) : null}
      />
    </RouteDialog>
  );
}

export async function EditOrganisationDialog({ org, id, mode }: DialogProps & { id: string }) {
  const { ctx, screen, listHref } = await screenCtx(org);
  requireAccess(ctx, screen.canEdit);
  const o = await findEditable(ctx, id);
  if (!o) return <NotFound mode={mode} listHref={listHref} />;
  return (
    <RouteDialog title={screen.labels.edit} mode={mode} listHref={listHref}>
      <OrganisationForm
        organisationId={org}
        id={o.id}
        initial={o}
        labels={screen.labels}
        distributors={screen.chooseDistributor ? withCurrentDistributor(await distributorOptions(ctx), o) : null}
      />
    </RouteDialog>
  );
}

/** The stored distributor stays selectable even when archived, so a save does not unlink it. */
function withCurrentDistributor(
  options: Array<{ id: string; name: string }>,
  o: { distributorId: string | null; distributorName: string | null; distributorArchived: boolean },
) {
  if (!o.distributorId || options.some((d) => d.id === o.distributorId)) return options;
  return [
    ...options,
    { id: o.distributorId, name: `${o.distributorName ?? "Distributor"}${o.distributorArchived ? " (archived)" : ""}` },
  ];
}

export async function ViewOrganisationDialog({ org, id, mode }: DialogProps & { id: string }) {
  const { ctx, screen, listHref } = await screenCtx(org);
  const o = await findOrganisation(ctx, id);
  if (!o) return <NotFound mode={mode} listHref={listHref} />;
  const address = [o.addressLine1, o.addressLine2, o.town, o.postCode].filter(Boolean).join(", ");
  return (
    <RouteDialog title={o.name} mode={mode} listHref={listHref}>
      <div className="space-y-4">
        <div className="flex flex-wrap gap-2">
          <Chip tone={o.isDistributor ? "primary" : "secondary"}>
            {o.isDistributor ? "Distributor account" : "Customer account"}
          </Chip>
          {o.deletedAt ? <Chip tone="secondary">Archived</Chip> : null}
          {configurationsHidden(o) ? <Chip tone="warning">Configs hidden</Chip> : null}
        </div>
        <DetailList
          items={[
            { label: "Account code", value: <span className="font-mono">{o.accountCode}</span> },
            ...(screen.showType && !o.isDistributor ? [{ label: "Distributor", value: o.distributorName }] : []),
            { label: "Contact name", value: o.contactName },
            {
              label: "Contact email",
              value: (
                <a className="text-primary underline" href={`mailto:${o.contactEmail}`}>
                  <EmailAddress email={o.contactEmail} />
                </a>
              ),
            },
            { label: "Address", value: address },
            { label: "Inspection frequency", value: `${o.hoseInspectionMonths} months` },
            { label: "Replacement age", value: `${o.hoseReplacementMonths} months` },
            { label: "Tagged hoses", value: o.hoseCount },
          ]}
        />
      </div>
    </RouteDialog>
  );
}

export async function ArchiveOrganisationDialog({ org, id, mode }: DialogProps & { id: string }) {
  const { ctx, screen, listHref } = await screenCtx(org);
  requireAccess(ctx, screen.canArchive);
  const o = await findOrganisation(ctx, id);
  if (!o) return <NotFound mode={mode} listHref={listHref} />;
  return (
    <RouteDialog
      title="Are you sure?"
      description="Archiving this organisation will remove access for all users using it."
      mode={mode}
      listHref={listHref}
    >
      <ArchiveOrganisationForm organisationId={org} id={o.id} name={o.name} />
    </RouteDialog>
  );
}

/** link/{accountCode?}: link a customer, or unlink one already linked to us. */
export async function LinkCustomerDialog({ org, accountCode, mode }: DialogProps & { accountCode?: string }) {
  const { ctx, screen, listHref } = await screenCtx(org);
  requireAccess(ctx, screen.canLink);
  const code = (accountCode ?? "").trim().slice(0, 6);
  const linked = code.length === 6 ? await findLinkedCustomer(ctx, code) : null;
  if (linked) {
    return (
      <RouteDialog
        title="Unlink customer"
        description={`${linked.name} (${linked.accountCode}) is linked to your account.`}
        mode={mode}
        listHref={listHref}
      >
        <UnlinkCustomerForm organisationId={org} customerId={linked.id} name={linked.name} />
      </RouteDialog>
    );
  }
  return (
    <RouteDialog
      title="Link new customer"
      description="Link a customer to your account with its account code."
      mode={mode}
      listHref={listHref}
    >
      <LinkCustomerForm organisationId={org} accountCode={code} />
    </RouteDialog>
  );
}
