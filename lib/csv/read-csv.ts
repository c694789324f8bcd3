import Papa from "papaparse";
import { restoreCell } from "./formula-guard";

/**
 * Reading an import file (SPEC §5), shared by every import (configurations, hoses) in the
 * browser preview, the server and the tests. Pure: no server imports.
 */

export const TEMPLATE_MISMATCH = "CSV does not match template";

/**
 * What a file's header and the parser say about it, in English like the rules' messages: the
 * screens and the API say them in the reader's language by this wording (the catalogue's
 * `sentences`), so each lives here once, with its values as placeholders.
 */
export const CSV_MESSAGES = {
  mismatch: TEMPLATE_MISMATCH,
  expected: (expected: string, actual: string) => `Expected ${expected} but got ${actual}`,
  /**
   * A parser error on a line of the file (SPEC §8: the parser's message). With the separator
   * given, papaparse reports quote errors only; their messages are written out here, so they
   * are translated like ours. Any other keeps the parser's words.
   */
  parse: (row: number | string, code: string, message: string) =>
    code === "MissingQuotes"
      ? `Row ${row}: Quoted field unterminated`
      : code === "InvalidQuotes"
        ? `Row ${row}: Trailing quote on quoted field is malformed`
        : `Row ${row}: ${message}`,
};

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

/**
 * The separator of a file, read from its header line alone: a spreadsheet in a locale whose
 * list separator is ';' (de, fr, nl...) saves "CSV" with ';'. Our headers hold neither sign,
 * so whichever the first line uses is the file's; guessing from the data instead would be
 * fooled by commas inside quoted cells.
 */
export function detectSeparator(text: string): "," | ";" {
  const end = text.search(/\r|\n/);
  const first = end === -1 ? text : text.slice(0, end);
  const commas = first.split(",").length;
  const semicolons = first.split(";").length;
  return semicolons > commas ? ";" : ",";
}

/** Header problems against the template's headers: a wrong column count, else each wrong column. */
export function checkTemplateHeader(
  header: string[],
  expected: readonly string[],
  alias: (cell: string) => string = (cell) => cell,
): string[] {
  const cells = header.map((h) => alias(h.trim()));
  if (cells.length !== expected.length) return [TEMPLATE_MISMATCH];
  return expected.flatMap((name, i) =>
    cells[i]!.toLowerCase() === name.toLowerCase() ? [] : [CSV_MESSAGES.expected(name, cells[i]!)],
  );
}

export type ParsedCsv<F extends string> = {
  /** Header problems: when any, no row is read. */
  headerErrors: string[];
  /** The parser's own message (SPEC §8 "CSV parse failure shows the parser message"). */
  parseErrors: string[];
  /** Each data line's cells by field (our exports' formula guards taken off), with its line number. */
  rows: Array<{ row: number; raw: Record<F, string> }>;
  /** Rows whose column count differs from the header (skipped, SPEC §5). */
  skipped: number;
  /** The header line's cells as written (a column's unit, 'Length (in)', is read from them). */
  header: string[];
};

/**
 * Text of a CSV file -> its rows by field. A byte order mark, ';' or ',' as separator, CRLF or
 * LF line ends and blank lines (trailing ones included) are all read as the same file.
 */
export function readTemplateCsv<F extends string>(
  text: string,
  columns: ReadonlyArray<readonly [header: string, field: F]>,
  /** A header cell as the template names it (e.g. without a unit the importer reads). */
  alias?: (cell: string) => string,
): ParsedCsv<F> {
  const body = text.replace(/^\uFEFF/, "");
  const parsed = Papa.parse<string[]>(body, { skipEmptyLines: "greedy", delimiter: detectSeparator(body) });
  const parseErrors = parsed.errors.map((e) =>
    e.row !== undefined ? CSV_MESSAGES.parse(e.row + 1, e.code, e.message) : e.message,
  );
  const [header, ...lines] = parsed.data;
  if (!header) return { headerErrors: [TEMPLATE_MISMATCH], parseErrors, rows: [], skipped: 0, header: [] };
  const headerErrors = checkTemplateHeader(
    header,
    columns.map(([h]) => h),
    alias,
  );
  if (headerErrors.length) return { headerErrors, parseErrors, rows: [], skipped: 0, header };
  const rows: ParsedCsv<F>["rows"] = [];
  let skipped = 0;
  lines.forEach((cells, i) => {
    if (cells.length !== header.length) {
      skipped++;
      return;
    }
    const raw = {} as Record<F, string>;
    columns.forEach(([, field], c) => {
      raw[field] = restoreCell(cells[c] ?? "");
    });
    rows.push({ row: i + 2, raw });
  });
  return { headerErrors, parseErrors, rows, skipped, header };
}
