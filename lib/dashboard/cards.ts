import { actingOrganisation, type Ctx } from "@/lib/core/ctx";
import { DUE_SOON_DAYS } from "@/lib/hoses/schedule";
import type { FilterValues } from "@/lib/lists/schemas";

/**
 * SPEC §2.4 Dashboard, as data: which count cards and lists each kind of user sees, and the list
 * filters behind each. A card's count is its list's total with exactly these filters (the same
 * where-builder the list uses), and a card links to that list with these filters in the URL, so
 * a card and the list it opens can never disagree. Pure: the page, the API and the tests share it.
 */

/** Which dashboard the caller gets: by their role in the current organisation. */
export type DashboardKind = "clientAdmin" | "distributor" | "customer" | "none";

export function dashboardKind(ctx: Pick<Ctx, "flags" | "organisation">): DashboardKind {
  if (ctx.flags.isClientAdmin) return "clientAdmin";
  const org = actingOrganisation(ctx);
  // A system admin who is not admin of this client sees only the 'Login as admin' notice.
  if (!org) return "none";
  return org.isDistributor ? "distributor" : "customer";
}

/** The list screens a card or list opens (their path under /portal/{org}/). */
export type DashboardListName = "organisations" | "hoses" | "inspections" | "quote-requests";

export type CountCard = { id: string; label: string; list: "organisations" | "hoses"; filters: FilterValues };

export type DashboardList = { id: string; title: string; list: DashboardListName; filters: FilterValues };

/** How many rows each dashboard list shows (it scrolls; 'See all' opens the whole list). */
export const DASHBOARD_LIST_SIZE = 20;

/** Weeks ahead in the 'Inspections due per week' chart. */
export const DUE_CHART_WEEKS = 12;

/** The hoses whose inspection date has passed: the 'Overdue inspection' card and the chart's Overdue bar. */
export const overdueFilters = (scope: FilterValues): FilterValues => ({ ...scope, inspectionRequired: "1" });

/** The hose cards every kind with hoses shows, narrowed by `scope` (the client admin's distributors). */
function hoseCards(scope: FilterValues): CountCard[] {
  return [
    { id: "hoses", label: "Tagged hoses", list: "hoses", filters: { ...scope } },
    { id: "due", label: "Hoses due inspection", list: "hoses", filters: { ...scope, inspectionRequired: "2" } },
    // Beyond the spec: the backlog a planner needs first, which 'due inspection' mixes with due-soon.
    { id: "overdue", label: "Overdue inspection", list: "hoses", filters: overdueFilters(scope) },
    // Beyond the spec: the planners' next month, overdue hoses left out.
    {
      id: "dueSoon",
      label: `Due in the next ${DUE_SOON_DAYS} days`,
      list: "hoses",
      filters: { ...scope, inspectionRequired: "3" },
    },
    { id: "monitor", label: "Hoses to monitor", list: "hoses", filters: { ...scope, status: ["1"] } },
    { id: "replace", label: "Hoses to replace", list: "hoses", filters: { ...scope, status: ["2"] } },
  ];
}

/**
 * The hose-list filter a client admin's distributor selection puts on everything below it
 * (empty selection: all). The organisation list reads the same key as "the distributor and its
 * customers".
 */
export function distributorScope(kind: DashboardKind, distributorIds: readonly string[]): FilterValues {
  return kind === "clientAdmin" && distributorIds.length ? { distributor: [...distributorIds] } : {};
}

export function countCards(kind: DashboardKind, distributorIds: readonly string[] = []): CountCard[] {
  const scope = distributorScope(kind, distributorIds);
  switch (kind) {
    case "clientAdmin":
      return [
        {
          id: "distributors",
          label: "Distributors",
          list: "organisations",
          filters: { ...scope, type: "distributor" },
        },
        { id: "customers", label: "Customers", list: "organisations", filters: { ...scope, type: "customer" } },
        ...hoseCards(scope),
      ];
    case "distributor":
      return [{ id: "customers", label: "Customers", list: "organisations", filters: {} }, ...hoseCards(scope)];
    case "customer":
      return hoseCards(scope);
    case "none":
      return [];
  }
}

export function dashboardLists(kind: DashboardKind, distributorIds: readonly string[] = []): DashboardList[] {
  const scope = distributorScope(kind, distributorIds);
  const toReplace: DashboardList = {
    id: "replace",
    title: "Hoses to replace",
    list: "hoses",
    filters: { status: ["2"] },
  };
  const inspections: DashboardList = {
    id: "inspections",
    title: "Latest inspections",
    list: "inspections",
    filters: {},
  };
  const quotes: DashboardList = { id: "quotes", title: "Latest quotes", list: "quote-requests", filters: {} };
  switch (kind) {
    case "clientAdmin":
      return [
        {
          id: "distributors",
          title: "Distributors",
          list: "organisations",
          filters: { ...scope, type: "distributor" },
        },
        { id: "customers", title: "Customers", list: "organisations", filters: { ...scope, type: "customer" } },
      ];
    case "distributor":
      return [
        { id: "customers", title: "Customers", list: "organisations", filters: {} },
        toReplace,
        inspections,
        quotes,
      ];
    case "customer":
      return [toReplace, inspections, quotes];
    case "none":
      return [];
  }
}

/** Whether the kind has hoses to chart. */
export const showsDueChart = (kind: DashboardKind) => kind !== "none";
