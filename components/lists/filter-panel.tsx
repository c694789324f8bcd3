"use client";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { MultiSelect } from "@/components/ui/multi-select";
import { SelectField } from "@/components/ui/select-field";
import { FILTER_TYPE } from "@/lib/lists/filter-type";
import { encodeFilters, filterValuesFromDescriptors, withFilter } from "@/lib/lists/list-href";
import type { Filter, FilterValues } from "@/lib/lists/schemas";
import { useList } from "./list-context";

/** SPEC 9: filter changes wait 700 ms before reloading. */
export const FILTER_DELAY_MS = 700;

/**
 * The filter panel of a list: one control per filter descriptor the API returned (type 0 text,
 * 1 single select, 2 multi select). A change goes back to page 1 and reloads after 700 ms; what
 * is typed meanwhile stays in the fields.
 */
export function FilterPanel({ filters }: { filters: Filter[] }) {
  const list = useList();
  const serverValues = useMemo(() => filterValuesFromDescriptors(filters), [filters]);
  const serverKey = encodeFilters(serverValues) ?? "";
  const [values, setValues] = useState<FilterValues>(serverValues);
  const [syncedKey, setSyncedKey] = useState(serverKey);
  const [sentKey, setSentKey] = useState<string | null>(null);
  // The URL changed: our own debounced change coming back keeps what is typed; anything else
  // (Back, a 'clear' link) resets the fields to it.
  if (serverKey !== syncedKey) {
    setSyncedKey(serverKey);
    if (serverKey !== sentKey) setValues(serverValues);
  }

  const timer = useRef<number | undefined>(undefined);
  // A change whose 700 ms run out while a dialog route is open over the list would close the
  // dialog: it is held back until the list is the page again.
  const heldBack = useRef<FilterValues | null>(null);
  const onList = !list || list.currentPath === list.path;
  const navigate = list?.navigate;
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const apply = (next: FilterValues) => {
    setSentKey(encodeFilters(next) ?? "");
    navigate?.({ page: 1, filters: next });
  };
  useEffect(() => {
    if (!onList || !heldBack.current) return;
    const next = heldBack.current;
    heldBack.current = null;
    setSentKey(encodeFilters(next) ?? "");
    navigate?.({ page: 1, filters: next });
  }, [onList, navigate]);

  const change = (next: FilterValues, delay = FILTER_DELAY_MS) => {
    setValues(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (list && window.location.pathname !== list.path) heldBack.current = next;
      else apply(next);
    }, delay);
  };

  const visible = filters.filter((f) => f.isVisible);
  if (visible.length === 0) return null;
  const anySet = Object.keys(values).length > 0;

  return (
    <section aria-label="Filters" className="rounded-xl border border-line bg-surface p-4 shadow-xs">
      <div className="flex flex-wrap gap-4">
        {visible.map((f) => (
          // Text filters get more room than selects; on a phone every control is full width.
          <div
            key={f.id}
            className={
              f.type === FILTER_TYPE.TEXT ? "min-w-0 max-w-xl flex-[2_1_16rem]" : "min-w-0 max-w-xs flex-[1_1_12rem]"
            }
          >
            <FilterControl filter={f} values={values} onChange={(v) => change(withFilter(values, f.id, v))} />
          </div>
        ))}
      </div>
      {anySet ? (
        <div className="mt-3 flex justify-end">
          <button
            type="button"
            onClick={() => change({}, 0)}
            className="min-h-10 rounded-md px-3 text-sm font-semibold text-primary hover:bg-canvas"
          >
            Clear filters
          </button>
        </div>
      ) : null}
    </section>
  );
}

function FilterControl({
  filter: f,
  values,
  onChange,
}: {
  filter: Filter;
  values: FilterValues;
  onChange: (v: string | string[]) => void;
}) {
  const id = useId();
  const raw = values[f.id];
  if (f.type === FILTER_TYPE.MULTI_SELECT) {
    const selected = Array.isArray(raw) ? raw : raw !== undefined ? [raw] : [];
    return <MultiSelect label={f.label} options={f.options} value={selected} onChange={onChange} />;
  }
  const current = Array.isArray(raw) ? (raw[0] ?? "") : (raw ?? "");
  if (f.type === FILTER_TYPE.SELECT) {
    return (
      <SelectField
        label={f.label}
        options={f.options}
        placeholder={f.description ?? "Any"}
        value={current}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {f.label}
      </label>
      <input
        id={id}
        type="search"
        value={current}
        placeholder={f.description ?? undefined}
        onChange={(e) => onChange(e.target.value)}
        className="block min-h-11 w-full rounded-md border border-line bg-surface px-3 py-2 text-base text-ink shadow-xs placeholder:text-muted focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30"
      />
    </div>
  );
}
