import Link from "next/link";
import { filterValuesFromDescriptors, filteredHref, withFilter } from "@/lib/lists/list-href";
import { formatText } from "@/lib/i18n/format-text";
import type { Filter } from "@/lib/lists/schemas";

/** What a chip says: the filter and what it holds, e.g. 'Hose: QU-0004'. */
export const filterChipText = (label: string, value: string) => `${label}: ${value}`;
/** The chips' names for assistive technology: the list's, and each remove button's (a template with {chip}). */
export type FilterChipsText = { appliedFilters: string; removeFilter: string };
const FILTER_CHIPS_TEXT: FilterChipsText = {
  appliedFilters: "Applied filters",
  removeFilter: "Remove the filter {chip}",
};

/**
 * The filters a link set that are not controls of the filter panel (isVisible false), as
 * removable chips: the list says what narrows it, and the × link opens it without that filter
 * (page 1, the other filters kept). Renders nothing when no such filter is set.
 */
export function FilterChips({
  path,
  filters,
  text = FILTER_CHIPS_TEXT,
}: {
  path: string;
  filters: Filter[];
  /** In the page's language (the `list` namespace); British English when left out. */
  text?: FilterChipsText;
}) {
  const values = filterValuesFromDescriptors(filters);
  const chips = filters.flatMap((f) =>
    f.isVisible
      ? []
      : f.options
          .filter((o) => o.isSelected)
          .map((o) => ({
            key: `${f.id}:${o.value}`,
            text: filterChipText(f.label, o.label),
            href: filteredHref(path, withFilter(values, f.id, null)),
          })),
  );
  if (chips.length === 0) return null;
  return (
    <ul aria-label={text.appliedFilters} className="flex flex-wrap gap-2">
      {chips.map((c) => (
        <li
          key={c.key}
          className="inline-flex max-w-full items-center gap-1 rounded-full border border-primary/30 bg-primary/10 py-1 pr-1 pl-3 text-sm font-semibold text-ink"
        >
          <span className="min-w-0 truncate">{c.text}</span>
          <Link
            href={c.href}
            scroll={false}
            aria-label={formatText(text.removeFilter, { chip: c.text })}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-lg sm:min-h-8 sm:min-w-8 leading-none text-muted hover:bg-surface hover:text-ink focus-visible:ring-2 focus-visible:ring-primary/40 focus-visible:outline-none"
          >
            <span aria-hidden>×</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
