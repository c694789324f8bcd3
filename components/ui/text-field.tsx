"use client";
import { useId } from "react";
import { FieldError, describedBy } from "./field-error";

type TextFieldProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "name"> & {
  name: string;
  label: string;
  /** Messages for this field from the action's error body. */
  errors?: string[];
  hint?: string;
  /** Marks the label "(optional)"; a string is that mark in the page's language. */
  optional?: boolean | string;
};

/**
 * A labelled input. Its hint and its errors are tied to it with aria-describedby; errors are
 * announced (role=alert) and mark the input aria-invalid.
 */
export function TextField({ name, label, errors, hint, optional, id, className = "", ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? `${name}-${generated}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = errors?.length ? `${inputId}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium">
        {label}
        {optional ? (
          <span className="font-normal text-muted"> {typeof optional === "string" ? optional : "(optional)"}</span>
        ) : null}
      </label>
      <input
        id={inputId}
        name={name}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        className={[
          "block min-h-11 w-full rounded-md border bg-surface px-3 py-2 text-base text-ink shadow-xs",
          "placeholder:text-muted focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30",
          "disabled:cursor-not-allowed disabled:bg-canvas disabled:text-muted",
          errorId ? "border-error" : "border-line",
        ].join(" ")}
        {...rest}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} messages={errors} />
    </div>
  );
}
