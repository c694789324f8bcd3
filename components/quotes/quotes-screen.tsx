import { ListView } from "@/components/lists/list-view";
import { loadList } from "@/components/lists/load-list";
import { PageHeader } from "@/components/ui/page-header";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import { listQueryFromSearchParams, type SearchParams } from "@/lib/lists/route-query";
import { portalBase } from "@/lib/portal/menu";
import { listQuotes } from "@/lib/quotes/list-quotes";
import { quotesScreen } from "@/lib/quotes/screen";
import { QuotesTable } from "./quotes-table";

/** SPEC §2.5 Quotes: the quotes the organisation sent or received, newest first, titled per SPEC §4. */
export async function QuotesScreen({ org, searchParams }: { org: string; searchParams: SearchParams }) {
  const ctx = await requirePortalCtx(org);
  const screen = quotesScreen(ctx);
  requireAccess(ctx, screen.allowed);
  const base = `${portalBase(ctx.organisation)}/quote-requests`;
  const { meta, items } = await loadList(() => listQuotes(ctx, listQueryFromSearchParams(searchParams)));
  const rows = items.map((q) => ({ ...q, links: { view: `${base}/${q.id}` } }));
  return (
    <div className="space-y-6">
      <PageHeader
        title="Quote requests"
        description={
          ctx.flags.isClientAdmin
            ? "Quotes requested by customers and offered by distributors."
            : "Request or offer a quote from a hose's actions in Tagged hoses."
        }
      />
      <ListView
        meta={meta}
        path={base}
        exportable={screen.canExport ? { organisationId: org, resource: "quotes" } : undefined}
      >
        <QuotesTable rows={rows} />
      </ListView>
    </div>
  );
}
