/**
 * Units of measurement: what the portal stores and what people read and type. Pure (no server
 * imports), so forms, the import preview and the server convert with the same code.
 *
 * Storage is canonical and metric, and stays so whatever anyone chooses: a configuration's
 * display pressure is whole bar, its length whole millimetres (prisma/schema.prisma). A bore size
 * is stored as the catalogue's own text (the demo catalogue names them in inches, '1/2"'), so a
 * bore is never converted on the way in; it is shown in the reader's units through the nominal
 * table of bores.ts.
 */

export const UNIT_SYSTEMS = ["metric", "imperial"] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

export const PRESSURE_UNITS = ["bar", "psi", "MPa"] as const;
export type PressureUnit = (typeof PRESSURE_UNITS)[number];

export const LENGTH_UNITS = ["mm", "in"] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

/** What one reader sees: their unit system, the pressure unit and the length unit it implies. */
export type Units = { system: UnitSystem; pressure: PressureUnit; length: LengthUnit };

/** 1 psi is 0.0689475729 bar (1 lbf/in², exact from the inch and the pound-force). */
export const BAR_PER_PSI = 0.0689475729;
/** 1 MPa is exactly 10 bar. */
export const BAR_PER_MPA = 10;
/** 1 inch is exactly 25.4 mm. */
export const MM_PER_INCH = 25.4;

/**
 * The rounding of each unit, in one place: how many decimals a value is shown and read with.
 * Chosen so that a stored whole value shown and read back is the same stored value: one psi is
 * 0.069 bar, a tenth of an MPa is one bar, a hundredth of an inch is 0.254 mm, each finer than
 * the half unit the store rounds to.
 */
export const DECIMALS: Record<PressureUnit | LengthUnit, number> = { bar: 0, psi: 0, MPa: 1, mm: 0, in: 2 };

/** The pressure unit a system uses unless the reader chose another. */
export const DEFAULT_PRESSURE: Record<UnitSystem, PressureUnit> = { metric: "bar", imperial: "psi" };
export const LENGTH_OF: Record<UnitSystem, LengthUnit> = { metric: "mm", imperial: "in" };

export const METRIC: Units = { system: "metric", pressure: "bar", length: "mm" };

/** Rounds to the unit's decimals, halves away from zero, without -0. */
export function roundTo(value: number, unit: PressureUnit | LengthUnit): number {
  const f = 10 ** DECIMALS[unit];
  const r = (Math.sign(value) * Math.round(Math.abs(value) * f)) / f;
  return r + 0;
}

/** Stored bar -> the unit, rounded for showing. */
export function barTo(bar: number, unit: PressureUnit): number {
  if (unit === "bar") return roundTo(bar, unit);
  return roundTo(unit === "psi" ? bar / BAR_PER_PSI : bar / BAR_PER_MPA, unit);
}

/** A pressure in the unit -> bar, not rounded (the caller's store rounds it to whole bar). */
export function toBar(value: number, unit: PressureUnit): number {
  return unit === "bar" ? value : unit === "psi" ? value * BAR_PER_PSI : value * BAR_PER_MPA;
}

/** Stored mm -> the unit, rounded for showing. */
export function mmTo(mm: number, unit: LengthUnit): number {
  return roundTo(unit === "mm" ? mm : mm / MM_PER_INCH, unit);
}

/** A length in the unit -> mm, not rounded. */
export function toMm(value: number, unit: LengthUnit): number {
  return unit === "mm" ? value : value * MM_PER_INCH;
}

/** A value read in the unit, as the whole bar the store keeps (halves up). */
export const storedBar = (value: number, unit: PressureUnit) => Math.round(toBar(value, unit)) + 0;
/** A value read in the unit, as the whole millimetres the store keeps (halves up). */
export const storedMm = (value: number, unit: LengthUnit) => Math.round(toMm(value, unit)) + 0;

/** The reader's units from their choice and their client's default (null: follow the client). */
export function resolveUnits(
  client: { unitSystem: string; pressureUnit: string | null },
  user: { unitSystem: string | null; pressureUnit: string | null } | null,
): Units {
  const system = asSystem(user?.unitSystem) ?? asSystem(client.unitSystem) ?? "metric";
  // A user who chose their own system takes that system's pressure unit unless they chose one;
  // a user who follows the client follows its pressure unit as well.
  const fallback = user?.unitSystem ? null : asPressure(client.pressureUnit);
  const pressure = asPressure(user?.pressureUnit) ?? fallback ?? DEFAULT_PRESSURE[system];
  return { system, pressure, length: LENGTH_OF[system] };
}

export const asSystem = (v: string | null | undefined): UnitSystem | null =>
  (UNIT_SYSTEMS as readonly string[]).includes(v ?? "") ? (v as UnitSystem) : null;
export const asPressure = (v: string | null | undefined): PressureUnit | null =>
  (PRESSURE_UNITS as readonly string[]).includes(v ?? "") ? (v as PressureUnit) : null;

/** A request's reader: the client and, when signed in, the user with their choice. */
export type Reader = {
  client: { unitSystem: string; pressureUnit: string | null };
  user: { unitChoice?: { system: string | null; pressure: string | null } } | null;
};

/** The units a request's reader sees (the client's default for anonymous visitors and API keys). */
export function unitsOf(reader: Reader): Units {
  const choice = reader.user?.unitChoice;
  return resolveUnits(reader.client, choice ? { unitSystem: choice.system, pressureUnit: choice.pressure } : null);
}

/**
 * The client's default units: for what is read by anyone rather than one signed-in person (the
 * public hose card, printed labels).
 */
export const clientUnits = (client: Reader["client"]): Units => resolveUnits(client, null);
