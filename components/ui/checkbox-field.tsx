"use client";
import { useId } from "react";
import { FieldError, describedBy } from "./field-error";

type CheckboxFieldProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "name"> & {
  name?: string;
  label: React.ReactNode;
  hint?: string;
  errors?: string[];
  /** Drawn as an on/off switch (role=switch), for settings such as "Distributor". */
  variant?: "checkbox" | "switch";
};

/** A labelled checkbox or switch; checked sends "on", like a native checkbox. */
export function CheckboxField({
  name,
  label,
  hint,
  errors,
  variant = "checkbox",
  id,
  className = "",
  ...rest
}: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? `${name ?? "checkbox"}-${generated}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = errors?.length ? `${inputId}-error` : undefined;
  const isSwitch = variant === "switch";
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <span className="relative mt-0.5 inline-flex shrink-0">
          <input
            id={inputId}
            name={name}
            type="checkbox"
            role={isSwitch ? "switch" : undefined}
            aria-invalid={errorId ? true : undefined}
            aria-describedby={describedBy(hintId, errorId)}
            className={
              isSwitch
                ? "peer h-6 w-11 cursor-pointer appearance-none rounded-full border border-line bg-line transition-colors checked:border-primary checked:bg-primary disabled:cursor-not-allowed disabled:opacity-60"
                : "h-5 w-5 cursor-pointer accent-primary disabled:cursor-not-allowed"
            }
            {...rest}
          />
          {isSwitch ? (
            <span
              aria-hidden
              className="pointer-events-none absolute left-0.5 top-0.5 h-5 w-5 rounded-full bg-surface shadow transition-transform peer-checked:translate-x-5"
            />
          ) : null}
        </span>
        <label htmlFor={inputId} className="cursor-pointer text-sm font-medium leading-6">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className={`mt-1 text-sm text-muted ${isSwitch ? "pl-14" : "pl-8"}`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} messages={errors} />
    </div>
  );
}
