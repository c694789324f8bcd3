import { HoseConfigurationsImport } from "@/components/hose-configurations/hose-configurations-import";
import { PageHeader } from "@/components/ui/page-header";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import { actingOrganisation } from "@/lib/core/ctx";
import { hoseConfigurationsScreen } from "@/lib/hose-configurations/screen";
import { portalBase } from "@/lib/portal/menu";
import { importLibraryChoices } from "@/lib/hose-configurations/import/import-context";
import type { Metadata } from "next";
import { clientTexts, translator } from "@/lib/i18n/catalogue";
import { pageLocale } from "@/lib/web/locale";
import { getTranslations } from "next-intl/server";
import { CONFIGURATION_IMPORT_TEMPLATES, importRuleMessages } from "@/components/imports/import-rule-messages";

/** The title in the reader's language. */
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("hoseConfigurations"))("importConfigs") };
}

/**
 * SPEC §2.1 HoseConfigurationsImport, 2.5 Import screen: client admins first pick a distributor
 * (up to 1000); others import into their current organisation's library.
 */
export default async function Page({ params }: { params: Promise<{ org: string }> }) {
  const { org } = await params;
  const ctx = await requirePortalCtx(org);
  const screen = hoseConfigurationsScreen(ctx);
  requireAccess(ctx, screen.allowed && screen.canChange);
  const organisations = await importLibraryChoices(ctx);
  const own = actingOrganisation(ctx)?.id ?? null;
  const locale = await pageLocale();
  return (
    <div className="space-y-6">
      <PageHeader title={translator(locale, "hoseConfigurations")("importConfigs")} />
      <HoseConfigurationsImport
        org={org}
        organisations={organisations}
        ownOrganisationId={own}
        libraryHref={`${portalBase(ctx.organisation)}/hose-configurations`}
        text={{
          ...clientTexts(locale, "configurationsImport"),
          preview: clientTexts(locale, "importPreview"),
          rules: importRuleMessages(locale, CONFIGURATION_IMPORT_TEMPLATES),
        }}
      />
    </div>
  );
}
