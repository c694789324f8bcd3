"use client";
import { useState } from "react";
import { TextField } from "./text-field";

/** Digits typed or pasted -> dd/mm/yyyy as far as they go (the mask ##/##/####, SPEC §5). */
export function maskDate(raw: string): string {
  const digits = raw.replace(/\D/g, "").slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean);
  return parts.join("/");
}

/** A date typed as dd/mm/yyyy with the mask applied as the user types; stored YYYY-MM-DD by the server. */
export function DateField({
  name,
  label,
  defaultValue,
  errors,
  hint,
  optional,
  disabled,
  required,
}: {
  name: string;
  label: string;
  /** dd/mm/yyyy */
  defaultValue?: string;
  errors?: string[];
  hint?: string;
  optional?: boolean;
  disabled?: boolean;
  required?: boolean;
}) {
  const [value, setValue] = useState(defaultValue ?? "");
  return (
    <TextField
      name={name}
      label={label}
      value={disabled ? "" : value}
      onChange={(e) => setValue(maskDate(e.target.value))}
      inputMode="numeric"
      autoComplete="off"
      placeholder="dd/mm/yyyy"
      maxLength={10}
      pattern="\d{2}/\d{2}/\d{4}"
      hint={hint ?? "dd/mm/yyyy"}
      errors={errors}
      optional={optional}
      disabled={disabled}
      required={required}
    />
  );
}
