import { restoreCell } from "@/lib/csv/formula-guard";
import {
  checkTemplateHeader,
  decodeCsvBytes,
  readTemplateCsv,
  TEMPLATE_MISMATCH,
  type ParsedCsv,
} from "@/lib/csv/read-csv";

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

/** Header problems: a wrong column count, else each column that is not the expected one. */
export function checkHeader(header: string[]): string[] {
  return checkTemplateHeader(header, TEMPLATE_HEADERS);
}

/**
 * Our exports put an apostrophe before what a spreadsheet would run as a formula
 * (lib/csv/formula-guard.ts); reading a cell back takes them off, so 'Download existing'
 * round-trips.
 */
export const unNeutralise = restoreCell;

export type ParsedFile = Omit<ParsedCsv<ImportField>, "rows"> & {
  rows: Array<{ row: number; raw: RawConfiguration }>;
};

/** Text of a CSV file -> its rows as raw configurations (lib/csv/read-csv.ts reads it). */
export function parseImportFile(text: string): ParsedFile {
  return readTemplateCsv(text, TEMPLATE_COLUMNS);
}
