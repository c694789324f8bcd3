"use client";
import { useId } from "react";
import { FieldError, describedBy } from "./field-error";

type TextAreaFieldProps = Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "name"> & {
  name: string;
  label: string;
  errors?: string[];
  hint?: string;
  /** Marks the label "(optional)"; a string is that mark in the page's language. */
  optional?: boolean | string;
};

/** A labelled multi-line field (notes); its hint and errors are tied to it like TextField's. */
export function TextAreaField({
  name,
  label,
  errors,
  hint,
  optional,
  id,
  className = "",
  rows = 4,
  ...rest
}: TextAreaFieldProps) {
  const generated = useId();
  const fieldId = id ?? `${name}-${generated}`;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = errors?.length ? `${fieldId}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1 block text-sm font-medium">
        {label}
        {optional ? (
          <span className="font-normal text-muted"> {typeof optional === "string" ? optional : "(optional)"}</span>
        ) : null}
      </label>
      <textarea
        id={fieldId}
        name={name}
        rows={rows}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        className={[
          "block w-full rounded-md border bg-surface px-3 py-2 text-base text-ink shadow-xs",
          "focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30",
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
