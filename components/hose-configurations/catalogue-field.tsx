"use client";
import { useId, useState } from "react";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import type { HoseConfigurationsText } from "./hose-configurations-text";

/**
 * A catalogue field of the configuration form (SPEC §5): a select of the client's catalogue
 * values that can switch to typing the value in (values are stored as text), or text only
 * when the client has 'Manual hose config entry' on. A value the catalogue does not know
 * starts in text mode, so editing never loses it.
 */
export function CatalogueField({
  name,
  label,
  value,
  onChange,
  options,
  forcedManual,
  errors,
  emptyHint,
  optionLabel = (o) => o,
  hint,
  text,
}: {
  /** The toggle's and the empty select's words in the reader's language. */
  text: Pick<HoseConfigurationsText, "chooseFromList" | "enterManually" | "select" | "noneAvailable">;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  forcedManual: boolean;
  errors?: string[];
  /** Said under an empty select (e.g. sizes need a bore size and a connection first). */
  emptyHint?: string;
  /** How a catalogue value reads in the list (bores in the reader's units); the value is stored as is. */
  optionLabel?: (value: string) => string;
  hint?: string;
}) {
  const [manual, setManual] = useState(() => forcedManual || (value !== "" && !options.includes(value)));
  const toggleId = useId();
  const isManual = forcedManual || manual;

  const toggle = forcedManual ? null : (
    <button
      type="button"
      id={toggleId}
      aria-pressed={manual}
      onClick={() => {
        // Back to the list: a typed value the list does not hold is cleared.
        if (manual && value !== "" && !options.includes(value)) onChange("");
        setManual(!manual);
      }}
      className="mt-1 min-h-8 rounded px-1 text-sm font-semibold text-primary underline-offset-2 hover:underline"
    >
      {manual ? text.chooseFromList : text.enterManually}
      <span className="sr-only"> ({label})</span>
    </button>
  );

  if (isManual) {
    return (
      <div>
        <TextField
          name={name}
          label={label}
          value={value}
          maxLength={100}
          onChange={(e) => onChange(e.target.value)}
          errors={errors}
          hint={hint}
        />
        {toggle}
      </div>
    );
  }
  // A value kept from elsewhere (e.g. a size before the bore changed) stays choosable.
  const choices = value !== "" && !options.includes(value) ? [value, ...options] : options;
  return (
    <div>
      <SelectField
        name={name}
        label={label}
        options={choices.map((o) => ({ value: o, label: optionLabel(o) }))}
        placeholder={choices.length ? text.select : text.noneAvailable}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        errors={errors}
        hint={choices.length === 0 ? emptyHint : hint}
      />
      {toggle}
    </div>
  );
}
