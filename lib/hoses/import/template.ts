import { readTemplateCsv, type ParsedCsv } from "@/lib/csv/read-csv";

/**
 * The hose import file: its columns, and the cell forms the import reads and the template
 * export writes (so 'Download existing' imports back unchanged). Pure, shared by the Import
 * screen's preview, the server and the tests.
 */

/** The template's columns in order, with the field each fills. */
export const HOSE_TEMPLATE_COLUMNS = [
  ["Tag id", "tagId"],
  ["Name", "name"],
  ["Location", "location"],
  ["Configuration", "configuration"],
  ["Manufacturer", "manufacturer"],
  ["Manufacture date", "manufactureDate"],
  ["Build date", "buildDate"],
  ["Installation date", "installationDate"],
  ["Last inspection date", "lastInspectionDate"],
  ["Last inspection result", "lastInspectionResult"],
  ["Inspected by", "lastInspectionName"],
  ["Inspection interval (months)", "hoseInspectionMonths"],
  ["Replacement interval (months)", "hoseReplacementMonths"],
  ["Sleeving", "sleeving"],
  ["Test certificate", "testCertificate"],
  ["Conformity certificate", "conformityCertificate"],
  ["Notes", "notes"],
] as const;

export const HOSE_TEMPLATE_HEADERS: string[] = HOSE_TEMPLATE_COLUMNS.map(([header]) => header);
export type HoseImportField = (typeof HOSE_TEMPLATE_COLUMNS)[number][1];

/** A hose as the file (or an API caller) gives it: text, or already typed values. */
export type RawHose = { [K in HoseImportField]?: string | number | boolean | null };

export type ParsedHoseFile = ParsedCsv<HoseImportField>;

export function parseHoseImportFile(text: string): ParsedHoseFile {
  return readTemplateCsv(text, HOSE_TEMPLATE_COLUMNS);
}

/** How a location trail is written: the site, then each zone below it. */
export const TRAIL_SEPARATOR = " > ";

/** The inspection results in words, as the lists show them (index = the stored result). */
export const RESULT_WORDS = ["Good", "Monitor", "Replace"] as const;

const ISO = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * A date cell: YYYY-MM-DD (what the export writes; YYYY/MM/DD too) or the day first, as UK and
 * European spreadsheets write it (DD/MM/YYYY, DD.MM.YYYY, DD-MM-YYYY). Answers "YYYY-MM-DD",
 * or null when the cell is not a real calendar date in one of those forms.
 */
export function parseImportDate(text: string): string | null {
  const t = text.trim();
  let y: number, m: number, d: number;
  const iso = ISO.exec(t);
  const dayFirst = DAY_FIRST.exec(t);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dayFirst) [d, m, y] = [Number(dayFirst[1]), Number(dayFirst[2]), Number(dayFirst[3])];
  else return null;
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}
