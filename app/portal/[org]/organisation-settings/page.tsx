import { PageHeader } from "@/components/ui/page-header";
import { clientTexts, translator } from "@/lib/i18n/catalogue";
import { pageLocale } from "@/lib/web/locale";
import { OrganisationSettingsForm } from "@/components/settings/organisation-settings-form";
import { ChecklistSettingsForm } from "@/components/checklists/checklist-settings-form";
import { saveChecklistSettingsAction } from "@/lib/actions/checklists";
import { saveOrganisationSettingsAction } from "@/lib/actions/organisation-settings";
import { getChecklistSettings, listChecklists } from "@/lib/checklists";
import { formatText } from "@/lib/i18n/format-text";
import { requireAccess, requirePortalCtx, requireRole } from "@/lib/web/browser-session";
import { listCatalogueOptions } from "@/lib/catalogue/list-catalogue";
import { getOrganisationSettings } from "@/lib/organisations/organisation-settings";
import { canOpenOrganisationSettings } from "@/lib/organisations/settings-access";

/** The tab's title in the page's language. */
export async function generateMetadata() {
  return { title: translator(await pageLocale(), "organisationSettings")("pageTitle") };
}

/** SPEC §2.5 OrganisationSettings (adminRole; the settings are the acting organisation's). */
export default async function OrganisationSettingsPage({ params }: { params: Promise<{ org: string }> }) {
  const { org } = await params;
  const ctx = await requirePortalCtx(org);
  requireRole(ctx, "adminRole");
  requireAccess(ctx, canOpenOrganisationSettings(ctx));
  const [settings, catalogue, checklistSettings, checklists] = await Promise.all([
    getOrganisationSettings(ctx),
    listCatalogueOptions(ctx),
    getChecklistSettings(ctx),
    listChecklists(ctx, { page: 1, limit: 100, filters: {} }),
  ]);
  // The names this server's Intl knows, with the saved one (an alias such as "UTC") kept in.
  const timeZones = [...new Set([settings.timeZone, ...Intl.supportedValuesOf("timeZone")])].sort();
  const locale = await pageLocale();
  const t = translator(locale, "organisationSettings");
  const checklistText = clientTexts(locale, "checklists");
  const toOptions = (list: Array<{ id: string; name: string }>) => list.map((i) => ({ value: i.id, label: i.name }));
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={t("title", { name: settings.name })} description={t("description")} />
      <OrganisationSettingsForm
        key={JSON.stringify(settings)}
        action={saveOrganisationSettingsAction.bind(null, org)}
        initial={settings}
        manufacturers={toOptions(catalogue.manufacturers)}
        hoseTypes={toOptions(catalogue.hoseTypes)}
        timeZones={timeZones}
        inspectionRules={ctx.organisation !== "admin" && ctx.organisation?.isDistributor === false}
        text={clientTexts(locale, "organisationSettings")}
      />
      <ChecklistSettingsForm
        key={JSON.stringify(checklistSettings)}
        action={saveChecklistSettingsAction.bind(null, org)}
        initial={checklistSettings}
        options={checklists.items.map((c) => ({
          value: c.id,
          label: formatText(checklistText.nameVersion, { name: c.name, version: c.version }),
        }))}
        text={checklistText}
      />
    </div>
  );
}
