import { describe, expect, it } from "vitest";
import {
  CREATING,
  ERRORS_BANNER,
  MESSAGES,
  UNCHANGED,
  UPDATING,
  WARNINGS,
  validateImport,
  type ExistingConfiguration,
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
/** A stored configuration as the library holds it (what row() with these values imports as). */
const stored = (id: string, name: string, over: Partial<ExistingConfiguration> = {}): ExistingConfiguration => ({
  id,
  name,
  type: null,
  boreSize: null,
  displayPressure: 100,
  length: 10,
  connection1: null,
  connection1JumpSize: null,
  connection1Type: null,
  connection2: null,
  connection2JumpSize: null,
  connection2Type: null,
  orientation: 0,
  manufacturer: null,
  sleeving: false,
  testCertificate: false,
  conformityCertificate: false,
  notes: null,
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
    const existing = [stored("a", "First"), stored("b", "Second")];
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

  it("takes decimals, rounded to whole numbers (halves up), and names a number out of bounds as the form does", () => {
    const numbers = (over: Record<string, unknown>) => validateImport([row(over)], [], known).rows[0]!;
    expect(numbers({ length: "1500.0", displayPressure: "250.5", orientation: "44.4" }).value).toMatchObject({
      length: 1500,
      displayPressure: 251,
      orientation: 44,
    });
    expect(numbers({ length: "12.5" }).value!.length).toBe(13);
    expect(numbers({ length: 12.4 }).value!.length).toBe(12); // a typed API value
    expect(numbers({ length: "-0.4" }).value!.length).toBe(0);
    const errorsOf = (over: Record<string, unknown>) => numbers(over).errors.slice(0, -1);
    expect(errorsOf({ length: "-5" })).toEqual(["Length cannot be negative"]);
    expect(errorsOf({ displayPressure: "10000.6" })).toEqual(["Display pressure must be at most 10000 bar"]);
    expect(errorsOf({ orientation: "400" })).toEqual(["Orientation must be at most 359 degrees"]);
    // What is not a number at all, or blank where SPEC §5 says so, keeps SPEC's text.
    expect(errorsOf({ length: "", displayPressure: "12,5", orientation: "ninety" })).toEqual([
      MESSAGES.pressureNaN,
      MESSAGES.lengthNaN,
      MESSAGES.orientationNaN,
    ]);
    expect(errorsOf({ length: "1e3" })).toEqual([MESSAGES.lengthNaN]);
    expect(numbers({ orientation: "400" }).cells).toEqual({ orientation: "error" });
  });

  it("reads a row naming a configuration with exactly its stored values as 'Unchanged', and counts only changes", () => {
    const existing = [stored("a", "First"), stored("b", "Second", { notes: "kept" })];
    const summary = validateImport(
      [row({ id: "a", name: "First" }), row({ id: "b", name: "Second", notes: "edited" }), row({ name: "Third" })],
      existing,
      known,
    );
    expect(summary.rows.map((r) => r.action)).toEqual([UNCHANGED, UPDATING, CREATING]);
    expect(summary.changes).toBe(2);
  });

  it("marks the cells an error or a warning is about", () => {
    const [r] = validateImport([row({ length: "x", manufacturer: "Nobody", id: "missing" })], [], known).rows;
    expect(r!.cells).toEqual({ id: "error", length: "error", manufacturer: "warning" });
  });

  it("without the right to add to the catalogue, a new value refuses the row and names it; nothing is new", () => {
    const summary = validateImport(
      [row({ manufacturer: "Acme Rubber", type: "2sn", connection1: "ZZ Conn" })],
      [],
      known,
      { canAddCatalogueValues: false },
    );
    const [r] = summary.rows;
    expect(r!.outcome).toBe("error");
    expect(r!.errors).toEqual([
      'Connection 1 "ZZ Conn" is not in the catalogue; ask your client admin to add it',
      'Manufacturer "Acme Rubber" is not in the catalogue; ask your client admin to add it',
      MESSAGES.blocks,
    ]);
    expect(r!.warnings).toEqual([]);
    expect(r!.cells).toEqual({ connection1: "error", manufacturer: "error" });
    expect(Object.values(summary.newValues).flat()).toEqual([]);
    // A client admin gets today's warnings.
    expect(validateImport([row({ manufacturer: "Acme Rubber" })], [], known).rows[0]!.warnings).toEqual([
      WARNINGS.manufacturer,
    ]);
  });
});
