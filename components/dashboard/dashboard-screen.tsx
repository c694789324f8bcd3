import { Suspense } from "react";
import { ButtonLink } from "@/components/ui/button-link";
import { InfoPanel } from "@/components/ui/status-message";
import { requirePortalCtx } from "@/lib/web/browser-session";
import {
  countCards,
  dashboardKind,
  dashboardLists,
  distributorScope,
  overdueFilters,
  showsDueChart,
} from "@/lib/dashboard/cards";
import { countCard, dashboardRows, distributorOptions, dueChart } from "@/lib/dashboard/load-dashboard";
import { today } from "@/lib/dates";
import { filteredHref, listQueryFromSearchParams, type SearchParams } from "@/lib/lists/route-query";
import { listFilter } from "@/lib/lists/paginate";
import { portalBase } from "@/lib/portal/menu";
import { CountCardSkeleton, CountCardView } from "./count-card";
import { DashboardListSkeleton, DashboardListView } from "./dashboard-list";
import { DistributorPicker } from "./distributor-picker";
import { DueChart, DueChartSkeleton } from "./due-chart";
import { getTranslations } from "next-intl/server";
import { DUE_SOON_DAYS } from "@/lib/hoses/schedule";
import { pageLocale } from "@/lib/web/locale";
import { quoteViewer } from "@/lib/quotes/access";
import { clientTexts } from "@/lib/i18n/catalogue";

import type { DashboardText } from "./dashboard-text";

/** A card's label by its id; the cards are described in English in lib/dashboard/cards.ts. */
function cardLabel(card: { id: string; label: string }, t: DashboardText): string {
  switch (card.id) {
    case "hoses":
      return t("cardHoses");
    case "due":
      return t("cardDue");
    case "overdue":
      return t("cardOverdue");
    case "dueSoon":
      return t("cardDueSoon", { days: DUE_SOON_DAYS });
    case "monitor":
      return t("cardMonitor");
    case "replace":
      return t("cardReplace");
    case "distributors":
      return t("cardDistributors");
    case "customers":
      return t("cardCustomers");
    default:
      return card.label;
  }
}

/** A list's title by its id. */
function listTitle(list: { id: string; title: string }, t: DashboardText): string {
  const titles: Record<string, string> = {
    replace: t("listReplace"),
    inspections: t("listInspections"),
    quotes: t("listQuotes"),
    distributors: t("listDistributors"),
    customers: t("listCustomers"),
  };
  return titles[list.id] ?? list.title;
}

/**
 * SPEC §2.4 Dashboard. The page shell renders at once; every card, list and the chart is its own
 * Suspense boundary streamed from the server (React starts them side by side), so one slow
 * query shows as one loading card, never a blank page.
 */
export async function DashboardScreen({ org, searchParams }: { org: string; searchParams: SearchParams }) {
  const ctx = await requirePortalCtx(org);
  const kind = dashboardKind(ctx);
  const base = portalBase(ctx.organisation);
  const day = today();
  const distributorIds =
    kind === "clientAdmin" ? listFilter(listQueryFromSearchParams(searchParams).filters, "distributor") : [];
  const cards = countCards(kind, distributorIds);
  const lists = dashboardLists(kind, distributorIds);
  const scope = distributorScope(kind, distributorIds);
  const distributors = kind === "clientAdmin" ? await distributorOptions(ctx) : [];
  const locale = await pageLocale();
  const t = await getTranslations("dashboard");
  const listText = clientTexts(locale, "list");

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      {ctx.flags.isSystemAdmin && !ctx.flags.isClientAdmin ? (
        <InfoPanel className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p>{t("systemAdminNotice")}</p>
          <ButtonLink href={`/portal/admin/clients/${ctx.client.id}/users`}>{t("loginAsAdmin")}</ButtonLink>
        </InfoPanel>
      ) : null}
      {kind === "none" ? null : (
        <>
          {kind === "clientAdmin" ? (
            <DistributorPicker
              key={distributorIds.join(",")}
              options={distributors.map((d) => ({ value: d.id, label: d.name }))}
              value={distributorIds}
              label={t("distributorsFilter")}
              text={{
                showingAll: listText.showingAll,
                showingSelected: listText.showingSelected,
                nothingToChoose: listText.nothingToChoose,
                locale,
              }}
            />
          ) : null}
          <section aria-label={t("counts")} className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
            {cards.map((card) => (
              <Suspense
                key={`${card.id}:${distributorIds.join(",")}`}
                fallback={<CountCardSkeleton label={cardLabel(card, t)} loading={t("loading")} />}
              >
                <CountCardView
                  id={card.id}
                  label={cardLabel(card, t)}
                  t={t}
                  locale={locale}
                  href={filteredHref(`${base}/${card.list}`, card.filters)}
                  count={() => countCard(ctx, card, day)}
                />
              </Suspense>
            ))}
          </section>
          {showsDueChart(kind) ? (
            <Suspense key={`chart:${distributorIds.join(",")}`} fallback={<DueChartSkeleton t={t} />}>
              <DueChart
                data={() => dueChart(ctx, scope, day)}
                overdueHref={filteredHref(`${base}/hoses`, overdueFilters(scope))}
                t={t}
                locale={locale}
              />
            </Suspense>
          ) : null}
          <div className="grid gap-4 lg:grid-cols-2">
            {lists.map((list) => (
              <Suspense
                key={`${list.id}:${distributorIds.join(",")}`}
                fallback={<DashboardListSkeleton title={listTitle(list, t)} loading={t("loading")} />}
              >
                <DashboardListView
                  list={{ ...list, title: listTitle(list, t) }}
                  t={t}
                  locale={locale}
                  quoteViewer={quoteViewer(ctx)}
                  base={base}
                  seeAll={filteredHref(`${base}/${list.list}`, list.filters)}
                  rows={() => dashboardRows(ctx, list, day)}
                  showCustomer={kind !== "customer"}
                />
              </Suspense>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
