"use client";
import { formatText } from "@/lib/i18n/format-text";

export type CheckboxListOption = { value: string; label: string };

/**
 * A scrollable list of checkboxes sharing one name (a multi-select that shows every choice at
 * once). Controlled, so a failed save keeps what was ticked; errors are announced under it.
 */
export function CheckboxList({
  name,
  legend,
  hint,
  options,
  value,
  onChange,
  errors,
  disabled,
  text = { selectedCount: "({count} selected)", catalogueEmpty: "Nothing in the catalogue yet" },
}: {
  name: string;
  legend: string;
  hint?: string;
  options: readonly CheckboxListOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  errors?: string[];
  disabled?: boolean;
  /** The count after the legend ("({count} selected)", a template) and the empty list's words. */
  text?: { selectedCount: string; catalogueEmpty: string };
}) {
  const selected = new Set(value);
  const errorId = errors?.length ? `${name}-error` : undefined;
  const hintId = hint ? `${name}-hint` : undefined;
  return (
    <fieldset
      aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
      disabled={disabled}
      className="min-w-0"
    >
      <legend className="text-sm font-medium">
        {legend}{" "}
        <span className="font-normal text-muted">{formatText(text.selectedCount, { count: value.length })}</span>
      </legend>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="mt-2 max-h-64 overflow-y-auto rounded-md border border-line bg-surface p-2">
        {options.length === 0 ? <p className="px-2 py-1 text-sm text-muted">{text.catalogueEmpty}</p> : null}
        <div className="grid gap-x-4 sm:grid-cols-2">
          {options.map((o) => (
            <label
              key={o.value}
              className="flex min-h-10 cursor-pointer items-center gap-3 rounded px-2 text-sm hover:bg-canvas"
            >
              <input
                type="checkbox"
                name={name}
                value={o.value}
                className="h-4 w-4 shrink-0 accent-primary"
                checked={selected.has(o.value)}
                onChange={() =>
                  onChange(selected.has(o.value) ? value.filter((x) => x !== o.value) : [...value, o.value])
                }
              />
              <span className="min-w-0 break-words">{o.label}</span>
            </label>
          ))}
        </div>
      </div>
      {errorId ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-error">
          {errors!.join(". ")}
        </p>
      ) : null}
    </fieldset>
  );
}
