"use client";
import { useId } from "react";
import { FieldError } from "./field-error";

export type RadioOption = { value: string; label: string; hint?: string };

/** A fieldset of radios (role picker, yes/no choices); errors are announced under it. */
export function RadioGroup({
  name,
  legend,
  options,
  value,
  defaultValue,
  onChange,
  errors,
  disabled,
  className = "",
}: {
  name: string;
  legend: string;
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  errors?: string[];
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <fieldset className={className} aria-describedby={errorId} disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line bg-surface px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent"
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              className="h-4 w-4 accent-primary"
              {...(value !== undefined
                ? { checked: value === o.value, onChange: () => onChange?.(o.value) }
                : { defaultChecked: defaultValue === o.value })}
            />
            <span>
              {o.label}
              {o.hint ? <span className="block text-xs text-muted">{o.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} messages={errors} />
    </fieldset>
  );
}
