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
import { clientTexts } from "@/lib/i18n/catalogue";
import { filtersIn } from "@/lib/i18n/list-filters";
import { pageLocale } from "@/lib/web/locale";
import type { TagsText } from "./batch-forms";

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
  const locale = await pageLocale();
  const text: TagsText = { ...clientTexts(locale, "tags"), locale };
  const counters = [
    { label: text.tagsUploaded, value: uploaded.count },
    { label: text.tagsAllocated, value: allocated.count },
    // Free tags, on no hose yet: "uninstalled" (the API's count name) would read as the hose
    // status Uninstalled.
    { label: text.tagsNotFitted, value: uninstalled.count },
  ];
  return (
    <div className="space-y-6">
      <PageHeader title={text.title} />
      <dl className="grid gap-4 sm:grid-cols-3">
        {counters.map((c) => (
          <div key={c.label} className="rounded-xl border border-line bg-surface p-5 shadow-xs">
            <dt className="text-sm text-muted">{c.label}</dt>
            <dd className="mt-1 text-3xl font-semibold">{c.value.toLocaleString(locale)}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <TagFilePanel org={org} kind="upload" distributors={distributors} text={text} />
        <TagFilePanel org={org} kind="delete" text={text} />
      </div>
      <section aria-labelledby="tag-batches" className="space-y-4">
        <h2 id="tag-batches" className="text-lg font-semibold">
          {text.tagBatches}
        </h2>
        <ListView
          meta={list.meta ? { ...list.meta, filters: filtersIn(list.meta.filters, locale) } : null}
          text={{ ...clientTexts(locale, "list"), locale }}
          path={`/portal/${org}/tag-management`}
          exportable={{ organisationId: org, resource: "batches" }}
        >
          <BatchesTable rows={list.items} organisationId={org} text={text} />
        </ListView>
      </section>
    </div>
  );
}
