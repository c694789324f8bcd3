import Papa from "papaparse";

/**
 * Cells that a spreadsheet would run as a formula (= + - @, and tab/CR that some apps also
 * treat so) are prefixed with an apostrophe: an exported name like "=HYPERLINK(...)" stays text.
 */
export function neutraliseCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = value instanceof Date ? value.toISOString() : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export type CsvColumn<T> = { header: string; value: (row: T) => unknown };

export function writeCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  return Papa.unparse({
    fields: columns.map((c) => c.header),
    data: rows.map((row) => columns.map((c) => neutraliseCell(c.value(row)))),
  });
}
