import { FilterChips } from "@/components/lists/filter-chips";
import { ListView } from "@/components/lists/list-view";
import { loadList } from "@/components/lists/load-list";
import { PageHeader } from "@/components/ui/page-header";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import { hoseTitle, hosesScreen } from "@/lib/hoses/screen";
import { listInspections } from "@/lib/inspections/list-inspections";
import { listQueryFromSearchParams, type SearchParams } from "@/lib/lists/route-query";
import { portalBase } from "@/lib/portal/menu";
import { InspectionsTable } from "./inspections-table";

/** SPEC §2.5 Inspections: the inspections of the hoses the user sees, newest first. */
export async function InspectionsScreen({ org, searchParams }: { org: string; searchParams: SearchParams }) {
  const ctx = await requirePortalCtx(org);
  const screen = hosesScreen(ctx);
  requireAccess(ctx, screen.allowed);
  const base = portalBase(ctx.organisation);
  const { meta, items } = await loadList(() => listInspections(ctx, listQueryFromSearchParams(searchParams)));
  const rows = items.map((i) => ({ ...i, hoseTitle: hoseTitle(i), hoseHref: `${base}/hoses/${i.hoseId}` }));
  return (
    <div className="space-y-6">
      <PageHeader
        title="Inspections"
        description="To record an inspection, open the hose (scan its tag or find it in Tagged hoses) and choose Record inspection."
      />
      {/* The hose or zone a link narrowed the list to ('All inspections of this hose'). */}
      {meta ? <FilterChips path={`${base}/inspections`} filters={meta.filters} /> : null}
      <ListView
        meta={meta}
        path={`${base}/inspections`}
        exportable={ctx.flags.isAdmin ? { organisationId: org, resource: "inspections" } : undefined}
      >
        <InspectionsTable rows={rows} showCustomer={screen.showCustomer} />
      </ListView>
    </div>
  );
}
