/**
 * The numeric fields of a hose configuration: their labels, bounds and messages, in one place
 * so the configuration form (schemas.ts) and the CSV import (import/rules.ts) accept the same
 * values and word a refusal the same way. Pure: the Import screen's preview runs it too.
 */

import { barTo, mmTo, storedBar, storedMm, type LengthUnit, type PressureUnit } from "@/lib/units/convert";

export type NumberField = "displayPressure" | "length" | "orientation";

export const NUMBER_FIELDS: Record<NumberField, { label: string; max: number; unit: string }> = {
  displayPressure: { label: "Display pressure", max: 10_000, unit: " bar" },
  length: { label: "Length", max: 1_000_000, unit: " mm" },
  orientation: { label: "Orientation", max: 359, unit: " degrees" },
};

/** One message per problem, with the field's label (and bound) as its placeholders. */
export const NUMBER_MESSAGES = {
  notANumber: (label: string) => `${label} is not a number`,
  notWhole: (label: string) => `${label} must be a whole number`,
  negative: (label: string) => `${label} cannot be negative`,
  tooLarge: (label: string, max: number, unit: string) => `${label} must be at most ${max}${unit}`,
};

/** What a bound check found: the value, or the message that names the problem. */
export type Checked = { ok: true; value: number } | { ok: false; message: string };

/**
 * A pressure or length typed in a unit (lib/units) -> the whole bar or mm stored, within the
 * field's bounds. In the stored unit the number must be whole, as before units existed; in
 * another it is converted and rounded (3000 psi is 207 bar), and a refusal names the bound in
 * the unit the person typed.
 */
export function checkMeasure(field: "displayPressure" | "length", n: number, unit: PressureUnit | LengthUnit): Checked {
  if (unit === "bar" || unit === "mm") return checkBounds(field, n);
  const { label, max } = NUMBER_FIELDS[field];
  if (n < 0) return { ok: false, message: NUMBER_MESSAGES.negative(label) };
  const stored = field === "displayPressure" ? storedBar(n, unit as PressureUnit) : storedMm(n, unit as LengthUnit);
  if (stored > max) {
    const shownMax = field === "displayPressure" ? barTo(max, unit as PressureUnit) : mmTo(max, unit as LengthUnit);
    return { ok: false, message: NUMBER_MESSAGES.tooLarge(label, shownMax, ` ${unit}`) };
  }
  return { ok: true, value: stored };
}

/** A whole number within the field's bounds (0 to max). */
export function checkBounds(field: NumberField, n: number): Checked {
  const { label, max, unit } = NUMBER_FIELDS[field];
  if (!Number.isInteger(n)) return { ok: false, message: NUMBER_MESSAGES.notWhole(label) };
  if (n < 0) return { ok: false, message: NUMBER_MESSAGES.negative(label) };
  if (n > max) return { ok: false, message: NUMBER_MESSAGES.tooLarge(label, max, unit) };
  return { ok: true, value: n };
}
