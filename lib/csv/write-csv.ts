import { neutraliseCell } from "./formula-guard";

export { neutraliseCell };

export type CsvColumn<T> = { header: string; value: (row: T) => unknown };

/**
 * A cell that is quoted: what Papa.unparse quotes (a comma, a quote, a line break or a BOM in
 * it, a space at either end), and a ';', so that a spreadsheet splitting at ';' keeps the cell
 * whole when it is the first of its line (elsewhere, formula-guard.ts covers what it splits).
 */
const NEEDS_QUOTES = /[",;\r\n\uFEFF]|^ | $/;
const QUOTES = /"/g;

/**
 * One cell as it goes into the file: neutralised, then quoted as Papa.unparse quotes it (comma,
 * double quote doubled), ';' included. Written by hand because this is the inner loop of a
 * 100,000-row export (17 cells a row); tests/unit/write-csv.test.ts holds it to Papa's output.
 */
export function csvCell(value: unknown): string {
  const text = neutraliseCell(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(QUOTES, '""')}"` : text;
}

/** Data lines (no header) for a batch of rows, each line ended by CRLF, cells neutralised. */
export function csvLines<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const values = columns.map((c) => c.value);
  const n = values.length;
  let out = "";
  for (const row of rows) {
    let line = n ? csvCell(values[0]!(row)) : "";
    for (let i = 1; i < n; i++) line += `,${csvCell(values[i]!(row))}`;
    out += `${line}\r\n`;
  }
  return out;
}

/** The header line of a CSV file, CRLF-ended. */
export function csvHeader<T>(columns: CsvColumn<T>[]): string {
  return `${columns.map((c) => csvCell(c.header)).join(",")}\r\n`;
}

const encoder = new TextEncoder();

/**
 * A CSV download as a byte stream: a UTF-8 byte order mark and the header at once (the first
 * byte does not wait for the database), then one chunk per batch of rows, pulled only when the
 * reader wants more. While a chunk is written, the next batch is already being read (one batch
 * ahead, no more), so the database and the writing overlap. A batch is made into its chunk as
 * soon as it arrives: what waits for the reader is one string of bytes, not a batch of row
 * objects that would outlive the young generation and grow the heap (tens of MB on 100,000 rows).
 */
export function csvStream<T>(columns: CsvColumn<T>[], batches: AsyncIterable<T[]>): ReadableStream<Uint8Array> {
  const iterator = batches[Symbol.asyncIterator]();
  let ahead: Promise<Uint8Array | null> | undefined;
  const readAhead = () => {
    ahead = iterator.next().then((next) => (next.done ? null : encoder.encode(csvLines(columns, next.value))));
    // Awaited by the next pull; a failure while the reader has gone is not an unhandled one.
    ahead.catch(() => {});
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!ahead) {
          controller.enqueue(encoder.encode(`\uFEFF${csvHeader(columns)}`));
          readAhead();
          return;
        }
        const chunk = await ahead;
        if (chunk === null) return controller.close();
        readAhead();
        controller.enqueue(chunk);
      },
      async cancel() {
        await ahead?.catch(() => {});
        await iterator.return?.();
      },
    },
    { highWaterMark: 1 },
  );
}
