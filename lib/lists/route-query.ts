import { encodeFilters, filterValuesFromDescriptors, filteredHref, listHref, pageItems, withFilter } from "./list-href";
import {
  DEFAULT_PAGE_SIZE,
  FilterValuesSchema,
  MAX_PAGE_SIZE,
  malformedIdFilters,
  type FilterValues,
  type ListQuery,
} from "./schemas";

export { encodeFilters, filterValuesFromDescriptors, filteredHref, listHref, pageItems, withFilter };
export type { RouteFilter } from "./list-href";

/**
 * List state in the page URL (SPEC §2.4, 2.5): `page`, `limit`, and `filters` as a JSON list of
 * key/value pairs, e.g. `?filters=[{"key":"type","value":"customer"}]`; a `clear` flag resets
 * the filters. Services take the object form (`{type: "customer"}`); this module converts.
 * Pure. Client components import the URL half from ./list-href (no zod); server code may use either.
 */

/** What Next hands a page as `searchParams`. */
export type SearchParams = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/**
 * The route's JSON list -> object form. Repeated keys merge into a list; numbers and booleans
 * become strings. Anything unreadable is ignored rather than failing the page: a hand-edited
 * URL shows the unfiltered list. An id filter holding something that is not an id is left out
 * on its own (the other filters stay), as the database would refuse it.
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
  for (const key of malformedIdFilters(out)) delete out[key];
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
