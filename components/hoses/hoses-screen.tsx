import { ListView } from "@/components/lists/list-view";
import { loadList } from "@/components/lists/load-list";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHeader } from "@/components/ui/page-header";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import { today, toIsoDate } from "@/lib/dates";
import { canImportHoses } from "@/lib/hoses/access";
import { listHoses } from "@/lib/hoses/list-hoses";
import { canPrintLabels } from "@/lib/labels/access";
import { hoseTitle, hosesScreen } from "@/lib/hoses/screen";
import { listQueryFromSearchParams, type SearchParams } from "@/lib/lists/route-query";
import { portalBase } from "@/lib/portal/menu";
import { createQuoteLinesAction } from "@/lib/actions/quotes";
import { quoteActor } from "@/lib/quotes/access";
import { quoteDistributorOf } from "@/lib/quotes/counterpart";
import { hoseQuoteAction } from "@/lib/quotes/screen";
import { HosesTable } from "./hoses-table";

/** SPEC §2.5 Hoses: the tagged hoses the user sees, with the filters of SPEC §4. */
export async function HosesScreen({ org, searchParams }: { org: string; searchParams: SearchParams }) {
  const ctx = await requirePortalCtx(org);
  const screen = hosesScreen(ctx);
  requireAccess(ctx, screen.allowed);
  const base = `${portalBase(ctx.organisation)}/hoses`;
  const day = today();
  // A customer requests from its distributor; a distributor offers to the ticked hoses' customer.
  const quoteSender = quoteActor(ctx);
  const [{ meta, items }, quoteReceiver] = await Promise.all([
    loadList(() => listHoses(ctx, listQueryFromSearchParams(searchParams), day)),
    quoteDistributorOf(ctx, quoteSender),
  ]);
  const rows = items.map((h) => ({
    ...h,
    title: hoseTitle(h),
    links: {
      view: `${base}/${h.id}`,
      edit: screen.canChange(h) ? `${base}/${h.id}/edit` : null,
      inspect: screen.canChange(h) ? `${base}/${h.id}/inspect` : null,
    },
    quote: quoteLink(hoseQuoteAction(ctx, h), `${base}/${h.id}/quote`),
  }));
  return (
    <div className="space-y-6">
      <PageHeader
        title="Tagged hoses"
        actions={
          <>
            {canImportHoses(ctx) ? (
              <ButtonLink href={`${portalBase(ctx.organisation)}/hoses-import`} variant="secondary">
                Import hoses
              </ButtonLink>
            ) : null}
            {screen.canCreate ? (
              <ButtonLink href={`${base}/add`} scroll={false}>
                Create hose
              </ButtonLink>
            ) : null}
          </>
        }
      />
      {/* SPEC §2.5 "Hoses: export enabled"; SPEC §6: offered to admins and client admins. */}
      <ListView
        meta={meta}
        path={base}
        exportable={ctx.flags.isAdmin ? { organisationId: org, resource: "hoses" } : undefined}
      >
        <HosesTable
          org={org}
          rows={rows}
          showCustomer={screen.showCustomer}
          today={toIsoDate(day)}
          labels={canPrintLabels(ctx) ? { organisationId: org } : null}
          quoteMany={
            quoteSender && (quoteSender.isDistributor || quoteReceiver)
              ? {
                  action: createQuoteLinesAction.bind(null, org),
                  mode: quoteSender.isDistributor ? "offer" : "request",
                  receiver: quoteReceiver,
                  quoteBase: `${portalBase(ctx.organisation)}/quote-requests`,
                }
              : null
          }
        />
      </ListView>
    </div>
  );
}

/** The 'Request quote' / 'Offer quote' row action (SPEC §6), when offered. */
const quoteLink = (label: string | null, href: string) => (label ? { label, href } : null);
