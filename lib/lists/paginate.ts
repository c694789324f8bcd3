import type { Filter, FilterValues, ListQuery, ListResponse } from "./schemas";

/**
 * The plain offset helpers of the small lists, and the answer and filter descriptors every list
 * shares. The lists that grow with a tenant's data page through lib/lists/keyset-list.ts.
 */

/** skip/take for a page. */
export function pageWindow(query: Pick<ListQuery, "page" | "limit">): { skip: number; take: number } {
  return { skip: (query.page - 1) * query.limit, take: query.limit };
}

export function listResponse<T>(items: T[], totalItems: number, query: ListQuery, filters: Filter[]): ListResponse<T> {
  return {
    items,
    currentPage: query.page,
    totalPages: Math.max(1, Math.ceil(totalItems / query.limit)),
    totalItems,
    perPage: query.limit,
    filters,
  };
}

/** "Displaying results X - Y of Z" (SPEC 2.5). */
export function displayingText(r: Pick<ListResponse<unknown>, "currentPage" | "perPage" | "totalItems">): string {
  if (r.totalItems === 0) return "Displaying results 0 - 0 of 0";
  const from = (r.currentPage - 1) * r.perPage + 1;
  // Past the last page (its rows were just removed): nothing is displayed, say so.
  if (from > r.totalItems) return `Displaying results 0 - 0 of ${r.totalItems}`;
  const to = Math.min(r.currentPage * r.perPage, r.totalItems);
  return `Displaying results ${from} - ${to} of ${r.totalItems}`;
}

type Option = { value: string; label: string };

/** Descriptor builders: the API returns the filters with the caller's current values. */
export function textFilter(id: string, label: string, values: FilterValues, description: string | null = null): Filter {
  const value = values[id];
  return {
    id,
    label,
    type: 0,
    description,
    isVisible: true,
    textValue: typeof value === "string" ? value : null,
    options: [],
  };
}

export function selectFilter(
  id: string,
  label: string,
  options: Option[],
  values: FilterValues,
  multi = false,
): Filter {
  const raw = values[id];
  const selected = new Set(Array.isArray(raw) ? raw : raw !== undefined ? [raw] : []);
  return {
    id,
    label,
    type: multi ? 2 : 1,
    description: null,
    isVisible: true,
    textValue: null,
    options: options.map((o) => ({ ...o, isSelected: selected.has(o.value) })),
  };
}

/** The string value of a text or single-select filter, trimmed; undefined when unset or blank. */
export function stringFilter(values: FilterValues, id: string): string | undefined {
  const v = values[id];
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.trim() !== "" ? s.trim() : undefined;
}

/** The values of a multi-select filter (a single value is accepted as a list of one). */
export function listFilter(values: FilterValues, id: string): string[] {
  const v = values[id];
  return (Array.isArray(v) ? v : v !== undefined ? [v] : []).filter((x) => x !== "");
}
