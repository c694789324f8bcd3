import type { Filter } from "@/lib/lists/schemas";

/**
 * A list's filters as its service describes them (in English, as the API answers) with their
 * labels and hints in the page's language: `words` maps each English wording the service uses to
 * its translation. Options are the tenant's own names (customers, organisations, hose types) and
 * stay as they are, except those of the filters named in `fixedOptions`, whose options are words.
 */
export function filtersIn(filters: Filter[], words: Record<string, string>, fixedOptions: string[] = []): Filter[] {
  const say = (text: string) => words[text] ?? text;
  return filters.map((f) => ({
    ...f,
    label: say(f.label),
    ...(f.description ? { description: say(f.description) } : {}),
    options: fixedOptions.includes(f.id) ? f.options.map((o) => ({ ...o, label: say(o.label) })) : f.options,
  }));
}
