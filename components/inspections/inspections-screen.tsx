import { FilterChips } from "@/components/lists/filter-chips";
import { ListView } from "@/components/lists/list-view";
import { loadList } from "@/components/lists/load-list";
import { PageHeader } from "@/components/ui/page-header";
import { hoseStateText } from "@/components/hoses/hose-state-text";
import { hoseTitleIn } from "@/components/hoses/hose-text";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import { hosesScreen } from "@/lib/hoses/screen";
import { clientTexts, translateEnglish } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { listInspections } from "@/lib/inspections/list-inspections";
import type { Filter } from "@/lib/lists/schemas";
import { listQueryFromSearchParams, type SearchParams } from "@/lib/lists/route-query";
import { portalBase } from "@/lib/portal/menu";
import { pageLocale } from "@/lib/web/locale";
import { InspectionsTable, type InspectionsText } from "./inspections-table";

/** SPEC §2.5 Inspections: the inspections of the hoses the user sees, newest first. */
export async function InspectionsScreen({ org, searchParams }: { org: string; searchParams: SearchParams }) {
  const ctx = await requirePortalCtx(org);
  const screen = hosesScreen(ctx);
  requireAccess(ctx, screen.allowed);
  const base = portalBase(ctx.organisation);
  const { meta, items } = await loadList(() => listInspections(ctx, listQueryFromSearchParams(searchParams)));
  const locale = await pageLocale();
  const text: InspectionsText = { ...clientTexts(locale, "inspections"), locale };
  const state = hoseStateText(locale);
  const rows = items.map((i) => ({ ...i, hoseTitle: hoseTitleIn(i, state), hoseHref: `${base}/hoses/${i.hoseId}` }));
  const filters = meta ? inspectionFiltersIn(meta.filters, text, locale) : [];
  return (
    <div className="space-y-6">
      <PageHeader title={text.title} description={text.description} />
      {/* The hose or zone a link narrowed the list to ('All inspections of this hose'). */}
      {meta ? <FilterChips path={`${base}/inspections`} filters={filters} text={clientTexts(locale, "list")} /> : null}
      <ListView
        meta={meta ? { ...meta, filters } : null}
        path={`${base}/inspections`}
        text={{ ...clientTexts(locale, "list"), locale }}
        exportable={ctx.flags.isAdmin ? { organisationId: org, resource: "inspections" } : undefined}
      >
        <InspectionsTable rows={rows} showCustomer={screen.showCustomer} text={text} state={state} />
      </ListView>
    </div>
  );
}

/**
 * The filters as the service describes them (in English, as the API answers) in the page's
 * language: this list's own words from the `inspections` namespace, the ones it shares with the
 * hose list (search, customer, distributor) from `hoseFilters`. Names of customers, distributors,
 * hoses and locations are the tenant's own and stay as they are.
 */
function inspectionFiltersIn(filters: Filter[], text: InspectionsText, locale: Locale): Filter[] {
  const own: Record<string, string> = {
    "Tag id or hose name": text.filterSearchHint,
    Result: text.filterResult,
    Good: text.filterGood,
    Monitor: text.filterMonitor,
    Replace: text.filterReplace,
    Hose: text.filterHose,
    Location: text.filterLocation,
  };
  const say = (english: string) => own[english] ?? translateEnglish(english, locale, "hoseFilters");
  return filters.map((f) => ({
    ...f,
    label: say(f.label),
    ...(f.description ? { description: say(f.description) } : {}),
    options: f.id === "result" ? f.options.map((o) => ({ ...o, label: say(o.label) })) : f.options,
  }));
}
