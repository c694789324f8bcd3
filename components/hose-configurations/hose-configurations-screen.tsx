import { ListView } from "@/components/lists/list-view";
import { loadList } from "@/components/lists/load-list";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHeader } from "@/components/ui/page-header";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import { listHoseConfigurations } from "@/lib/hose-configurations/list-hose-configurations";
import { hoseConfigurationRowActions, hoseConfigurationsScreen } from "@/lib/hose-configurations/screen";
import { listQueryFromSearchParams, type SearchParams } from "@/lib/lists/route-query";
import { portalBase } from "@/lib/portal/menu";
import { unitsOf } from "@/lib/units/convert";
import { formatBore } from "@/lib/units/format";
import { clientTexts } from "@/lib/i18n/catalogue";
import { filtersIn } from "@/lib/i18n/filter-labels";
import { pageLocale } from "@/lib/web/locale";
import { HoseConfigurationsTable } from "./hose-configurations-table";

/**
 * SPEC §2.5 HoseConfigurations ("Configuration library"): rendered by the list route and, under
 * a directly visited dialog route, by that route's page.
 */
export async function HoseConfigurationsScreen({ org, searchParams }: { org: string; searchParams: SearchParams }) {
  const ctx = await requirePortalCtx(org);
  const screen = hoseConfigurationsScreen(ctx);
  requireAccess(ctx, screen.allowed);
  const base = portalBase(ctx.organisation);
  const units = unitsOf(ctx);
  const { meta, items } = await loadList(() => listHoseConfigurations(ctx, listQueryFromSearchParams(searchParams)));
  const locale = await pageLocale();
  const text = clientTexts(locale, "hoseConfigurations");
  // The English of the filters lib/hose-configurations/list-hose-configurations.ts describes.
  const filterWords: Record<string, string> = {
    Search: text.filterSearch,
    "Configuration name": text.filterName,
    Organisation: text.organisation,
    "Hose type": text.hoseType,
    "Bore size": text.boreSize,
  };
  return (
    <div className="space-y-6">
      <PageHeader
        title={text.title}
        actions={
          screen.canChange ? (
            <>
              <ButtonLink href={`${base}/hose-configurations-import`} variant="secondary">
                {text.importConfigs}
              </ButtonLink>
              <ButtonLink href={`${base}/hose-configurations/add`} scroll={false}>
                {text.createConfig}
              </ButtonLink>
            </>
          ) : null
        }
      />
      <ListView
        meta={meta ? { ...meta, filters: filtersIn(meta.filters, filterWords) } : null}
        path={`${base}/hose-configurations`}
        text={{ ...clientTexts(locale, "list"), locale }}
      >
        <HoseConfigurationsTable
          showOrganisation={screen.showOrganisation}
          text={text}
          rows={items.map((r) => ({
            id: r.id,
            name: r.name,
            organisationName: r.organisationName,
            boreSize: r.boreSize ? formatBore(r.boreSize, units) : null,
            type: r.type,
            hoseCount: r.hoseCount,
            actions: hoseConfigurationRowActions(ctx, r),
            href: `${base}/hose-configurations/${r.id}`,
          }))}
        />
      </ListView>
    </div>
  );
}
