"use client";
import { useState } from "react";
import { SelectField } from "@/components/ui/select-field";
import { CheckboxList } from "./checkbox-list";

export type LanguagesText = { legend: string; hint: string; default: string; defaultHint: string };

/**
 * Client settings' languages: which of the portal's languages the client offers, and its default
 * among them. The default's choices follow the ticked languages as they change.
 */
export function LanguagesFieldset({
  options,
  initial,
  text,
  errors,
  disabled,
  listText,
}: {
  options: ReadonlyArray<{ value: string; label: string }>;
  initial: { languages: string[]; defaultLocale: string };
  text: LanguagesText;
  errors: { languages?: string[]; defaultLocale?: string[] };
  disabled?: boolean;
  /** The ticked count's template and the empty list's words, in the reader's language. */
  listText?: { selectedCount: string; catalogueEmpty: string };
}) {
  const [languages, setLanguages] = useState<string[]>(initial.languages);
  // Kept in the portal's order, whatever order they were ticked in.
  const offered = options.filter((o) => languages.includes(o.value));
  const [defaultLocale, setDefaultLocale] = useState(initial.defaultLocale);
  const shownDefault = offered.some((o) => o.value === defaultLocale) ? defaultLocale : (offered[0]?.value ?? "");
  return (
    <div className="space-y-4">
      <CheckboxList
        name="languages"
        legend={text.legend}
        hint={text.hint}
        options={options}
        value={languages}
        onChange={setLanguages}
        errors={errors.languages}
        disabled={disabled}
        text={listText}
      />
      <SelectField
        name="defaultLocale"
        label={text.default}
        hint={text.defaultHint}
        options={offered}
        value={shownDefault}
        onChange={(e) => setDefaultLocale(e.target.value)}
        errors={errors.defaultLocale}
        disabled={disabled || offered.length === 0}
      />
    </div>
  );
}
