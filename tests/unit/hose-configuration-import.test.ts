import { describe, expect, it } from "vitest";
import {
  CREATING,
  ERRORS_BANNER,
  UPDATING,
  validateImport,
  type KnownValues,
} from "@/lib/hose-configurations/import/rules";
import {
  TEMPLATE_HEADERS,
  checkHeader,
  decodeCsvBytes,
  parseImportFile,
  unNeutralise,
} from "@/lib/hose-configurations/import/template";

const known: KnownValues = {
  hoseTypes: ["2SN"],
  boreSizes: ['1/2"'],
  connections: ["JIC"],
  connectionTypes: ["Straight", "90 degree"],
  manufacturers: ["Parker"],
};
const row = (over: Record<string, unknown> = {}) => ({
  id: "",
  name: "A",
  displayPressure: "100",
  length: "10",
  ...over,
});

describe("hose configuration import rules (shared by the preview and the server)", () => {
  it("checks the header: count first, then each column by name", () => {
    expect(checkHeader(TEMPLATE_HEADERS)).toEqual([]);
    expect(checkHeader(TEMPLATE_HEADERS.slice(1))).toEqual(["CSV does not match template"]);
    expect(checkHeader(["DO-NOT-EDIT", "Title", ...TEMPLATE_HEADERS.slice(2)])).toEqual([
      "Expected Name but got Title",
    ]);
  });

  it("reads back a neutralised cell, and decodes by BOM", () => {
    expect(["'=A1", "'-5", "'plain", "=x"].map(unNeutralise)).toEqual(["=A1", "-5", "'plain", "=x"]);
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, 0xc3, 0xa9]))).toBe("é");
    expect(decodeCsvBytes(new Uint8Array([0xe9]))).toBe("é");
    expect(parseImportFile(`${TEMPLATE_HEADERS.join(",")}\r\n\r\n`).rows).toEqual([]);
  });

  it("lets two configurations swap names in one file, but not share one", () => {
    const existing = [
      { id: "a", name: "First" },
      { id: "b", name: "Second" },
    ];
    const swap = validateImport([row({ id: "A", name: "Second" }), row({ id: "b", name: "first" })], existing, known);
    expect(swap.rows.map((r) => [r.outcome, r.action])).toEqual([
      ["success", UPDATING],
      ["success", UPDATING],
    ]);
    const clash = validateImport(
      [row({ name: "Second" }), row({ name: "new" }), row({ name: "NEW" })],
      existing,
      known,
    );
    expect(clash.rows.map((r) => r.errors[0])).toEqual([
      "Name already exists",
      "Name already exists",
      "Name already exists",
    ]);
    expect(clash.banner).toBe(ERRORS_BANNER);
  });

  it("blank orientation is 0, and 0 where an end is Straight; certificates 1/0/blank", () => {
    const [bent, straight] = validateImport(
      [
        row({
          orientation: "45",
          connection1Type: "90 degree",
          connection2Type: "90 degree",
          sleeving: "1",
          testCertificate: "",
          conformityCertificate: "0",
        }),
        row({ name: "B", orientation: "45", connection1Type: "Straight" }),
      ],
      [],
      known,
    ).rows;
    expect(bent!.value).toMatchObject({
      orientation: 45,
      sleeving: true,
      testCertificate: false,
      conformityCertificate: false,
      id: null,
    });
    expect(bent!.action).toBe(CREATING);
    expect(straight!.value!.orientation).toBe(0);
    expect(validateImport([row({ orientation: "" })], [], known).rows[0]!.value!.orientation).toBe(0);
  });
});
