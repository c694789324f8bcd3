import { DetailList } from "@/components/ui/detail-list";
import { orNotFound } from "@/lib/core/errors";
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
import type { OrganisationsText } from "./organisations-text";
import { clientTexts } from "@/lib/i18n/catalogue";
import { formatText } from "@/lib/i18n/format-text";
import { pageLocale } from "@/lib/web/locale";
import { organisationLabelsIn } from "./organisations-labels";

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
  const locale = await pageLocale();
  const text = clientTexts(locale, "organisations");
  return {
    ctx,
    locale,
    screen,
    text,
    labels: organisationLabelsIn(screen.labels, text),
    listHref: `${portalBase(ctx.organisation)}/organisations`,
  };
}

/** SPEC §9: pick lists load up to 1000 organisations. */
async function distributorOptions(ctx: AuthedCtx) {
  const { items } = await listOrganisations(ctx, { page: 1, limit: 1000, filters: { type: "distributor" } });
  return items.map((d) => ({ id: d.id, name: d.name }));
}

async function findOrganisation(ctx: AuthedCtx, id: string) {
  return orNotFound(getOrganisation(ctx, id));
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

function NotFound({ mode, listHref, text }: { mode: RouteDialogMode; listHref: string; text: OrganisationsText }) {
  return (
    <RouteDialog title={text.notFoundTitle} mode={mode} listHref={listHref} closeLabel={text.close}>
      <ErrorList messages={[text.notFoundText]} />
    </RouteDialog>
  );
}

export async function AddOrganisationDialog({ org, mode }: DialogProps) {
  const { ctx, screen, text, labels, listHref } = await screenCtx(org);
  requireAccess(ctx, screen.canEdit);
  return (
    <RouteDialog title={labels.add} mode={mode} listHref={listHref} closeLabel={text.close}>
      <OrganisationForm
        organisationId={org}
        id={null}
        initial={null}
        labels={labels}
        text={text}
        distributors={screen.chooseDistributor ? await distributorOptions(ctx) : null}
      />
    </RouteDialog>
  );
}

export async function EditOrganisationDialog({ org, id, mode }: DialogProps & { id: string }) {
  const { ctx, screen, text, labels, listHref } = await screenCtx(org);
  requireAccess(ctx, screen.canEdit);
  const o = await findEditable(ctx, id);
  if (!o) return <NotFound mode={mode} listHref={listHref} text={text} />;
  return (
    <RouteDialog title={labels.edit} mode={mode} listHref={listHref} closeLabel={text.close}>
      <OrganisationForm
        organisationId={org}
        id={o.id}
        initial={o}
        labels={labels}
        text={text}
        distributors={screen.chooseDistributor ? withCurrentDistributor(await distributorOptions(ctx), o, text) : null}
      />
    </RouteDialog>
  );
}

/** The stored distributor stays selectable even when archived, so a save does not unlink it. */
function withCurrentDistributor(
  options: Array<{ id: string; name: string }>,
  o: { distributorId: string | null; distributorName: string | null; distributorArchived: boolean },
  text: OrganisationsText,
) {
  if (!o.distributorId || options.some((d) => d.id === o.distributorId)) return options;
  const name = o.distributorName ?? text.distributor;
  return [
    ...options,
    { id: o.distributorId, name: o.distributorArchived ? formatText(text.archivedName, { name }) : name },
  ];
}

export async function ViewOrganisationDialog({ org, id, mode }: DialogProps & { id: string }) {
  const { ctx, screen, text, locale, listHref } = await screenCtx(org);
  const o = await findOrganisation(ctx, id);
  if (!o) return <NotFound mode={mode} listHref={listHref} text={text} />;
  const address = [o.addressLine1, o.addressLine2, o.town, o.postCode].filter(Boolean).join(", ");
  return (
    <RouteDialog title={o.name} mode={mode} listHref={listHref} closeLabel={text.close}>
      <div className="space-y-4">
        <div className="flex flex-wrap gap-2">
          <Chip tone={o.isDistributor ? "primary" : "secondary"}>
            {o.isDistributor ? text.distributorAccount : text.customerAccount}
          </Chip>
          {o.deletedAt ? <Chip tone="secondary">{text.archived}</Chip> : null}
          {configurationsHidden(o) ? <Chip tone="warning">{text.configsHidden}</Chip> : null}
        </div>
        <DetailList
          notSet={text.notSet}
          items={[
            { label: text.accountCode, value: <span className="font-mono">{o.accountCode}</span> },
            ...(screen.showType && !o.isDistributor ? [{ label: text.distributor, value: o.distributorName }] : []),
            { label: text.contactName, value: o.contactName },
            {
              label: text.contactEmail,
              value: (
                <a className="text-primary underline" href={`mailto:${o.contactEmail}`}>
                  <EmailAddress email={o.contactEmail} />
                </a>
              ),
            },
            { label: text.address, value: address },
            {
              label: text.inspectionFrequency,
              value: formatText(text.months, { count: o.hoseInspectionMonths }, locale),
            },
            { label: text.replacementAge, value: formatText(text.months, { count: o.hoseReplacementMonths }, locale) },
            { label: text.taggedHoses, value: o.hoseCount },
          ]}
        />
      </div>
    </RouteDialog>
  );
}

export async function ArchiveOrganisationDialog({ org, id, mode }: DialogProps & { id: string }) {
  const { ctx, screen, text, listHref } = await screenCtx(org);
  requireAccess(ctx, screen.canArchive);
  const o = await findOrganisation(ctx, id);
  if (!o) return <NotFound mode={mode} listHref={listHref} text={text} />;
  return (
    <RouteDialog
      title={text.areYouSure}
      description={text.archiveExplain}
      mode={mode}
      listHref={listHref}
      closeLabel={text.close}
    >
      <ArchiveOrganisationForm organisationId={org} id={o.id} name={o.name} text={text} />
    </RouteDialog>
  );
}

/** link/{accountCode?}: link a customer, or unlink one already linked to us. */
export async function LinkCustomerDialog({ org, accountCode, mode }: DialogProps & { accountCode?: string }) {
  const { ctx, screen, text, listHref } = await screenCtx(org);
  requireAccess(ctx, screen.canLink);
  const code = (accountCode ?? "").trim().slice(0, 6);
  const linked = code.length === 6 ? await findLinkedCustomer(ctx, code) : null;
  if (linked) {
    return (
      <RouteDialog
        title={text.unlinkCustomer}
        description={formatText(text.linkedToYou, { name: linked.name, accountCode: linked.accountCode })}
        mode={mode}
        listHref={listHref}
        closeLabel={text.close}
      >
        <UnlinkCustomerForm organisationId={org} customerId={linked.id} name={linked.name} text={text} />
      </RouteDialog>
    );
  }
  return (
    <RouteDialog
      title={text.linkNewCustomer}
      description={text.linkExplain}
      mode={mode}
      listHref={listHref}
      closeLabel={text.close}
    >
      <LinkCustomerForm organisationId={org} accountCode={code} text={text} />
    </RouteDialog>
  );
}
