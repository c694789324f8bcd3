import { HoseConfigurationsImport } from "@/components/hose-configurations/hose-configurations-import";
import { PageHeader } from "@/components/ui/page-header";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import { actingOrganisation } from "@/lib/core/ctx";
import { hoseConfigurationsScreen } from "@/lib/hose-configurations/screen";
import { portalBase } from "@/lib/portal/menu";
import { importLibraryChoices } from "@/lib/hose-configurations/import/import-context";

export const metadata = { title: "Import hose configs" };

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
  return (
    <div className="space-y-6">
      <PageHeader title="Import hose configs" />
      <HoseConfigurationsImport
        org={org}
        organisations={organisations}
        ownOrganisationId={own}
        libraryHref={`${portalBase(ctx.organisation)}/hose-configurations`}
      />
    </div>
  );
}
