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

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Dashboard</h1>
      {ctx.flags.isSystemAdmin && !ctx.flags.isClientAdmin ? (
        <InfoPanel className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p>You are a system admin but not a client admin of this system.</p>
          <ButtonLink href={`/portal/admin/clients/${ctx.client.id}/users`}>Login as admin</ButtonLink>
        </InfoPanel>
      ) : null}
      {kind === "none" ? null : (
        <>
          {kind === "clientAdmin" ? (
            <DistributorPicker
              key={distributorIds.join(",")}
              options={distributors.map((d) => ({ value: d.id, label: d.name }))}
              value={distributorIds}
            />
          ) : null}
          <section aria-label="Counts" className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
            {cards.map((card) => (
              <Suspense
                key={`${card.id}:${distributorIds.join(",")}`}
                fallback={<CountCardSkeleton label={card.label} />}
              >
                <CountCardView
                  id={card.id}
                  label={card.label}
                  href={filteredHref(`${base}/${card.list}`, card.filters)}
                  count={() => countCard(ctx, card, day)}
                />
              </Suspense>
            ))}
          </section>
          {showsDueChart(kind) ? (
            <Suspense key={`chart:${distributorIds.join(",")}`} fallback={<DueChartSkeleton />}>
              <DueChart
                data={() => dueChart(ctx, scope, day)}
                overdueHref={filteredHref(`${base}/hoses`, overdueFilters(scope))}
              />
            </Suspense>
          ) : null}
          <div className="grid gap-4 lg:grid-cols-2">
            {lists.map((list) => (
              <Suspense
                key={`${list.id}:${distributorIds.join(",")}`}
                fallback={<DashboardListSkeleton title={list.title} />}
              >
                <DashboardListView
                  list={list}
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
