import type { Filter, FilterValues, ListQuery, ListResponse } from "./schemas";

/** skip/take for a page. */
export function pageWindow(query: Pick<ListQuery, "page" | "limit">): { skip: number; take: number } {
  return { skip: (query.page - 1) * query.limit, take: query.limit };
}

/**
 * From this offset on, a list page is read in two steps (a "deferred join"): the page's ids
 * first, ordered and skipped on an index-only path (the list's order index), then only those
 * rows with their joins. A deep page then costs about what the first does, instead of joining
 * and discarding every skipped row.
 */
export const DEFERRED_JOIN_OFFSET = 300;

/**
 * One page of rows: directly while the offset is small, else ids first (`findIds` with the
 * window) and then `findRows` of those ids, returned in the ids' order.
 */
export async function pageRows<T extends { id: string }>(
  query: Pick<ListQuery, "page" | "limit">,
  find: (window: { skip: number; take: number }) => Promise<T[]>,
  findIds: (window: { skip: number; take: number }) => Promise<Array<{ id: string }>>,
  findRows: (ids: string[]) => Promise<T[]>,
): Promise<T[]> {
  const window = pageWindow(query);
  if (window.skip < DEFERRED_JOIN_OFFSET) return find(window);
  const ids = (await findIds(window)).map((r) => r.id);
  if (ids.length === 0) return [];
  const byId = new Map((await findRows(ids)).map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is T => r !== undefined);
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
