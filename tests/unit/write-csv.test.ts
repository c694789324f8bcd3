import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { restoreCell } from "@/lib/csv/formula-guard";
import { csvCell, csvHeader, csvLines, csvStream, neutraliseCell, type CsvColumn } from "@/lib/csv/write-csv";

/** Papa.unparse quotes these itself; ours also quotes a ';'. */
const quoteSemicolons = (value: unknown) => String(value).includes(";");

/** What the export wrote before the hand-written writer: Papa.unparse of the neutralised cells. */
const papaLines = <T>(columns: CsvColumn<T>[], rows: T[]) =>
  rows.length
    ? `${Papa.unparse(
        rows.map((row) => columns.map((c) => neutraliseCell(c.value(row)))),
        { newline: "\r\n", quotes: quoteSemicolons },
      )}\r\n`
    : "";

const TRICKY = [
  "",
  "plain",
  " leading space",
  "trailing space ",
  " ",
  "a,b",
  'say "hi"',
  '"',
  "line\nbreak",
  "cr\rlf",
  "\r\n",
  "\uFEFFbom",
  "=HYPERLINK(1)",
  "+1",
  "-3",
  "@home",
  "\tTab",
  "\rstart",
  "'quoted already",
  "a;=cmd",
  '"x";=1+1',
  "-04",
  '1/2"',
  "Grüße, 東京",
  "emoji 🚒 ok",
  ",",
  '=" , "',
  null,
  undefined,
  0,
  -1.5,
  42,
  true,
  new Date("2026-11-24T00:00:00.000Z"),
];

describe("csvLines", () => {
  it("writes each cell as Papa.unparse wrote it (neutralised, quoted only when needed)", () => {
    const columns: CsvColumn<unknown[]>[] = [0, 1, 2].map((i) => ({ header: `c${i}`, value: (r) => r[i] }));
    const rows = TRICKY.flatMap((a) => TRICKY.map((b, j) => [a, b, TRICKY[(j * 7) % TRICKY.length]]));
    expect(csvLines(columns, rows)).toBe(papaLines(columns, rows));
  });

  it("writes one column and no row as Papa did", () => {
    const one: CsvColumn<{ v: unknown }>[] = [{ header: "Only", value: (r) => r.v }];
    const rows = TRICKY.map((v) => ({ v }));
    expect(csvLines(one, rows)).toBe(papaLines(one, rows));
    expect(csvLines(one, [])).toBe("");
  });

  it("quotes a cell with a delimiter, a quote, a line break or an outer space, and neutralises formulas", () => {
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell(" x")).toBe('" x"');
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("-2, 3")).toBe(`"'-2, 3"`);
  });
});

describe("the formula guard", () => {
  it("leaves plain numbers and sizes as they are, and guards what a spreadsheet would run", () => {
    expect(["-04", "-12.5", "+3", '1/2"', "0.5", "42"].map(neutraliseCell)).toEqual([
      "-04",
      "-12.5",
      "+3",
      '1/2"',
      "0.5",
      "42",
    ]);
    expect(["=1+1", "-1+2", "+44 1234", "@SUM(A1)", "-minus", "\tx", "\rx", "a=b"].map(neutraliseCell)).toEqual([
      "'=1+1",
      "'-1+2",
      "'+44 1234",
      "'@SUM(A1)",
      "'-minus",
      "'\tx",
      "'\rx",
      "a=b",
    ]);
  });

  it("guards every piece a ';'-separated reader would make a cell of: after a ';' or a line break, behind quotes", () => {
    expect(neutraliseCell("a;=cmd")).toBe("a;'=cmd");
    expect(neutraliseCell('"x";=1+1')).toBe(`"x";'=1+1`);
    expect(neutraliseCell('x;"=1+1"')).toBe(`x;'"=1+1"`);
    expect(neutraliseCell("Need a quote;=HYPERLINK(CHAR(104)&CHAR(116));")).toBe(
      "Need a quote;'=HYPERLINK(CHAR(104)&CHAR(116));",
    );
    expect(neutraliseCell("line\n=cmd\r\n+x")).toBe("line\n'=cmd\r\n'+x");
    expect(neutraliseCell("sizes;-04;-06")).toBe("sizes;-04;-06");
    // Quoted, so that a ';' reader keeps it whole where it starts a line.
    expect(csvCell("a;=cmd")).toBe(`"a;'=cmd"`);
  });

  /** Each cell of a line as Excel splits it at ';', honouring a quote only at a cell's start. */
  function semicolonCells(line: string): string[] {
    const cells: string[] = [];
    let i = 0;
    while (i <= line.length) {
      let cell = "";
      if (line[i] === '"') {
        i++;
        while (i < line.length && !(line[i] === '"' && line[i + 1] !== '"')) {
          cell += line[i] === '"' ? '"' : line[i];
          i += line[i] === '"' ? 2 : 1;
        }
        i++;
      }
      while (i < line.length && line[i] !== ";") cell += line[i++];
      cells.push(cell);
      i++;
    }
    return cells;
  }

  it("no cell of an exported line starts a formula when read with ';' as the separator", () => {
    const values = ["a;=cmd", '"x";=1+1', 'x;"=1+1"', "=HYPERLINK(1)", "plain", "-04", "b;@x;+y", 'q";-z'];
    const columns: CsvColumn<string[]>[] = values.map((_, i) => ({ header: `c${i}`, value: (r) => r[i] }));
    const lines = csvLines(columns, [values, [...values].reverse()])
      .split("\r\n")
      .filter(Boolean);
    for (const line of lines) {
      for (const cell of semicolonCells(line)) {
        if (/^[=+\-@]/.test(cell)) expect(cell).toMatch(/^[+-]?\d+(\.\d*)?$/);
      }
    }
  });

  it("reads back exactly what it wrote, and old files' guarded sizes", () => {
    const values = [...TRICKY.filter((v): v is string => typeof v === "string"), "'-04", "''=x", "a;'=b", "'\"=y"];
    for (const v of values) expect(restoreCell(neutraliseCell(v))).toBe(v);
    expect(restoreCell("'-04")).toBe("-04");
  });
});

describe("csvHeader", () => {
  it("is the header line Papa wrote", () => {
    const columns: CsvColumn<unknown>[] = ["Tag id", "Name, full", '"Quoted"', "=Formula"].map((header) => ({
      header,
      value: () => "",
    }));
    expect(csvHeader(columns)).toBe(
      `${Papa.unparse([columns.map((c) => neutraliseCell(c.header))], { newline: "\r\n" })}\r\n`,
    );
  });
});

describe("csvStream", () => {
  const columns: CsvColumn<number>[] = [{ header: "N", value: (n) => n }];
  const text = (chunk: Uint8Array | undefined) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(chunk);

  it("sends the header at once, then reads one batch ahead of the reader, and ends the batches when it cancels", async () => {
    const pulled: number[] = [];
    let ended = false;
    async function* batches() {
      try {
        for (let b = 0; b < 10; b++) {
          pulled.push(b);
          yield [b * 2, b * 2 + 1];
        }
      } finally {
        ended = true;
      }
    }
    const reader = csvStream(columns, batches()).getReader();
    expect(text((await reader.read()).value)).toBe("\uFEFFN\r\n");
    expect(text((await reader.read()).value)).toBe("0\r\n1\r\n");
    expect(pulled).toEqual([0, 1]);
    expect(text((await reader.read()).value)).toBe("2\r\n3\r\n");
    expect(pulled).toEqual([0, 1, 2]);
    await reader.cancel();
    expect(ended).toBe(true);
    expect(pulled).toEqual([0, 1, 2]);
  });
});
