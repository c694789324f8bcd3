import { ListView } from "@/components/lists/list-view";
import { loadList } from "@/components/lists/load-list";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHeader } from "@/components/ui/page-header";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import { today, toIsoDate } from "@/lib/dates";
import { canImportHoses } from "@/lib/hoses/access";
import { listHoses } from "@/lib/hoses/list-hoses";
import { canPrintLabels } from "@/lib/labels/access";
import { hosesScreen } from "@/lib/hoses/screen";
import { listQueryFromSearchParams, type SearchParams } from "@/lib/lists/route-query";
import { portalBase } from "@/lib/portal/menu";
import { createQuoteLinesAction } from "@/lib/actions/quotes";
import { quoteActor } from "@/lib/quotes/access";
import { quoteDistributorOf } from "@/lib/quotes/counterpart";
import { hoseQuoteAction } from "@/lib/quotes/screen";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { clientTexts, translateEnglish } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { Filter } from "@/lib/lists/schemas";
import { pageLocale } from "@/lib/web/locale";
import { hoseStateText } from "./hose-state-text";
import { hoseTitleIn } from "./hose-text";
import { HosesTable } from "./hoses-table";
import { labelsText } from "@/components/labels/labels-text";

/** The list's title in the page's language, for the page's metadata. */
export async function hosesMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("hoses"))("title") };
}

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
  const locale = await pageLocale();
  const t = await getTranslations("hoses");
  const state = hoseStateText(locale);
  // The quote action's label comes in English from the quotes' rules.
  const quoteLabels: Record<string, string> = { "Request quote": t("requestQuote"), "Offer quote": t("offerQuote") };
  const rows = items.map((h) => ({
    ...h,
    title: hoseTitleIn(h, state),
    links: {
      view: `${base}/${h.id}`,
      edit: screen.canChange(h) ? `${base}/${h.id}/edit` : null,
      inspect: screen.canChange(h) ? `${base}/${h.id}/inspect` : null,
    },
    quote: quoteLink(hoseQuoteAction(ctx, h), `${base}/${h.id}/quote`, quoteLabels),
  }));
  return (
    <div className="space-y-6">
      <PageHeader
        title={t("title")}
        actions={
          <>
            {canImportHoses(ctx) ? (
              <ButtonLink href={`${portalBase(ctx.organisation)}/hoses-import`} variant="secondary">
                {t("importHoses")}
              </ButtonLink>
            ) : null}
            {screen.canCreate ? (
              <ButtonLink href={`${base}/add`} scroll={false}>
                {t("createHose")}
              </ButtonLink>
            ) : null}
          </>
        }
      />
      {/* SPEC §2.5 "Hoses: export enabled"; SPEC §6: offered to admins and client admins. */}
      <ListView
        meta={meta ? { ...meta, filters: hoseFiltersIn(meta.filters, locale) } : null}
        path={base}
        text={{ ...clientTexts(locale, "list"), locale }}
        exportable={ctx.flags.isAdmin ? { organisationId: org, resource: "hoses" } : undefined}
      >
        <HosesTable
          org={org}
          rows={rows}
          showCustomer={screen.showCustomer}
          today={toIsoDate(day)}
          text={clientTexts(locale, "hoses")}
          state={state}
          labels={canPrintLabels(ctx) ? { organisationId: org, text: labelsText(locale) } : null}
          quoteMany={
            quoteSender && (quoteSender.isDistributor || quoteReceiver)
              ? {
                  action: createQuoteLinesAction.bind(null, org),
                  mode: quoteSender.isDistributor ? "offer" : "request",
                  receiver: quoteReceiver,
                  quoteBase: `${portalBase(ctx.organisation)}/quote-requests`,
                  text: { ...clientTexts(locale, "quoteHoses"), locale },
                }
              : null
          }
        />
      </ListView>
    </div>
  );
}

/** The 'Request quote' / 'Offer quote' row action (SPEC §6), when offered. */
const quoteLink = (label: string | null, href: string, labels: Record<string, string>) =>
  label ? { label: labels[label] ?? label, href } : null;

/**
 * The filters as the service describes them (in English, as the API answers) in the page's
 * language: labels, hints and the fixed choices. Names of customers, distributors and
 * locations are the tenant's own and stay as they are.
 */
function hoseFiltersIn(filters: Filter[], locale: Locale): Filter[] {
  const say = (text: string) => translateEnglish(text, locale, "hoseFilters");
  const fixed = new Set(["status", "inspectionRequired", "replacementWarning", "archived", "sort"]);
  return filters.map((f) => ({
    ...f,
    label: say(f.label),
    ...(f.description ? { description: say(f.description) } : {}),
    options: fixed.has(f.id) ? f.options.map((o) => ({ ...o, label: say(o.label) })) : f.options,
  }));
}
