/**
 * Hose bores as the trade names them. A bore is a nominal size, not a measurement: a "1/2 inch"
 * hose (dash size -08, DN12) has a bore of 12.7 mm, and a "1/4 inch" one (-04, DN6) is sold as
 * 6.3 mm, not the 6.35 mm arithmetic gives. So bores are looked up in the nominal table below
 * (SAE J517 dash sizes with the ISO 18752 / EN 853 nominal bores and DN), never computed; a bore
 * the table does not know is shown as stored.
 *
 * The dash size is the bore in sixteenths of an inch, written with two digits: -04, -08, -16.
 */

export type NominalBore = { dash: number; inches: string; mm: number; dn: number };

export const NOMINAL_BORES: readonly NominalBore[] = [
  { dash: 3, inches: '3/16"', mm: 4.8, dn: 5 },
  { dash: 4, inches: '1/4"', mm: 6.3, dn: 6 },
  { dash: 5, inches: '5/16"', mm: 7.9, dn: 8 },
  { dash: 6, inches: '3/8"', mm: 9.5, dn: 10 },
  { dash: 8, inches: '1/2"', mm: 12.7, dn: 12 },
  { dash: 10, inches: '5/8"', mm: 15.9, dn: 16 },
  { dash: 12, inches: '3/4"', mm: 19, dn: 19 },
  { dash: 16, inches: '1"', mm: 25.4, dn: 25 },
  { dash: 20, inches: '1 1/4"', mm: 31.8, dn: 31 },
  { dash: 24, inches: '1 1/2"', mm: 38.1, dn: 38 },
  { dash: 32, inches: '2"', mm: 50.8, dn: 51 },
  { dash: 40, inches: '2 1/2"', mm: 63.5, dn: 63 },
  { dash: 48, inches: '3"', mm: 76.2, dn: 76 },
  { dash: 64, inches: '4"', mm: 101.6, dn: 102 },
];

/** -08 for 8: the dash size as fittings and hoses are marked. */
export const dashName = (dash: number) => `-${String(dash).padStart(2, "0")}`;

const DASH = /^-\s*(\d{1,2})$/;
const DN = /^DN\s*(\d{1,3})$/i;
const MM = /^(\d+(?:\.\d+)?)\s*mm$/i;
const DECIMAL_IN = /^(\d*\.\d+|\d+)\s*(?:in|inch|inches|"|″)$/i;
const FRACTION_IN = /^(?:(\d+)\s+)?(\d+)\/(\d+)\s*(?:in|inch|inches|"|″)?$/i;
/** How far a millimetre bore may be from the table's to be taken as that nominal size. */
const MM_TOLERANCE = 0.4;

const byDash = (dash: number) => NOMINAL_BORES.find((b) => b.dash === dash) ?? null;

/**
 * The nominal bore a catalogue text names, in any of the trade's ways of writing it: '1/2"',
 * '1/2 in', '0.5"', '-08', 'DN12', '12.7 mm'. Null for anything else (a bore of a client's own).
 */
export function nominalBore(text: string | null | undefined): NominalBore | null {
  const t = (text ?? "").trim();
  if (!t) return null;
  const dash = DASH.exec(t);
  if (dash) return byDash(Number(dash[1]));
  const dn = DN.exec(t);
  if (dn) return NOMINAL_BORES.find((b) => b.dn === Number(dn[1])) ?? null;
  const mm = MM.exec(t);
  if (mm) {
    const n = Number(mm[1]);
    return NOMINAL_BORES.find((b) => Math.abs(b.mm - n) <= MM_TOLERANCE) ?? null;
  }
  const dec = DECIMAL_IN.exec(t);
  if (dec) {
    const sixteenths = Number(dec[1]) * 16;
    return Number.isInteger(sixteenths) ? byDash(sixteenths) : null;
  }
  const frac = FRACTION_IN.exec(t);
  if (frac && Number(frac[3]) > 0) {
    const sixteenths = (Number(frac[1] ?? 0) + Number(frac[2]) / Number(frac[3])) * 16;
    return Number.isInteger(sixteenths) ? byDash(sixteenths) : null;
  }
  return null;
}

/** A bore named the metric way ('DN12', '12.7 mm'), which a metric reader needs no DN for. */
export const isMetricName = (text: string) => DN.test(text.trim()) || MM.test(text.trim());
