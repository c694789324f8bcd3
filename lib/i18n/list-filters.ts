import type { Filter } from "@/lib/lists/schemas";
import { translateEnglish } from "./catalogue";
import type { Locale } from "./locales";

/**
 * A list's filters as its service describes them (in English, as the API answers) in the page's
 * language, through the `listFilters` namespace: labels, hints, and the options of the filters
 * named in `fixed` (those with fixed choices; the tenant's own names stay as they are).
 */
export function filtersIn(filters: Filter[], locale: Locale, fixed: string[] = []): Filter[] {
  const say = (text: string) => translateEnglish(text, locale, "listFilters");
  return filters.map((f) => ({
    ...f,
    label: say(f.label),
    ...(f.description ? { description: say(f.description) } : {}),
    options: fixed.includes(f.id) ? f.options.map((o) => ({ ...o, label: say(o.label) })) : f.options,
  }));
}
