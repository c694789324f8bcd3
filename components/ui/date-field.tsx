"use client";
import { useState } from "react";
import { dateInputFormat, maskDate } from "@/lib/i18n/date-input";
import { TextField } from "./text-field";

export { maskDate };

/**
 * A date typed day first with the mask applied as the user types (dd/mm/yyyy in British English,
 * SPEC §5; TT.MM.JJJJ in German); stored YYYY-MM-DD by the server, which reads either separator.
 */
export function DateField({
  name,
  label,
  defaultValue,
  errors,
  hint,
  optional,
  disabled,
  required,
  locale,
}: {
  name: string;
  label: string;
  /** dd/mm/yyyy (shown with the language's separator) */
  defaultValue?: string;
  errors?: string[];
  hint?: string;
  optional?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** The page's language: its separator and placeholder. British English when absent. */
  locale?: string;
}) {
  const format = dateInputFormat(locale);
  const [value, setValue] = useState(defaultValue ? maskDate(defaultValue, format.separator) : "");
  return (
    <TextField
      name={name}
      label={label}
      value={disabled ? "" : value}
      onChange={(e) => setValue(maskDate(e.target.value, format.separator))}
      inputMode="numeric"
      autoComplete="off"
      placeholder={format.placeholder}
      maxLength={10}
      pattern={format.separator === "." ? "\\d{2}\\.\\d{2}\\.\\d{4}" : "\\d{2}/\\d{2}/\\d{4}"}
      hint={hint ?? format.placeholder}
      errors={errors}
      optional={optional}
      disabled={disabled}
      required={required}
    />
  );
}
