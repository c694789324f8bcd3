import { describe, expect, it } from "vitest";
import { boreName, normaliseBore, parseLength, parsePressure } from "@/lib/csv/units";
import { validateImport } from "@/lib/hose-configurations/import/rules";

describe("units as people write them", () => {
  it('lengths: mm as they are; in, ", ft and cm to whole millimetres with a note', () => {
    expect(parseLength("1500")).toEqual({ value: 1500, note: null });
    expect(parseLength("1500 mm")).toEqual({ value: 1500, note: null });
    expect(parseLength('59"')).toEqual({ value: 1499, note: 'Length 59" read as 1499 mm' });
    expect(parseLength("59 in")).toEqual({ value: 1499, note: "Length 59 in read as 1499 mm" });
    expect(parseLength("4.5ft")).toEqual({ value: 1372, note: "Length 4.5ft read as 1372 mm" });
    expect(parseLength("150 cm")).toEqual({ value: 1500, note: "Length 150 cm read as 1500 mm" });
    expect(parseLength("12 parsecs")).toBeNull();
    expect(parseLength("long")).toBeNull();
  });

  it("pressures: bar as it is; psi, MPa and kPa to whole bar with a note", () => {
    expect(parsePressure("250")).toEqual({ value: 250, note: null });
    expect(parsePressure("250 bar")).toEqual({ value: 250, note: null });
    expect(parsePressure("3000 psi")).toEqual({ value: 207, note: "Pressure 3000 psi read as 207 bar" });
    expect(parsePressure("20 MPa")).toEqual({ value: 200, note: "Pressure 20 MPa read as 200 bar" });
    expect(parsePressure("20 atm")).toBeNull();
  });

  it("bores: dash sizes, inches and millimetres to the catalogue's inch names", () => {
    const known = new Set(['1/2"', "12 mm"]);
    expect(boreName(8)).toBe('1/2"');
    expect(boreName(20)).toBe('1 1/4"');
    expect(boreName(16)).toBe('1"');
    expect(normaliseBore("-08", known)).toEqual({ value: '1/2"', note: 'Bore size -08 read as 1/2"' });
    expect(normaliseBore("-20", known)).toEqual({ value: '1 1/4"', note: 'Bore size -20 read as 1 1/4"' });
    expect(normaliseBore("0.5 in", known)).toEqual({ value: '1/2"', note: 'Bore size 0.5 in read as 1/2"' });
    expect(normaliseBore("3/4 in", known)).toEqual({ value: '3/4"', note: 'Bore size 3/4 in read as 3/4"' });
    expect(normaliseBore("12.7mm", known)).toEqual({ value: '1/2"', note: 'Bore size 12.7mm read as 1/2"' });
    // A metric bore of its own, a catalogue name and free text stay as written.
    expect(normaliseBore("12 mm", known)).toEqual({ value: "12 mm", note: null });
    expect(normaliseBore("10 mm", known)).toEqual({ value: "10 mm", note: null });
    expect(normaliseBore('1/2"', known)).toEqual({ value: '1/2"', note: null });
    expect(normaliseBore("DN 10", known)).toEqual({ value: "DN 10", note: null });
  });

  it("the configuration import converts them with a warning on the cell", () => {
    const known = { hoseTypes: [], boreSizes: ['1/2"'], connections: [], connectionTypes: [], manufacturers: [] };
    const summary = validateImport(
      [{ id: "", name: "Imperial", boreSize: "-08", displayPressure: "3000 psi", length: "4 ft" }],
      [],
      known,
    );
    const row = summary.rows[0]!;
    expect(row.errors).toEqual([]);
    expect(row.warnings).toEqual([
      "Pressure 3000 psi read as 207 bar",
      "Length 4 ft read as 1219 mm",
      'Bore size -08 read as 1/2"',
    ]);
    expect(row.cells).toMatchObject({ boreSize: "warning", displayPressure: "warning", length: "warning" });
    expect(row.value).toMatchObject({ boreSize: '1/2"', displayPressure: 207, length: 1219 });
    expect(summary.hasWarnings).toBe(true);
  });
});
