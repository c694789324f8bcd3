import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  barTo,
  formatBore,
  formatLength,
  formatPressure,
  mmTo,
  nominalBore,
  resolveUnits,
  storedBar,
  storedMm,
  toBar,
  toMm,
  withUnit,
  type LengthUnit,
  type PressureUnit,
} from "@/lib/units";

const imperial = { system: "imperial", pressure: "psi", length: "in" } as const;
const metric = { system: "metric", pressure: "bar", length: "mm" } as const;
const PRESSURES: PressureUnit[] = ["bar", "psi", "MPa"];
const LENGTHS: LengthUnit[] = ["mm", "in"];

describe("conversions", () => {
  it("known values", () => {
    expect(barTo(207, "psi")).toBe(3002);
    expect(barTo(207, "MPa")).toBe(20.7);
    expect(storedBar(3000, "psi")).toBe(207);
    expect(storedBar(20.7, "MPa")).toBe(207);
    expect(mmTo(1000, "in")).toBe(39.37);
    expect(storedMm(39.37, "in")).toBe(1000);
    expect(toMm(1, "in")).toBe(25.4);
    expect(toBar(1, "MPa")).toBe(10);
  });

  it("a stored value shown in any unit and read back is the same stored value", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.constantFrom(...PRESSURES), (bar, unit) => {
        expect(storedBar(barTo(bar, unit), unit)).toBe(bar);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom(...LENGTHS), (mm, unit) => {
        expect(storedMm(mmTo(mm, unit), unit)).toBe(mm);
      }),
    );
  });

  it("a value typed in a unit, stored and shown again, is off by at most half a stored unit", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 140_000, noNaN: true }), fc.constantFrom(...PRESSURES), (v, unit) => {
        const shown = barTo(storedBar(v, unit), unit);
        // Half a bar in the unit, plus the display rounding of the unit itself.
        const slack = toBar(1, unit) === 1 ? 0.5 : 0.5 / toBar(1, unit) + 0.05;
        expect(Math.abs(shown - v)).toBeLessThanOrEqual(slack + 1e-9);
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: 0, max: 39_000, noNaN: true }), fc.constantFrom(...LENGTHS), (v, unit) => {
        const shown = mmTo(storedMm(v, unit), unit);
        const slack = unit === "mm" ? 0.5 : 0.5 / 25.4 + 0.005;
        expect(Math.abs(shown - v)).toBeLessThanOrEqual(slack + 1e-9);
      }),
    );
  });
});

describe("bores from the nominal table", () => {
  it("reads the trade's ways of naming a bore", () => {
    for (const name of ['1/2"', "1/2 in", '0.5"', "-08", "-8", "DN12", "12.7 mm", "13 mm"]) {
      expect(nominalBore(name)?.dash, name).toBe(8);
    }
    expect(nominalBore('1 1/4"')?.dn).toBe(31);
    expect(nominalBore("12 mm")).toBeNull();
    expect(nominalBore("Special")).toBeNull();
  });

  it("uses the table, not arithmetic: -04 is 6.3 mm", () => {
    expect(formatBore('1/4"', metric)).toBe('1/4" (DN6)');
    expect(formatBore("-04", metric)).toBe("-04 (DN6)");
    expect(formatBore("6.3 mm", imperial)).toBe('1/4" (-04)');
    expect(formatBore("DN6", metric)).toBe("DN6");
    expect(nominalBore("DN6")?.mm).toBe(6.3);
    expect(formatBore('1/4"', imperial)).toBe('1/4" (-04)');
    expect(formatBore("DN25", imperial)).toBe('1" (-16)');
    expect(formatBore("Own size", imperial)).toBe("Own size");
  });
});

