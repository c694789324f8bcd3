import { ListView } from "@/components/lists/list-view";
import { loadList } from "@/components/lists/load-list";
import { PageHeader } from "@/components/ui/page-header";
import { requirePortalCtx, requireRole } from "@/lib/web/browser-session";
import { listQueryFromSearchParams, type SearchParams } from "@/lib/lists/route-query";
import { batchDistributorOptions } from "@/lib/tags/batch-rows";
import { listBatches } from "@/lib/tags/list-batches";
import { BATCH_PAGE_SIZE } from "@/lib/tags/schemas";
import { countTags } from "@/lib/tags/tag-counts";
import { BatchesTable } from "./batches-table";
import { TagFilePanel } from "./tag-file-panel";

/**
 * SPEC §2.5 TagManagement (guard superAdminRole): usage counters, tag file upload and deletion,
 * and the batch list (page size 7) under its dialog routes.
 */
export async function TagManagementScreen({ org, searchParams }: { org: string; searchParams: SearchParams }) {
  const ctx = await requirePortalCtx(org);
  requireRole(ctx, "superAdminRole");
  const query = { ...listQueryFromSearchParams(searchParams, { limit: BATCH_PAGE_SIZE }), limit: BATCH_PAGE_SIZE };
  const [uploaded, allocated, uninstalled, list, distributors] = await Promise.all([
    countTags(ctx, "uploaded"),
    countTags(ctx, "allocated"),
    countTags(ctx, "uninstalled"),
    loadList(() => listBatches(ctx, query)),
    batchDistributorOptions(ctx),
  ]);
  const counters = [
    { label: "Tags uploaded", value: uploaded.count },
    { label: "Tags allocated", value: allocated.count },
    // Free tags, on no hose yet: "uninstalled" (the API's count name) would read as the hose
    // status Uninstalled.
    { label: "Tags not yet fitted", value: uninstalled.count },
  ];
  return (
    <div className="space-y-6">
      <PageHeader title="Tag management" />
      <dl className="grid gap-4 sm:grid-cols-3">
        {counters.map((c) => (
          <div key={c.label} className="rounded-xl border border-line bg-surface p-5 shadow-xs">
            <dt className="text-sm text-muted">{c.label}</dt>
            <dd className="mt-1 text-3xl font-semibold">{c.value.toLocaleString("en-GB")}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <TagFilePanel org={org} kind="upload" distributors={distributors} />
        <TagFilePanel org={org} kind="delete" />
      </div>
      <section aria-labelledby="tag-batches" className="space-y-4">
        <h2 id="tag-batches" className="text-lg font-semibold">
          Tag batches
        </h2>
        <ListView
          meta={list.meta}
          path={`/portal/${org}/tag-management`}
          exportable={{ organisationId: org, resource: "batches" }}
        >
          <BatchesTable rows={list.items} organisationId={org} />
        </ListView>
      </section>
    </div>
  );
}
