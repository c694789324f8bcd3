"use client";
import { useId } from "react";
import { FieldError, describedBy } from "./field-error";

export type SelectOption = { value: string; label: string };

type SelectFieldProps = Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "name"> & {
  name?: string;
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice (e.g. "None" or "Any"). */
  placeholder?: string;
  errors?: string[];
  hint?: string;
  /** Hide the label visually (it stays the accessible name). */
  hideLabel?: boolean;
};

/** A labelled native <select>: its hint and errors are tied to it like TextField's. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  errors,
  hint,
  hideLabel,
  id,
  className = "",
  ...rest
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? `${name ?? "select"}-${generated}`;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = errors?.length ? `${selectId}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={selectId} className={hideLabel ? "sr-only" : "mb-1 block text-sm font-medium"}>
        {label}
      </label>
      <select
        id={selectId}
        name={name}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        className={[
          "block min-h-11 w-full rounded-md border bg-surface px-3 py-2 text-base text-ink shadow-xs",
          "focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 disabled:bg-canvas disabled:text-muted",
          errorId ? "border-error" : "border-line",
        ].join(" ")}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} messages={errors} />
    </div>
  );
}
