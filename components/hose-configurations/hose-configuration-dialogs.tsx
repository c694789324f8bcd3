import { ErrorList } from "@/components/ui/error-list";
import { RouteDialog, type RouteDialogMode } from "@/components/ui/route-dialog";
import {
  createHoseConfigurationAction,
  deleteHoseConfigurationAction,
  updateHoseConfigurationAction,
} from "@/lib/actions/hose-configurations";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import type { AuthedCtx } from "@/lib/core/ctx";
import { getCatalogue } from "@/lib/catalogue/get-catalogue";
import { unitsOf } from "@/lib/units/convert";
import { getHoseConfiguration } from "@/lib/hose-configurations/get-hose-configuration";
import { configurationHoseCounts } from "@/lib/hose-configurations/delete-hose-configuration";
import { hoseConfigurationRowActions, hoseConfigurationsScreen } from "@/lib/hose-configurations/screen";
import { AppError } from "@/lib/core/errors";
import { listOrganisations } from "@/lib/organisations/list-organisations";
import { portalBase } from "@/lib/portal/menu";
import { DeleteHoseConfigurationForm } from "./delete-hose-configuration-form";
import { HoseConfigurationDetails } from "./hose-configuration-details";
import { HoseConfigurationForm } from "./hose-configuration-form";
import { clientTexts } from "@/lib/i18n/catalogue";
import { inUseWarning } from "./in-use-warning";
import { formatText } from "@/lib/i18n/format-text";
import { pageLocale } from "@/lib/web/locale";
import type { HoseConfigurationsText } from "./hose-configurations-text";

/**
 * The dialog routes of HoseConfigurations (SPEC §2.1): add, {id} (edit), {id}/delete and
 * {id}/view. Each checks its own guard: it may be the first thing rendered on a direct visit.
 */

type DialogProps = { org: string; mode: RouteDialogMode };

async function screenCtx(org: string) {
  const ctx = await requirePortalCtx(org);
  const screen = hoseConfigurationsScreen(ctx);
  requireAccess(ctx, screen.allowed);
  const text = clientTexts(await pageLocale(), "hoseConfigurations");
  return { ctx, screen, text, listHref: `${portalBase(ctx.organisation)}/hose-configurations` };
}

async function findConfiguration(ctx: AuthedCtx, id: string) {
  try {
    return await getHoseConfiguration(ctx, id);
  } catch (error) {
    if (error instanceof AppError && (error.code === "NOT_FOUND" || error.code === "INVALID")) return null;
    throw error;
  }
}

function NotFound({ mode, listHref, text }: { mode: RouteDialogMode; listHref: string; text: HoseConfigurationsText }) {
  return (
    <RouteDialog title={text.notFoundTitle} mode={mode} listHref={listHref}>
      <ErrorList messages={[text.notFound]} />
    </RouteDialog>
  );
}

/** SPEC §9: organisation pick lists load up to 1000. */
async function organisationOptions(ctx: AuthedCtx) {
  const { items } = await listOrganisations(ctx, { page: 1, limit: 1000, filters: {} });
  return items.map((o) => ({ id: o.id, name: o.name }));
}

export async function AddHoseConfigurationDialog({ org, mode }: DialogProps) {
  const { ctx, screen, text, listHref } = await screenCtx(org);
  requireAccess(ctx, screen.canChange);
  const [catalogue, organisations] = await Promise.all([
    getCatalogue(ctx),
    screen.chooseOrganisation ? organisationOptions(ctx) : null,
  ]);
  return (
    <RouteDialog title={text.createConfig} mode={mode} listHref={listHref}>
      <HoseConfigurationForm
        action={createHoseConfigurationAction.bind(null, org)}
        row={null}
        catalogue={catalogue}
        manualEntry={ctx.client.manualHoseConfiguration}
        organisations={organisations}
        submitLabel={text.createConfig}
        units={unitsOf(ctx)}
        text={text}
      />
    </RouteDialog>
  );
}

export async function EditHoseConfigurationDialog({ org, id, mode }: DialogProps & { id: string }) {
  const { ctx, screen, text, listHref } = await screenCtx(org);
  requireAccess(ctx, screen.canChange);
  const row = await findConfiguration(ctx, id);
  if (!row || row.hidden) return <NotFound mode={mode} listHref={listHref} text={text} />;
  requireAccess(ctx, hoseConfigurationRowActions(ctx, row).includes("edit"));
  const catalogue = await getCatalogue(ctx);
  return (
    <RouteDialog
      title={text.editConfig}
      description={
        screen.showOrganisation ? formatText(text.organisationOf, { name: row.organisationName }) : undefined
      }
      mode={mode}
      listHref={listHref}
    >
      <HoseConfigurationForm
        action={updateHoseConfigurationAction.bind(null, org, row.id)}
        row={row}
        catalogue={catalogue}
        manualEntry={ctx.client.manualHoseConfiguration}
        organisations={null}
        submitLabel={text.saveConfig}
        units={unitsOf(ctx)}
        text={text}
      />
    </RouteDialog>
  );
}

export async function DeleteHoseConfigurationDialog({ org, id, mode }: DialogProps & { id: string }) {
  const { ctx, screen, text, listHref } = await screenCtx(org);
  requireAccess(ctx, screen.canChange);
  const row = await findConfiguration(ctx, id);
  if (!row || row.hidden) return <NotFound mode={mode} listHref={listHref} text={text} />;
  requireAccess(ctx, hoseConfigurationRowActions(ctx, row).includes("delete"));
  return (
    <RouteDialog title={text.deleteTitle} mode={mode} listHref={listHref}>
      <DeleteHoseConfigurationForm
        action={deleteHoseConfigurationAction.bind(null, org, row.id)}
        name={row.name}
        warning={inUseWarning(await configurationHoseCounts(ctx, row.id), await pageLocale())}
        text={text}
      />
    </RouteDialog>
  );
}

export async function ViewHoseConfigurationDialog({ org, id, mode }: DialogProps & { id: string }) {
  const { ctx, screen, text, listHref } = await screenCtx(org);
  const row = await findConfiguration(ctx, id);
  if (!row) return <NotFound mode={mode} listHref={listHref} text={text} />;
  return (
    <RouteDialog title={text.viewConfig} mode={mode} listHref={listHref}>
      <HoseConfigurationDetails row={row} showOrganisation={screen.showOrganisation} units={unitsOf(ctx)} text={text} />
    </RouteDialog>
  );
}
