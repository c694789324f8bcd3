import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { csvCell, csvHeader, csvLines, csvStream, neutraliseCell, type CsvColumn } from "@/lib/csv/write-csv";

/** What the export wrote before the hand-written writer: Papa.unparse of the neutralised cells. */
const papaLines = <T>(columns: CsvColumn<T>[], rows: T[]) =>
  rows.length
    ? `${Papa.unparse(
        rows.map((row) => columns.map((c) => neutraliseCell(c.value(row)))),
        { newline: "\r\n" },
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
