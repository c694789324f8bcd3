/**
 * Measurements as people write them in a spreadsheet, normalised to the units the portal stores
 * (whole millimetres, whole bar, bore sizes as the catalogue names them: '1/2"'). Pure, shared
 * by the imports' preview and server. A converted value comes with a note saying what it was
 * read as, which the import shows as a warning, so nobody's 3000 psi turns silently into 207.
 */

export type Converted = { value: number; note: string | null };

/** The notes of a converted value, by their English wording (the catalogue's `sentences` translate them). */
export const UNIT_NOTES = {
  length: (written: string, mm: number | string) => `Length ${written} read as ${mm} mm`,
  pressure: (written: string, bar: number | string) => `Pressure ${written} read as ${bar} bar`,
  bore: (written: string, name: string) => `Bore size ${written} read as ${name}`,
};

/** A number with an optional unit: "1500", "1,500.5" is not accepted (a thousands separator is ambiguous). */
const MEASURE = /^([+-]?(?:\d+(?:\.\d*)?|\.\d+))\s*([a-zA-Z"″]+)?$/;

const MM_PER = { mm: 1, cm: 10, m: 1000, in: 25.4, ft: 304.8 } as const;
const LENGTH_UNITS: Record<string, keyof typeof MM_PER> = {
  mm: "mm",
  cm: "cm",
  m: "m",
  in: "in",
  inch: "in",
  inches: "in",
  '"': "in",
  "″": "in",
  ft: "ft",
  feet: "ft",
  foot: "ft",
};

const BAR_PER = { bar: 1, psi: 0.0689475729, mpa: 10, kpa: 0.01 } as const;
const PRESSURE_UNITS: Record<string, keyof typeof BAR_PER> = { bar: "bar", psi: "psi", mpa: "mpa", kpa: "kpa" };

/**
 * A length: a plain number is millimetres already; with mm, cm, m, in, '"' or ft it is
 * converted to whole millimetres (halves up). null: not a length (the caller's "not a number").
 */
export function parseLength(text: string): Converted | null {
  const m = MEASURE.exec(text.trim());
  if (!m) return null;
  const n = Number(m[1]);
  if (!m[2]) return { value: n, note: null };
  const unit = LENGTH_UNITS[m[2].toLowerCase()];
  if (!unit) return null;
  if (unit === "mm") return { value: n, note: null };
  const mm = Math.round(n * MM_PER[unit]) + 0;
  return { value: mm, note: UNIT_NOTES.length(text.trim(), mm) };
}

/** A pressure: a plain number is bar already; psi, MPa and kPa become whole bar (halves up). */
export function parsePressure(text: string): Converted | null {
  const m = MEASURE.exec(text.trim());
  if (!m) return null;
  const n = Number(m[1]);
  if (!m[2]) return { value: n, note: null };
  const unit = PRESSURE_UNITS[m[2].toLowerCase()];
  if (!unit) return null;
  if (unit === "bar") return { value: n, note: null };
  const bar = Math.round(n * BAR_PER[unit]) + 0;
  return { value: bar, note: UNIT_NOTES.pressure(text.trim(), bar) };
}

/** Sixteenths of an inch as the catalogue writes a bore: 8 -> '1/2"', 20 -> '1 1/4"', 16 -> '1"'. */
export function boreName(sixteenths: number): string {
  const whole = Math.floor(sixteenths / 16);
  let num = sixteenths % 16;
  let den = 16;
  while (num && num % 2 === 0) {
    num /= 2;
    den /= 2;
  }
  const fraction = num ? `${num}/${den}` : "";
  return `${[whole || "", fraction].filter(Boolean).join(" ") || "0"}"`;
}

const DASH = /^-\s*(\d{1,2})$/;
const BORE_MM = /^(\d+(?:\.\d+)?)\s*mm$/i;
const BORE_DECIMAL_IN = /^(\d*\.\d+|\d+)\s*(?:in|inch|inches|"|″)$/i;
const BORE_FRACTION_IN = /^(?:(\d+)\s+)?(\d+)\/(\d+)\s*(?:in|inch|inches|"|″)?$/i;

/**
 * A bore size: a dash size (-08, the sixteenths of an inch hydraulic fittings are sold by), a
 * decimal or fractional inch size or millimetres, as the catalogue's inch name ('1/2"').
 * Millimetres are taken to the nearest sixteenth only when within 0.4 mm of it (12.7 mm is 1/2";
 * 12 mm stays "12 mm", a metric bore of its own). A value already in the catalogue, or one that
 * is none of these forms, is left as written (note null).
 */
export function normaliseBore(text: string, known: ReadonlySet<string>): { value: string; note: string | null } {
  const t = text.trim();
  if (known.has(t.toLowerCase())) return { value: t, note: null };
  let sixteenths: number | null = null;
  const dash = DASH.exec(t);
  const mm = BORE_MM.exec(t);
  const dec = BORE_DECIMAL_IN.exec(t);
  const frac = BORE_FRACTION_IN.exec(t);
  if (dash) sixteenths = Number(dash[1]);
  else if (mm) {
    const exact = (Number(mm[1]) / 25.4) * 16;
    if (Math.abs(exact - Math.round(exact)) * (25.4 / 16) <= 0.4) sixteenths = Math.round(exact);
  } else if (dec) sixteenths = Math.round(Number(dec[1]) * 16);
  // A proper fraction in halves to sixteenths (3/4, 1 1/4); "9/9" is somebody's own name.
  else if (frac && [2, 4, 8, 16].includes(Number(frac[3])) && Number(frac[2]) < Number(frac[3])) {
    const inches = Number(frac[1] ?? 0) + Number(frac[2]) / Number(frac[3]);
    if (Number.isInteger(inches * 16)) sixteenths = inches * 16;
  }
  if (!sixteenths || sixteenths <= 0) return { value: t, note: null };
  const name = boreName(sixteenths);
  if (name === t) return { value: t, note: null };
  return { value: name, note: UNIT_NOTES.bore(t, name) };
}
