import Papa from "papaparse";
import { restoreCell } from "@/lib/csv/formula-guard";

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

export const TEMPLATE_MISMATCH = "CSV does not match template";

/**
 * The file's bytes as text: UTF-8 when it starts with a byte order mark (what current
 * spreadsheet programs save as "CSV UTF-8"), else ISO-8859-1 (SPEC §5, 9). The WHATWG decoder
 * reads that label as windows-1252, which agrees with ISO-8859-1 on every printable character
 * and also gives the euro sign and curly quotes Excel writes in 0x80-0x9F.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder("utf-8").decode(bytes.subarray(3));
  return new TextDecoder("iso-8859-1").decode(bytes);
}

/** Header problems: a wrong column count, else each column that is not the expected one. */
export function checkHeader(header: string[]): string[] {
  const cells = header.map((h) => h.trim());
  if (cells.length !== TEMPLATE_HEADERS.length) return [TEMPLATE_MISMATCH];
  return TEMPLATE_HEADERS.flatMap((expected, i) =>
    cells[i]!.toLowerCase() === expected.toLowerCase() ? [] : [`Expected ${expected} but got ${cells[i]}`],
  );
}

/**
 * Our exports put an apostrophe before what a spreadsheet would run as a formula
 * (lib/csv/formula-guard.ts); reading a cell back takes them off, so 'Download existing'
 * round-trips.
 */
export const unNeutralise = restoreCell;

export type ParsedFile = {
  /** Header problems: when any, no row is read. */
  headerErrors: string[];
  /** The parser's own message (SPEC §8 "CSV parse failure shows the parser message"). */
  parseErrors: string[];
  rows: Array<{ row: number; raw: RawConfiguration }>;
  /** Rows whose column count differs from the header (skipped, SPEC §5). */
  skipped: number;
};

/** Text of a CSV file -> its rows as raw configurations (empty lines skipped). */
export function parseImportFile(text: string): ParsedFile {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  const parseErrors = parsed.errors
    .filter((e) => e.code !== "UndetectableDelimiter")
    .map((e) => (e.row !== undefined ? `Row ${e.row + 1}: ${e.message}` : e.message));
  const [header, ...lines] = parsed.data;
  if (!header) return { headerErrors: [TEMPLATE_MISMATCH], parseErrors, rows: [], skipped: 0 };
  const headerErrors = checkHeader(header);
  if (headerErrors.length) return { headerErrors, parseErrors, rows: [], skipped: 0 };
  const rows: ParsedFile["rows"] = [];
  let skipped = 0;
  lines.forEach((cells, i) => {
    if (cells.length !== header.length) {
      skipped++;
      return;
    }
    const raw: RawConfiguration = {};
    TEMPLATE_COLUMNS.forEach(([, field], c) => {
      raw[field] = unNeutralise(cells[c] ?? "");
    });
    rows.push({ row: i + 2, raw });
  });
  return { headerErrors, parseErrors, rows, skipped };
}
