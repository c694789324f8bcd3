"use client";
import { useEffect, useId, useRef, useState } from "react";
import { formatText } from "@/lib/i18n/format-text";

export type MultiSelectOption = { value: string; label: string };

/** What the control says; `showingSelected` is a template with {count}. British English by default. */
export type MultiSelectText = { showingAll: string; showingSelected: string; nothingToChoose: string; locale?: string };

const MULTI_SELECT_TEXT: MultiSelectText = {
  showingAll: "Showing all",
  showingSelected: "{count, plural, other {Showing # selected}}",
  nothingToChoose: "Nothing to choose from",
};

/**
 * A multi-select as a disclosure: a button reading 'Showing all' or 'Showing N selected'
 * (SPEC §2.4) opens a list of checkboxes. Escape or a click outside closes it.
 */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  className = "",
  text = MULTI_SELECT_TEXT,
}: {
  label: string;
  text?: MultiSelectText;
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  className?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const selected = new Set(value);
  const summary =
    value.length === 0 ? text.showingAll : formatText(text.showingSelected, { count: value.length }, text.locale);
  const toggle = (v: string) => onChange(selected.has(v) ? value.filter((x) => x !== v) : [...value, v]);

  return (
    <div
      ref={root}
      className={`relative ${className}`}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          e.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <span id={`${id}-label`} className="mb-1 block text-sm font-medium">
        {label}
      </span>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-summary`}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-md border border-line bg-surface px-3 py-2 text-left text-base shadow-xs focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30"
      >
        <span id={`${id}-summary`} className={value.length ? "text-ink" : "text-muted"}>
          {summary}
        </span>
        <span aria-hidden className="text-muted">
          ▾
        </span>
      </button>
      <div
        id={`${id}-panel`}
        hidden={!open}
        className="absolute left-0 right-0 z-20 mt-1 max-h-64 overflow-y-auto rounded-md border border-line bg-surface p-2 shadow-lg"
      >
        <fieldset>
          <legend className="sr-only">{label}</legend>
          {options.length === 0 ? <p className="px-2 py-1 text-sm text-muted">{text.nothingToChoose}</p> : null}
          {options.map((o) => (
            <label
              key={o.value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded px-2 text-sm hover:bg-canvas"
            >
              <input
                type="checkbox"
                className="h-4 w-4 accent-primary"
                checked={selected.has(o.value)}
                onChange={() => toggle(o.value)}
              />
              {o.label}
            </label>
          ))}
        </fieldset>
      </div>
    </div>
  );
}
