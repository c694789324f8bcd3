import { dashName, isMetricName, nominalBore } from "./bores";
import { barTo, DECIMALS, mmTo, type LengthUnit, type PressureUnit, type Units } from "./convert";

/**
 * Stored values as a reader sees them, and a reader's typing back to what is stored. Every
 * screen, export and import goes through these, so a value is rounded the same way everywhere
 * (DECIMALS in convert.ts).
 */

/** The unit symbols as written after a number and in column headers. */
export const UNIT_SYMBOL: Record<PressureUnit | LengthUnit, string> = {
  bar: "bar",
  psi: "psi",
  MPa: "MPa",
  mm: "mm",
  in: "in",
};

const number = (value: number, unit: PressureUnit | LengthUnit, locale: string) =>
  value.toLocaleString(locale, { minimumFractionDigits: 0, maximumFractionDigits: DECIMALS[unit] });

/** Whole bar -> '3,002 psi', '20.7 MPa', '207 bar'. */
export function formatPressure(bar: number, units: Pick<Units, "pressure">, locale = "en-GB"): string {
  return `${number(barTo(bar, units.pressure), units.pressure, locale)} ${UNIT_SYMBOL[units.pressure]}`;
}

/** Whole mm -> '39.37 in', '1,000 mm'. */
export function formatLength(mm: number, units: Pick<Units, "length">, locale = "en-GB"): string {
  return `${number(mmTo(mm, units.length), units.length, locale)} ${UNIT_SYMBOL[units.length]}`;
}

/**
 * A bore as the catalogue stores it, in the reader's units. Imperial readers get the inch size
 * and the dash size ('1/2" (-08)'). Metric readers keep the catalogue's own name, which is how
 * the client's people know the bore (European hose is also sold as "1/2 inch"), with the DN
 * added when the name is in inches or a dash size ('1/2" (DN12)'); a DN or millimetre name
 * is metric already. A bore the nominal table does not know is shown as stored.
 */
export function formatBore(stored: string, units: Pick<Units, "system">): string {
  const bore = nominalBore(stored);
  if (!bore) return stored;
  if (units.system === "imperial") return `${bore.inches} (${dashName(bore.dash)})`;
  return isMetricName(stored) ? stored : `${stored} (DN${bore.dn})`;
}

/** The value an input shows for a stored value: plain digits with a dot, no grouping. */
export const pressureInput = (bar: number, units: Pick<Units, "pressure">) => String(barTo(bar, units.pressure));
export const lengthInput = (mm: number, units: Pick<Units, "length">) => String(mmTo(mm, units.length));

/** 'Display pressure (psi)': a column or field label that states its unit. */
export const withUnit = (label: string, unit: PressureUnit | LengthUnit) => `${label} (${UNIT_SYMBOL[unit]})`;
