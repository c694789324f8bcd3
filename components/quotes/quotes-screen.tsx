import { ListView } from "@/components/lists/list-view";
import { loadList } from "@/components/lists/load-list";
import { PageHeader } from "@/components/ui/page-header";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import { clientTexts } from "@/lib/i18n/catalogue";
import type { Filter } from "@/lib/lists/schemas";
import { listQueryFromSearchParams, type SearchParams } from "@/lib/lists/route-query";
import { portalBase } from "@/lib/portal/menu";
import { quoteViewer } from "@/lib/quotes/access";
import { listQuotes } from "@/lib/quotes/list-quotes";
import { quotesScreen } from "@/lib/quotes/screen";
import { pageLocale } from "@/lib/web/locale";
import type { Metadata } from "next";
import { type QuotesText, quoteStatusIn, quoteTitleIn, quotesText } from "./quote-text";
import { QuotesTable } from "./quotes-table";

/** The list's title in the page's language, for the page's metadata. */
export async function quotesMetadata(): Promise<Metadata> {
  return { title: quotesText(await pageLocale()).title };
}

/** SPEC §2.5 Quotes: the quotes the organisation sent or received, newest first, titled per SPEC §4. */
export async function QuotesScreen({ org, searchParams }: { org: string; searchParams: SearchParams }) {
  const ctx = await requirePortalCtx(org);
  const screen = quotesScreen(ctx);
  requireAccess(ctx, screen.allowed);
  const base = `${portalBase(ctx.organisation)}/quote-requests`;
  const { meta, items } = await loadList(() => listQuotes(ctx, listQueryFromSearchParams(searchParams)));
  const locale = await pageLocale();
  const text = quotesText(locale);
  const viewer = quoteViewer(ctx);
  const rows = items.map((q) => ({
    ...q,
    title: quoteTitleIn(viewer, q, text),
    statusLabel: quoteStatusIn(q, text),
    links: { view: `${base}/${q.id}` },
  }));
  return (
    <div className="space-y-6">
      <PageHeader title={text.title} description={ctx.flags.isClientAdmin ? text.descriptionAdmin : text.description} />
      <ListView
        meta={meta ? { ...meta, filters: quoteFiltersIn(meta.filters, text) } : null}
        path={base}
        text={{ ...clientTexts(locale, "list"), locale }}
        exportable={screen.canExport ? { organisationId: org, resource: "quotes" } : undefined}
      >
        <QuotesTable rows={rows} text={text} />
      </ListView>
    </div>
  );
}

/**
 * The filters as lib/quotes/list-quotes.ts describes them (in English, as the API answers) in
 * the page's language, by the filter's id and the fixed choices' values. The organisation
 * chosen by a link (customer, distributor) is the tenant's own name and stays as it is.
 */
function quoteFiltersIn(filters: Filter[], text: QuotesText): Filter[] {
  const said: Record<string, { label: string; description?: string; options?: Record<string, string> }> = {
    search: { label: text.filterSearch, description: text.filterSearchHint },
    status: {
      label: text.filterStatus,
      description: text.filterStatusHint,
      options: { open: text.stateOpen, completed: text.stateCompleted },
    },
    direction: {
      label: text.filterDirection,
      description: text.filterDirectionHint,
      options: { sent: text.directionSent, received: text.directionReceived },
    },
    customer: { label: text.filterCustomer },
    distributor: { label: text.filterDistributor },
  };
  return filters.map((f) => {
    const s = said[f.id];
    if (!s) return f;
    return {
      ...f,
      label: s.label,
      ...(f.description && s.description ? { description: s.description } : {}),
      options: s.options ? f.options.map((o) => ({ ...o, label: s.options![o.value] ?? o.label })) : f.options,
    };
  });
}
