import { ListView } from "@/components/lists/list-view";
import { loadList } from "@/components/lists/load-list";
import { PageHeader } from "@/components/ui/page-header";
import { listActivity } from "@/lib/activity/list-activity";
import { activityScreen } from "@/lib/activity/screen";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import { listQueryFromSearchParams, type SearchParams } from "@/lib/lists/route-query";
import { portalBase } from "@/lib/portal/menu";
import { ActivityTable } from "./activity-table";

/** Activity: the audit trail of the organisation (Admins) or the client (client admins). */
export async function ActivityScreen({ org, searchParams }: { org: string; searchParams: SearchParams }) {
  const ctx = await requirePortalCtx(org);
  const screen = activityScreen(ctx);
  requireAccess(ctx, screen.allowed);
  const base = portalBase(ctx.organisation);
  const { meta, items } = await loadList(() => listActivity(ctx, listQueryFromSearchParams(searchParams)));
  const rows = items.map((a) => ({
    ...a,
    link: a.entity === "Hose" && a.entityId && a.action !== "hose.archive" ? `${base}/hoses/${a.entityId}` : null,
  }));
  return (
    <div className="space-y-6">
      <PageHeader
        title="Activity"
        description={
          ctx.organisation === "admin"
            ? "Every change made in this client: who, when and what changed."
            : "Every change to your organisation's records and by its people: who, when and what changed."
        }
      />
      <ListView
        meta={meta}
        path={`${base}/activity`}
        exportable={screen.canExport ? { organisationId: org, resource: "activity" } : undefined}
      >
        <ActivityTable rows={rows} />
      </ListView>
    </div>
  );
}
