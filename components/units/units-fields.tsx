"use client";
import { SelectField } from "@/components/ui/select-field";
import { formatText } from "@/lib/i18n/format-text";
import type enGB from "@/messages/en-GB.json";

/**
 * The texts of the units settings in the reader's language (the `units` catalogue namespace),
 * translated by the page; `clientDefault` comes as its template. The unit symbols are the same
 * in every language.
 */
export type UnitsText = Record<keyof typeof enGB.units, string>;

const SYMBOLS = { bar: "bar", psi: "psi", MPa: "MPa" } as const;

export type UnitChoice = { system: "metric" | "imperial" | null; pressure: "bar" | "psi" | "MPa" | null };

/**
 * The unit system and pressure unit selects of Client settings (`mode="client"`: a system is
 * always chosen) and Your profile (`mode="user"`: blank follows the client's default).
 */
export function UnitsFields({
  mode,
  value,
  clientSystem,
  errors,
  text,
}: {
  mode: "client" | "user";
  value: UnitChoice;
  /** Your profile: the client's default, named in the "default" choice. */
  clientSystem?: "metric" | "imperial";
  errors: { unitSystem?: string[]; pressureUnit?: string[] };
  text: UnitsText;
}) {
  const systems = [
    { value: "metric", label: text.metric },
    { value: "imperial", label: text.imperial },
  ];
  const pressures = (["bar", "psi", "MPa"] as const).map((p) => ({ value: p, label: SYMBOLS[p] }));
  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="mb-2 text-base font-semibold">{text.legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="unitSystem"
          label={text.legend}
          options={systems}
          placeholder={
            mode === "user"
              ? formatText(text.clientDefault, { label: clientSystem === "imperial" ? text.imperial : text.metric })
              : undefined
          }
          defaultValue={value.system ?? ""}
          hint={mode === "client" ? text.clientHint : text.userHint}
          errors={errors.unitSystem}
        />
        <SelectField
          name="pressureUnit"
          label={text.pressure}
          options={pressures}
          placeholder={text.systemPressure}
          defaultValue={value.pressure ?? ""}
          errors={errors.pressureUnit}
        />
      </div>
    </fieldset>
  );
}
