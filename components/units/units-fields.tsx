"use client";
import { SelectField } from "@/components/ui/select-field";

/** The texts of the units settings, together so a translation finds them. */
export const UNITS_TEXT = {
  legend: "Units",
  system: "Units",
  pressure: "Pressure unit",
  metric: "Metric (mm, bar)",
  imperial: "Imperial (inches, psi)",
  clientDefault: (label: string) => `The client's default: ${label}`,
  systemPressure: "The units' own (bar for metric, psi for imperial)",
  bar: "bar",
  psi: "psi",
  MPa: "MPa",
  clientHint: "What users see unless they choose their own in Your profile. Values are stored in mm and bar.",
  userHint: "Lengths, pressures and bore sizes are shown and entered in these units.",
} as const;

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
}: {
  mode: "client" | "user";
  value: UnitChoice;
  /** Your profile: the client's default, named in the "default" choice. */
  clientSystem?: "metric" | "imperial";
  errors: { unitSystem?: string[]; pressureUnit?: string[] };
}) {
  const systems = [
    { value: "metric", label: UNITS_TEXT.metric },
    { value: "imperial", label: UNITS_TEXT.imperial },
  ];
  const pressures = (["bar", "psi", "MPa"] as const).map((p) => ({ value: p, label: UNITS_TEXT[p] }));
  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="mb-2 text-base font-semibold">{UNITS_TEXT.legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="unitSystem"
          label={UNITS_TEXT.system}
          options={systems}
          placeholder={
            mode === "user"
              ? UNITS_TEXT.clientDefault(clientSystem === "imperial" ? UNITS_TEXT.imperial : UNITS_TEXT.metric)
              : undefined
          }
          defaultValue={value.system ?? ""}
          hint={mode === "client" ? UNITS_TEXT.clientHint : UNITS_TEXT.userHint}
          errors={errors.unitSystem}
        />
        <SelectField
          name="pressureUnit"
          label={UNITS_TEXT.pressure}
          options={pressures}
          placeholder={UNITS_TEXT.systemPressure}
          defaultValue={value.pressure ?? ""}
          errors={errors.pressureUnit}
        />
      </div>
    </fieldset>
  );
}
