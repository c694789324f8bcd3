"use client";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { buttonClasses } from "@/components/ui/button-styles";
import { Dialog } from "@/components/ui/dialog";
import { MultiSelect } from "@/components/ui/multi-select";
import { SelectField } from "@/components/ui/select-field";
import { FILTER_TYPE } from "@/lib/lists/filter-type";
import { encodeFilters, filterValuesFromDescriptors, withFilter } from "@/lib/lists/list-href";
import type { Filter, FilterValues } from "@/lib/lists/schemas";
import { formatText } from "@/lib/i18n/format-text";
import { useList } from "./list-context";
import { LIST_TEXT, type ListText } from "./list-text";

/** SPEC §9: filter changes wait 700 ms before reloading. */
export const FILTER_DELAY_MS = 700;

/** What the filters say, in one place. */
export const FILTER_TEXT = filterText(LIST_TEXT);

/** The filters' words from the list's texts (in the page's language). */
function filterText(text: ListText) {
  return {
    region: text.filters,
    clearAll: text.clearFilters,
    sheetTitle: text.filters,
    apply: text.apply,
    clear: text.clear,
    any: text.any,
    /** The phone's button: 'Filters' with none set, 'Filters (2)' with two. */
    button: (count: number) => (count > 0 ? formatText(text.filtersCount, { count }) : text.filters),
  };
}

const isSet = (v: string | string[] | undefined) => (Array.isArray(v) ? v.length > 0 : v !== undefined && v !== "");

/**
 * The filter panel of a list: one control per filter descriptor the API returned (type 0 text,
 * 1 single select, 2 multi select). A change goes back to page 1 and reloads after 700 ms; what
 * is typed meanwhile stays in the fields.
 */
export function FilterPanel({ filters, className = "" }: { filters: Filter[]; className?: string }) {
  const list = useList();
  const T = list ? filterText(list.text) : FILTER_TEXT;
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
    <section aria-label={T.region} className={`rounded-xl border border-line bg-surface p-4 shadow-xs ${className}`}>
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
            className="min-h-11 rounded-md px-3 text-sm font-semibold text-primary hover:bg-canvas"
          >
            {T.clearAll}
          </button>
        </div>
      ) : null}
    </section>
  );
}

/**
 * The filters on a phone: a 'Filters (n)' button (n: how many of them are set) opening them in a
 * dialog, so the list, not seven fields, is the first thing on the screen. Choices wait in the
 * dialog until Apply; Clear removes the filters the dialog holds (a chip's filter keeps its own
 * remove button). Focus is trapped in the dialog and Escape closes it without a change.
 */
export function FilterSheet({ filters, className = "" }: { filters: Filter[]; className?: string }) {
  const list = useList();
  const T = list ? filterText(list.text) : FILTER_TEXT;
  const applied = useMemo(() => filterValuesFromDescriptors(filters), [filters]);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<FilterValues>(applied);
  const visible = filters.filter((f) => f.isVisible);
  if (visible.length === 0) return null;
  const count = visible.filter((f) => isSet(applied[f.id])).length;
  const apply = (next: FilterValues) => {
    setOpen(false);
    list?.navigate({ page: 1, filters: next });
  };
  const withoutShown = () => {
    const next = { ...applied };
    for (const f of visible) delete next[f.id];
    return next;
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(applied);
        setOpen(next);
      }}
      title={T.sheetTitle}
      trigger={
        <button type="button" className={buttonClasses("secondary", className)} data-testid="filters-button">
          <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
            <path d="M3 4.5A1.5 1.5 0 0 1 4.5 3h11A1.5 1.5 0 0 1 17 4.5v1.19a1.5 1.5 0 0 1-.44 1.06L12 11.31V16a1 1 0 0 1-1.45.9l-2-1A1 1 0 0 1 8 15v-3.69L3.44 6.75A1.5 1.5 0 0 1 3 5.69V4.5Z" />
          </svg>
          {T.button(count)}
        </button>
      }
    >
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          apply(draft);
        }}
      >
        {visible.map((f) => (
          <FilterControl key={f.id} filter={f} values={draft} onChange={(v) => setDraft(withFilter(draft, f.id, v))} />
        ))}
        <div className="flex justify-end gap-2 border-t border-line pt-4">
          <button type="button" className={buttonClasses("secondary")} onClick={() => apply(withoutShown())}>
            {T.clear}
          </button>
          <button type="submit" className={buttonClasses("primary")}>
            {T.apply}
          </button>
        </div>
      </form>
    </Dialog>
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
  const text = useList()?.text ?? LIST_TEXT;
  const raw = values[f.id];
  if (f.type === FILTER_TYPE.MULTI_SELECT) {
    const selected = Array.isArray(raw) ? raw : raw !== undefined ? [raw] : [];
    return <MultiSelect label={f.label} options={f.options} value={selected} onChange={onChange} text={text} />;
  }
  const current = Array.isArray(raw) ? (raw[0] ?? "") : (raw ?? "");
  if (f.type === FILTER_TYPE.SELECT) {
    return (
      <SelectField
        label={f.label}
        options={f.options}
        placeholder={f.description ?? text.any}
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
