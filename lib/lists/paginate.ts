import { FILTER_TYPE, type Filter, type FilterValues, type ListQuery, type ListResponse } from "./schemas";

export { displayingRange, displayingText } from "./displaying";

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

type Option = { value: string; label: string };

/**
 * What a list says about one of its filters. `description` is the hint of a text filter, or what
 * a select's empty choice reads (what applies when none is chosen); `isVisible: false` keeps a
 * filter applied (a link narrowed the list to it) without offering it as a control.
 */
type FilterSpec = { id: string; label: string; description?: string | null; isVisible?: boolean };

/** Descriptor builders: the API returns the filters with the caller's current values. */
export function textFilter(spec: FilterSpec, values: FilterValues): Filter {
  const value = values[spec.id];
  return {
    id: spec.id,
    label: spec.label,
    type: FILTER_TYPE.TEXT,
    description: spec.description ?? null,
    isVisible: spec.isVisible ?? true,
    textValue: typeof value === "string" ? value : null,
    options: [],
  };
}

/** A select, or with `multi` a multi-select, over `options`. */
export function selectFilter(spec: FilterSpec & { options: Option[]; multi?: boolean }, values: FilterValues): Filter {
  const raw = values[spec.id];
  const selected = new Set(Array.isArray(raw) ? raw : raw !== undefined ? [raw] : []);
  return {
    id: spec.id,
    label: spec.label,
    type: spec.multi ? FILTER_TYPE.MULTI_SELECT : FILTER_TYPE.SELECT,
    description: spec.description ?? null,
    isVisible: spec.isVisible ?? true,
    textValue: null,
    options: spec.options.map((o) => ({ ...o, isSelected: selected.has(o.value) })),
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
