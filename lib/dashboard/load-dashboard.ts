import "server-only";
import type { AuthedCtx } from "@/lib/core/ctx";
import { addDaysUtc, toIsoDate } from "@/lib/dates";
import { readDb } from "@/lib/db/client";
import { countHoses, hoseListWhere, hosePage } from "@/lib/hoses/list-hoses";
import type { HoseRow } from "@/lib/hoses/hose-row";
import { inspectionPage, type InspectionRow } from "@/lib/inspections/list-inspections";
import type { FilterValues } from "@/lib/lists/schemas";
import { countOrganisations, organisationPage } from "@/lib/organisations/list-organisations";
import type { OrganisationRow } from "@/lib/organisations/organisation-row";
import { quotePage } from "@/lib/quotes/list-quotes";
import type { QuoteRow } from "@/lib/quotes/schemas";
import { inClient } from "@/lib/core/scope";
import { DASHBOARD_LIST_SIZE, DUE_CHART_WEEKS, overdueFilters, type CountCard, type DashboardList } from "./cards";

/**
 * What the dashboard's cards, lists and chart load, each on its own (the page streams them in
 * separate Suspense boundaries). Every query goes through the list services' where-builders, so
 * the caller's visibility and the filter definitions are the lists' own.
 */

/** A count card's number: its list's total with the card's filters. */
export function countCard(ctx: AuthedCtx, card: CountCard, today: Date): Promise<number> {
  return card.list === "hoses" ? countHoses(ctx, card.filters, today) : countOrganisations(ctx, card.filters);
}

export type DashboardRows =
  | { list: "organisations"; items: OrganisationRow[]; total: number }
  | { list: "hoses"; items: HoseRow[]; total: number }
  | { list: "inspections"; items: InspectionRow[]; total: number }
  | { list: "quote-requests"; items: QuoteRow[]; total: number };

/** The first rows of a dashboard list, in its list's own order. */
export async function dashboardRows(ctx: AuthedCtx, list: DashboardList, today: Date): Promise<DashboardRows> {
  const query = { page: 1, limit: DASHBOARD_LIST_SIZE, filters: list.filters };
  switch (list.list) {
    case "organisations":
      return { list: list.list, ...(await organisationPage(ctx, query)) };
    case "hoses":
      return { list: list.list, ...(await hosePage(ctx, query, today)) };
    case "inspections":
      return { list: list.list, ...(await inspectionPage(ctx, query, today)) };
    case "quote-requests":
      return { list: list.list, ...(await quotePage(ctx, query)) };
  }
}

export type DueWeek = { weekStart: string; weekEnd: string; count: number };

/**
 * Beyond the spec: hoses whose next inspection falls in each of the next DUE_CHART_WEEKS weeks
 * (week 1 starts today; overdue hoses are counted apart, see dueChart). One grouped query
 * over the hose list's where-clause.
 */
export async function inspectionsDuePerWeek(ctx: AuthedCtx, filters: FilterValues, today: Date): Promise<DueWeek[]> {
  const end = addDaysUtc(today, DUE_CHART_WEEKS * 7);
  const where = await hoseListWhere(ctx, filters, today);
  const groups = await readDb().hose.groupBy({
    by: ["nextInspectionDate"],
    where: { AND: [where, { nextInspectionDate: { gte: today, lt: end } }] },
    _count: { _all: true },
  });
  const weeks: DueWeek[] = Array.from({ length: DUE_CHART_WEEKS }, (_, i) => ({
    weekStart: toIsoDate(addDaysUtc(today, i * 7)),
    weekEnd: toIsoDate(addDaysUtc(today, i * 7 + 6)),
    count: 0,
  }));
  for (const g of groups) {
    if (!g.nextInspectionDate) continue;
    const week = Math.floor((g.nextInspectionDate.getTime() - today.getTime()) / (7 * 86_400_000));
    weeks[week]!.count += g._count._all;
  }
  return weeks;
}

export type DueChartData = { overdue: number; weeks: DueWeek[] };

/**
 * The chart: the hoses already overdue (one bar before this week, the 'Overdue inspection'
 * card's count: the same list total) and those due in each of the next weeks.
 */
export async function dueChart(ctx: AuthedCtx, filters: FilterValues, today: Date): Promise<DueChartData> {
  const [overdue, weeks] = await Promise.all([
    countHoses(ctx, overdueFilters(filters), today),
    inspectionsDuePerWeek(ctx, filters, today),
  ]);
  return { overdue, weeks };
}

/** SPEC §9: the client admin's distributor picker loads up to 1000 distributors. */
export const DISTRIBUTOR_PICKER_LIMIT = 1000;

export function distributorOptions(ctx: AuthedCtx): Promise<Array<{ id: string; name: string }>> {
  return readDb().organisation.findMany({
    where: inClient(ctx, { isDistributor: true, deletedAt: null }),
    select: { id: true, name: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: DISTRIBUTOR_PICKER_LIMIT,
  });
}
