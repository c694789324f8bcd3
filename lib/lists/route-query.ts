import {
  DEFAULT_PAGE_SIZE,
  FilterValuesSchema,
  MAX_PAGE_SIZE,
  type Filter,
  type FilterValues,
  type ListQuery,
} from "./schemas";

/**
 * List state in the page URL (SPEC 2.4, 2.5): `page`, `limit`, and `filters` as a JSON list of
 * key/value pairs, e.g. `?filters=[{"key":"type","value":"customer"}]`; a `clear` flag resets
 * the filters. Services take the object form (`{type: "customer"}`); this module converts.
 * Pure: shared by server pages and client components.
 */

/** What Next hands a page as `searchParams`. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** One pair of the route's `filters` list. A multi-select value may repeat its key or be a list. */
export type RouteFilter = { key: string; value: string | string[] };

const first = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

const isSet = (v: string | string[]) => (Array.isArray(v) ? v.length > 0 : v.trim() !== "");

/** Object form -> the route's JSON list; null when no filter is set (the parameter is left out). */
export function encodeFilters(values: FilterValues): string | null {
  const pairs: RouteFilter[] = Object.entries(values)
    .filter(([, value]) => isSet(value))
    .map(([key, value]) => ({ key, value }));
  return pairs.length ? JSON.stringify(pairs) : null;
}

/**
 * The route's JSON list -> object form. Repeated keys merge into a list; numbers and booleans
 * become strings. Anything unreadable is ignored rather than failing the page: a hand-edited
 * URL shows the unfiltered list.
 */
export function decodeFilters(raw: string | null | undefined): FilterValues {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!Array.isArray(parsed)) return {};
  const out: Record<string, string | string[]> = {};
  for (const item of parsed) {
    if (!item || typeof item !== "object") continue;
    const { key, value } = item as { key?: unknown; value?: unknown };
    if (typeof key !== "string" || key === "") continue;
    const values = (Array.isArray(value) ? value : [value]).filter(
      (v): v is string | number | boolean => typeof v === "string" || typeof v === "number" || typeof v === "boolean",
    );
    if (values.length === 0 && !Array.isArray(value)) continue;
    const strings = values.map(String);
    const existing = out[key];
    if (existing === undefined) out[key] = Array.isArray(value) ? strings : strings[0]!;
    else out[key] = [...(Array.isArray(existing) ? existing : [existing]), ...strings];
  }
  const result = FilterValuesSchema.safeParse(out);
  return result.success ? result.data : {};
}

function positiveInt(raw: string | undefined, fallback: number, max: number): number {
  if (!raw || !/^\d+$/.test(raw)) return fallback;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : fallback;
}

/** Whether the route carries the `clear` flag (any value but "false" or "0"). */
export function hasClearFlag(params: SearchParams): boolean {
  const v = first(params.clear);
  return v !== undefined && v !== "false" && v !== "0";
}

/**
 * The service query of a list page from its URL. Out-of-range `page`/`limit` fall back to the
 * defaults; `clear` drops the filters and goes back to page 1.
 */
export function listQueryFromSearchParams(params: SearchParams, defaults: { limit?: number } = {}): ListQuery {
  const limit = positiveInt(first(params.limit), defaults.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  if (hasClearFlag(params)) return { page: 1, limit, filters: {} };
  return {
    page: positiveInt(first(params.page), 1, Number.MAX_SAFE_INTEGER),
    limit,
    filters: decodeFilters(first(params.filters)),
  };
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
  for (const f of filters) {
    if (f.type === 0) {
      if (f.textValue && f.textValue.trim() !== "") out[f.id] = f.textValue;
    } else {
      const selected = f.options.filter((o) => o.isSelected).map((o) => o.value);
      if (f.type === 2 && selected.length) out[f.id] = selected;
      if (f.type === 1 && selected[0] !== undefined) out[f.id] = selected[0];
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
