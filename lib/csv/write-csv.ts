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

/** Data lines (no header) for a batch of rows, each line ended by CRLF, cells neutralised. */
export function csvLines<T>(columns: CsvColumn<T>[], rows: T[]): string {
  if (rows.length === 0) return "";
  return `${Papa.unparse(
    rows.map((row) => columns.map((c) => neutraliseCell(c.value(row)))),
    { newline: "\r\n" },
  )}\r\n`;
}

/** The header line of a CSV file, CRLF-ended. */
export function csvHeader<T>(columns: CsvColumn<T>[]): string {
  return `${Papa.unparse([columns.map((c) => neutraliseCell(c.header))], { newline: "\r\n" })}\r\n`;
}

const encoder = new TextEncoder();

/**
 * A CSV download as a byte stream: a UTF-8 byte order mark and the header at once (the first
 * byte does not wait for the database), then one chunk per batch of rows, pulled only when the
 * reader wants more, so memory holds one batch whatever the row count.
 */
export function csvStream<T>(columns: CsvColumn<T>[], batches: AsyncIterable<T[]>): ReadableStream<Uint8Array> {
  const iterator = batches[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(`\uFEFF${csvHeader(columns)}`));
          return;
        }
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(csvLines(columns, next.value)));
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    { highWaterMark: 1 },
  );
}
