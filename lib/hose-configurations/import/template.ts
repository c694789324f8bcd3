import { restoreCell } from "@/lib/csv/formula-guard";
import {
  checkTemplateHeader,
  decodeCsvBytes,
  readTemplateCsv,
  TEMPLATE_MISMATCH,
  type ParsedCsv,
} from "@/lib/csv/read-csv";
import { LENGTH_UNITS, PRESSURE_UNITS, type LengthUnit, type PressureUnit } from "@/lib/units/convert";
import { withUnit } from "@/lib/units/format";

/**
 * The hose configuration CSV file (SPEC §5), shared by the browser preview, the server and the
 * tests: the template's columns, decoding, the header check and rows -> raw configurations.
 * Pure (no server imports), so the Import screen runs exactly this code.
 */

/** The template columns in order, DO-NOT-EDIT first, with the configuration field each fills. */
export const TEMPLATE_COLUMNS = [
  ["DO-NOT-EDIT", "id"],
  ["Name", "name"],
  ["Hose Type", "type"],
  ["Bore size", "boreSize"],
  ["Display pressure", "displayPressure"],
  ["Length", "length"],
  ["Connection 1", "connection1"],
  ["Connection 1 size", "connection1JumpSize"],
  ["Connection 1 type", "connection1Type"],
  ["Connection 2", "connection2"],
  ["Connection 2 size", "connection2JumpSize"],
  ["Connection 2 type", "connection2Type"],
  ["Orientation", "orientation"],
  ["Manufacturer", "manufacturer"],
  ["Sleeving", "sleeving"],
  ["Test certificate", "testCertificate"],
  ["Conformity certificate", "conformityCertificate"],
  ["Notes", "notes"],
] as const;

export const TEMPLATE_HEADERS: string[] = TEMPLATE_COLUMNS.map(([header]) => header);
export type ImportField = (typeof TEMPLATE_COLUMNS)[number][1];

/** A configuration as the file (or an API caller) gives it: text, or already typed values. */
export type RawConfiguration = { [K in ImportField]?: string | number | boolean | null };

export { decodeCsvBytes, TEMPLATE_MISMATCH };

/**
 * The units the file's numbers are in, as its header says: 'Display pressure (psi)' and
 * 'Length (in)' (our exports write the reader's units so); a header without a unit is bar and
 * mm, as stored. A value carrying its own unit ('3000 psi') is read in that one.
 */
export type FileUnits = { pressureUnit: PressureUnit; lengthUnit: LengthUnit };

const UNIT_HEADER = /^(.*?)\s*\(\s*([^()]+?)\s*\)$/;
const MEASURED = { "display pressure": PRESSURE_UNITS, length: LENGTH_UNITS } as const;

/** 'Length (in)' -> ['Length', 'in'] when the unit is one the column takes; else null. */
function unitOfHeader(cell: string): [name: string, unit: string] | null {
  const m = UNIT_HEADER.exec(cell.trim());
  if (!m) return null;
  const units: readonly string[] | undefined = MEASURED[m[1]!.toLowerCase() as keyof typeof MEASURED];
  const unit = units?.find((u) => u.toLowerCase() === m[2]!.toLowerCase());
  return unit ? [m[1]!, unit] : null;
}

/** A header cell as the template names it: a measured column's unit taken off. */
const withoutUnit = (cell: string) => unitOfHeader(cell)?.[0] ?? cell;

/** The units of the header's pressure and length columns (bar and mm when not named). */
export function headerUnits(header: string[]): FileUnits {
  const named = (column: string) => header.map(unitOfHeader).find((u) => u?.[0].toLowerCase() === column)?.[1];
  return {
    pressureUnit: (named("display pressure") as PressureUnit | undefined) ?? "bar",
    lengthUnit: (named("length") as LengthUnit | undefined) ?? "mm",
  };
}

/**
 * The template's header in the given units. In bar and mm, the stored units, it is SPEC §5's
 * header as it stands (a plain 'Display pressure' means bar); in others the column names its
 * unit ('Display pressure (psi)', 'Length (in)') and the import reads it back in that unit.
 */
export function templateHeaders(units: FileUnits): string[] {
  return TEMPLATE_COLUMNS.map(([header, field]) =>
    field === "displayPressure" && units.pressureUnit !== "bar"
      ? withUnit(header, units.pressureUnit)
      : field === "length" && units.lengthUnit !== "mm"
        ? withUnit(header, units.lengthUnit)
        : header,
  );
}

/** Header problems: a wrong column count, else each column that is not the expected one. */
export function checkHeader(header: string[]): string[] {
  return checkTemplateHeader(header, TEMPLATE_HEADERS, withoutUnit);
}

/**
 * Our exports put an apostrophe before what a spreadsheet would run as a formula
 * (lib/csv/formula-guard.ts); reading a cell back takes them off, so 'Download existing'
 * round-trips.
 */
export const unNeutralise = restoreCell;

export type ParsedFile = Omit<ParsedCsv<ImportField>, "rows"> & {
  rows: Array<{ row: number; raw: RawConfiguration }>;
  units: FileUnits;
};

/** Text of a CSV file -> its rows as raw configurations and the units its header names. */
export function parseImportFile(text: string): ParsedFile {
  const parsed = readTemplateCsv(text, TEMPLATE_COLUMNS, withoutUnit);
  return { ...parsed, units: headerUnits(parsed.header) };
}