describe("formatting", () => {
  it("states the unit and rounds per unit", () => {
    expect(formatPressure(207, imperial)).toBe("3,002 psi");
    expect(formatPressure(207, { pressure: "MPa" })).toBe("20.7 MPa");
    expect(formatPressure(207, metric)).toBe("207 bar");
    expect(formatLength(1000, imperial)).toBe("39.37 in");
    expect(formatLength(1000, metric)).toBe("1,000 mm");
    expect(withUnit("Length", "in")).toBe("Length (in)");
  });
});

describe("whose units", () => {
  const client = { unitSystem: "metric", pressureUnit: null };
  it("the client's default unless the user chose", () => {
    expect(resolveUnits(client, null)).toEqual(metric);
    expect(resolveUnits(client, { unitSystem: null, pressureUnit: null })).toEqual(metric);
    expect(resolveUnits(client, { unitSystem: "imperial", pressureUnit: null })).toEqual(imperial);
    expect(resolveUnits(client, { unitSystem: "imperial", pressureUnit: "MPa" })).toEqual({
      ...imperial,
      pressure: "MPa",
    });
    expect(resolveUnits({ unitSystem: "imperial", pressureUnit: "MPa" }, null)).toEqual({
      ...imperial,
      pressure: "MPa",
    });
    // Choosing a system of one's own takes its pressure unit, not the client's choice.
    expect(
      resolveUnits({ unitSystem: "imperial", pressureUnit: "MPa" }, { unitSystem: "metric", pressureUnit: null }),
    ).toEqual(metric);
    expect(resolveUnits({ unitSystem: "bogus", pressureUnit: "bogus" }, null)).toEqual(metric);
  });
});

describe("the configuration file's units", () => {
  it("reads the unit from the header and converts plain numbers without a note", async () => {
    const { parseImportFile, templateHeaders, checkHeader } = await import("@/lib/hose-configurations/import/template");
    const { validateImport } = await import("@/lib/hose-configurations/import/rules");
    const header = templateHeaders({ pressureUnit: "psi", lengthUnit: "in" });
    expect(header[4]).toBe("Display pressure (psi)");
    expect(header[5]).toBe("Length (in)");
    expect(templateHeaders({ pressureUnit: "bar", lengthUnit: "mm" })[5]).toBe("Length");
    expect(checkHeader(header)).toEqual([]);
    const bad = [...header];
    bad[5] = "Length (furlongs)";
    expect(checkHeader(bad)).toEqual(["Expected Length but got Length (furlongs)"]);

    const line = ["", "Imperial", "2SN", '1/2"', "3000", "39.37", "", "", "", "", "", "", "", "", "", "", "", ""];
    const file = parseImportFile(
      `${header.join(",")}\r\n${line.map((c) => `"${c.replace(/"/g, '""')}"`).join(",")}\r\n`,
    );
    expect(file.headerErrors).toEqual([]);
    expect(file.units).toEqual({ pressureUnit: "psi", lengthUnit: "in" });
    const known = { hoseTypes: ["2SN"], boreSizes: ['1/2"'], connections: [], connectionTypes: [], manufacturers: [] };
    const [row] = validateImport(
      file.rows.map((r) => r.raw),
      [],
      known,
      { canAddCatalogueValues: true, units: file.units },
    ).rows;
    expect(row!.errors).toEqual([]);
    expect(row!.warnings).toEqual([]);
    expect(row!.value).toMatchObject({ displayPressure: 207, length: 1000 });
    // A value with its own unit is read in that one, whatever the header says.
    const own = validateImport([{ ...file.rows[0]!.raw, displayPressure: "207 bar" }], [], known, {
      canAddCatalogueValues: true,
      units: file.units,
    }).rows[0]!;
    expect(own.value).toMatchObject({ displayPressure: 207 });
    // Bounds in the file's unit.
    const big = validateImport([{ ...file.rows[0]!.raw, displayPressure: "200000" }], [], known, {
      canAddCatalogueValues: true,
      units: file.units,
    }).rows[0]!;
    expect(big.errors[0]).toBe("Display pressure must be at most 145038 psi");
  });
});
