import { FILTER_TYPE } from "./filter-type";
import { DEFAULT_PAGE_SIZE } from "./limits";
import type { Filter, FilterValues, ListQuery } from "./schemas";

/**
 * List URLs and filter values in the browser (SPEC §2.4, 2.5): the pure half of
 * lib/lists/route-query.ts that client components (pager, filter panel, list context) import.
 * Kept free of zod and of the schemas' runtime code, so the list pages do not ship them
 * (first-load JS); route-query.ts re-exports all of it for server code.
 */

/** One pair of the route's `filters` list. A multi-select value may repeat its key or be a list. */
export type RouteFilter = { key: string; value: string | string[] };

const isSet = (v: string | string[]) => (Array.isArray(v) ? v.length > 0 : v.trim() !== "");

/** Object form -> the route's JSON list; null when no filter is set (the parameter is left out). */
export function encodeFilters(values: FilterValues): string | null {
  const pairs: RouteFilter[] = Object.entries(values)
    .filter(([, value]) => isSet(value))
    .map(([key, value]) => ({ key, value }));
  return pairs.length ? JSON.stringify(pairs) : null;
}

/** The URL of a list state; page 1, the default limit and empty filters are left out. */
export function listHref(pathname: string, query: Partial<ListQuery>, defaults: { limit?: number } = {}): string {
  const search = new URLSearchParams();
  if (query.page && query.page > 1) search.set("page", String(query.page));
  if (query.limit && query.limit !== (defaults.limit ?? DEFAULT_PAGE_SIZE)) search.set("limit", String(query.limit));
  const filters = query.filters ? encodeFilters(query.filters) : null;
  if (filters) search.set("filters", filters);
  const qs = search.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

/** A link to a list with these filters (e.g. a count card or a row's "Tagged hoses"). */
export function filteredHref(pathname: string, filters: FilterValues): string {
  return listHref(pathname, { filters });
}

/** The values the API's filter descriptors carry (textValue, isSelected), in object form. */
export function filterValuesFromDescriptors(filters: readonly Filter[]): FilterValues {
  const out: FilterValues = {};
  for (const filter of filters) {
    if (filter.type === FILTER_TYPE.TEXT) {
      if (filter.textValue && filter.textValue.trim() !== "") out[filter.id] = filter.textValue;
    } else {
      const selected = filter.options.filter((o) => o.isSelected).map((o) => o.value);
      if (filter.type === FILTER_TYPE.MULTI_SELECT && selected.length) out[filter.id] = selected;
      if (filter.type === FILTER_TYPE.SELECT && selected[0] !== undefined) out[filter.id] = selected[0];
    }
  }
  return out;
}

/** Sets or clears one filter; a blank text or an empty selection removes the key. */
export function withFilter(values: FilterValues, id: string, value: string | string[] | null): FilterValues {
  const next = { ...values };
  if (value === null || !isSet(value)) delete next[id];
  else next[id] = value;
  return next;
}

/**
 * The pager's buttons: every page when there are few, otherwise the first, the last and the
 * neighbours of the current page, with gaps between.
 */
export function pageItems(current: number, total: number): Array<number | "gap"> {
  if (total <= 7) return Array.from({ length: Math.max(total, 0) }, (_, i) => i + 1);
  const pages = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  if (current <= 3) [2, 3, 4].forEach((p) => pages.add(p));
  if (current >= total - 2) [total - 3, total - 2, total - 1].forEach((p) => pages.add(p));
  const sorted = [...pages].sort((a, b) => a - b);
  const items: Array<number | "gap"> = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    // A gap never hides a single page: show that page instead.
    if (prev !== undefined && p - prev === 2) items.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) items.push("gap");
    items.push(p);
  });
  return items;
}
