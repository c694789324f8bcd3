import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell } from "@/lib/csv/write-csv";
import { effectiveOrientation } from "@/lib/hose-configurations/form-rules";
import { UNCHANGED, validateImport, type ExistingConfiguration } from "@/lib/hose-configurations/import/rules";
import { parseImportFile, TEMPLATE_COLUMNS } from "@/lib/hose-configurations/import/template";
import { HOSE_ACTIONS, validateHoseImport, type ExistingHose } from "@/lib/hoses/import/rules";
import { parseHoseImportFile, parseImportDate, HOSE_TEMPLATE_COLUMNS } from "@/lib/hoses/import/template";
import { hoseTemplateCell } from "@/lib/hoses/import/template-cell";

/**
 * Export then import is the identity, for both imports: rows the app could hold (text with
 * commas, quotes, line breaks, formula signs, non-Latin letters, leading zeros; every date form
 * the import reads), written as the template export writes them, in every file shape people
 * save (byte order mark or not, ',' or ';', CRLF or LF, trailing empty lines), read back by the
 * import as unchanged rows with exactly the stored values.
 */

const RUNS = { numRuns: 150 };

/** Text as the app stores it: trimmed, not blank; any characters, the awkward ones likely. */
const awkward = fc.constantFrom(",", '"', ";", "\r\n", "\n", "=", "+", "-", "@", "'", "ü", "日本", "Ω", "0", " ");
const storedText = (max: number) =>
  fc
    .array(fc.oneof(awkward, fc.string({ unit: "grapheme", maxLength: 6 })), { minLength: 1, maxLength: 8 })
    .map((parts) => parts.join("").trim().slice(0, max).trim())
    .filter((t) => t.length > 0);
const optionalText = (max: number) => fc.option(storedText(max), { nil: null });

/** The file shapes a spreadsheet or a script may save. */
const shape = fc.record({
  bom: fc.boolean(),
  separator: fc.constantFrom(",", ";"),
  eol: fc.constantFrom("\r\n", "\n"),
  trailing: fc.nat({ max: 3 }),
});

type Shape = { bom: boolean; separator: string; eol: string; trailing: number };

function writeFile(headers: string[], rows: Array<Array<unknown>>, s: Shape): string {
  const lines = [headers, ...rows].map((cells) => cells.map(csvCell).join(s.separator));
  return `${s.bom ? "\uFEFF" : ""}${lines.join(s.eol)}${s.eol}${s.eol.repeat(s.trailing)}`;
}

const isoDate = fc
  .date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2026-01-01T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** Every form of a date the import reads. */
const dateForms = (iso: string) => {
  const [y, m, d] = iso.split("-");
  const [mm, dd] = [String(Number(m)), String(Number(d))];
  return [iso, `${y}/${m}/${d}`, `${d}/${m}/${y}`, `${d}.${m}.${y}`, `${d}-${m}-${y}`, `${dd}/${mm}/${y}`];
};

describe("dates", () => {
  it("every accepted form of a date reads as that date", () => {
    fc.assert(
      fc.property(isoDate, (iso) => {
        for (const form of dateForms(iso)) expect(parseImportDate(form)).toBe(iso);
      }),
      RUNS,
    );
  });
});

const trail = fc
  .array(
    storedText(20).map((t) => t.replace(/>/g, "›").trim()),
    { minLength: 1, maxLength: 3 },
  )
  .filter((parts) => parts.every((p) => p.length > 0))
  .map((parts) => parts.join(" > "));

const hose = (id: number) =>
  fc.record({
    id: fc.constant(`00000000-0000-4000-8000-${String(id).padStart(12, "0")}`),
    tagId: fc.option(fc.stringMatching(/^[A-Za-z0-9._:-]{1,12}$/), { nil: null }),
    name: optionalText(100),
    location: fc.option(trail, { nil: null }),
    hoseConfigurationId: fc.option(fc.constantFrom("c1", "c2"), { nil: null }),
    manufacturer: optionalText(100),
    manufactureDate: fc.option(isoDate, { nil: null }),
    buildDate: fc.option(isoDate, { nil: null }),
    installationDate: fc.option(isoDate, { nil: null }),
    lastInspectionDate: fc.option(isoDate, { nil: null }),
    lastInspectionResult: fc.option(fc.constantFrom(0, 1, 2), { nil: null }),
    lastInspectionName: optionalText(100),
    hoseInspectionMonths: fc.option(fc.integer({ min: 1, max: 240 }), { nil: null }),
    hoseReplacementMonths: fc.option(fc.integer({ min: 1, max: 240 }), { nil: null }),
    sleeving: fc.option(fc.boolean(), { nil: null }),
    testCertificate: fc.option(fc.boolean(), { nil: null }),
    conformityCertificate: fc.option(fc.boolean(), { nil: null }),
    notes: optionalText(2000),
  });

/** A customer's hoses as the database could hold them: tags unique, every hose findable by its tag or its own name. */
const fleet = fc
  .integer({ min: 1, max: 12 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => hose(i + 1))))
  .map((hoses) =>
    hoses.map((h) => ({ ...h, installationDate: h.location ? (h.installationDate ?? "2020-01-01") : null })),
  )
  .filter((hoses) => {
    const tags = hoses.flatMap((h) => (h.tagId ? [h.tagId] : []));
    const untaggedNames = hoses.filter((h) => !h.tagId).map((h) => h.name?.toLowerCase());
    const allNames = hoses.map((h) => h.name?.toLowerCase()).filter(Boolean);
    return (
      new Set(tags).size === tags.length &&
      untaggedNames.every((n) => n !== undefined && allNames.filter((m) => m === n).length === 1)
    );
  });

describe("hose import: 'Download existing' then import", () => {
  it("reads every exported hose back as unchanged, with its stored values", () => {
    fc.assert(
      fc.property(fleet, shape, fc.nat(), (hoses, s, pick) => {
        const stored: ExistingHose[] = hoses.map((h) => ({
          ...h,
          configurationName:
            h.hoseConfigurationId === "c1" ? 'Std, 1/2"' : h.hoseConfigurationId ? "００７ config" : null,
        }));
        const rows = stored.map((h) =>
          HOSE_TEMPLATE_COLUMNS.map(([, field]) => {
            const cell = hoseTemplateCell(h, field);
            // The dates in any form the import reads, not only the export's.
            if (typeof cell === "string" && /^\d{4}-\d\d-\d\d$/.test(cell)) {
              const forms = dateForms(cell);
              return forms[pick % forms.length];
            }
            return cell;
          }),
        );
        const parsed = parseHoseImportFile(
          writeFile(
            HOSE_TEMPLATE_COLUMNS.map(([h]) => h),
            rows,
            s,
          ),
        );
        expect(parsed.headerErrors).toEqual([]);
        expect(parsed.parseErrors).toEqual([]);
        expect(parsed.rows).toHaveLength(stored.length);
        const zones = [...new Set(stored.flatMap((h) => (h.location ? prefixes(h.location) : [])))];
        const summary = validateHoseImport(
          parsed.rows.map((r) => r.raw),
          {
            zones: zones.map((t, i) => ({ id: `z${i}`, trailName: t })),
            configurations: [
              { id: "c1", name: 'Std, 1/2"', own: true, hidden: false },
              { id: "c2", name: "００７ config", own: false, hidden: true },
            ],
            hoses: stored,
            unavailableTags: [],
            today: "2026-01-01",
          },
        );
        summary.rows.forEach((r, i) => {
          expect(r.errors, JSON.stringify(parsed.rows[i])).toEqual([]);
          expect(r.action).toBe(HOSE_ACTIONS.unchanged);
          const { id, configurationName: _name, ...values } = stored[i]!;
          expect(r.value).toEqual({ id, ...values });
        });
        expect(summary.newZones).toEqual([]);
      }),
      RUNS,
    );
  });
});

const prefixes = (t: string) => {
  const parts = t.split(" > ");
  return parts.map((_, i) => parts.slice(0, i + 1).join(" > "));
};

const CONNECTION_TYPES = ["Straight", "45 degree", "90 degree"];

const configuration = (id: number) =>
  fc
    .record({
      id: fc.constant(`00000000-0000-4000-8000-${String(id).padStart(12, "0")}`),
      name: storedText(100),
      type: optionalText(100),
      boreSize: fc.option(fc.oneof(storedText(100), fc.constantFrom("-08", '1/2"', "12.7 mm", "06")), { nil: null }),
      displayPressure: fc.integer({ min: 0, max: 10_000 }),
      length: fc.integer({ min: 0, max: 1_000_000 }),
      connection1: optionalText(100),
      connection1JumpSize: fc.option(fc.oneof(storedText(100), fc.constantFrom("-04", "0012")), { nil: null }),
      connection1Type: fc.option(fc.constantFrom(...CONNECTION_TYPES), { nil: null }),
      connection2: optionalText(100),
      connection2JumpSize: optionalText(100),
      connection2Type: fc.option(fc.constantFrom(...CONNECTION_TYPES), { nil: null }),
      orientation: fc.integer({ min: 0, max: 359 }),
      manufacturer: optionalText(100),
      sleeving: fc.boolean(),
      testCertificate: fc.boolean(),
      conformityCertificate: fc.boolean(),
      notes: optionalText(2000),
    })
    .map((c) => ({ ...c, orientation: effectiveOrientation(c.orientation, c.connection1Type, c.connection2Type) }));

const library = fc
  .integer({ min: 1, max: 10 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => configuration(i + 1))))
  .filter((cs) => new Set(cs.map((c) => c.name.toLowerCase())).size === cs.length);

describe("configuration import: 'Download existing' then import", () => {
  it("reads every exported configuration back as unchanged, with its stored values", () => {
    fc.assert(
      fc.property(library, shape, (configs: ExistingConfiguration[], s) => {
        // As lib/hose-configurations/import/template-export.ts writes them.
        const rows = configs.map((c) =>
          TEMPLATE_COLUMNS.map(([, field]) => {
            const v = c[field];
            return typeof v === "boolean" ? (v ? 1 : 0) : (v ?? "");
          }),
        );
        const parsed = parseImportFile(
          writeFile(
            TEMPLATE_COLUMNS.map(([h]) => h),
            rows,
            s,
          ),
        );
        expect(parsed.headerErrors).toEqual([]);
        const used = (pick: (c: ExistingConfiguration) => Array<string | null>) =>
          configs.flatMap(pick).filter((v): v is string => v !== null);
        const summary = validateImport(
          parsed.rows.map((r) => r.raw),
          configs,
          {
            hoseTypes: used((c) => [c.type]),
            boreSizes: used((c) => [c.boreSize]),
            connections: used((c) => [c.connection1, c.connection2]),
            connectionTypes: used((c) => [c.connection1Type, c.connection2Type]),
            manufacturers: used((c) => [c.manufacturer]),
          },
          { canAddCatalogueValues: false },
        );
        summary.rows.forEach((r, i) => {
          expect(r.errors, JSON.stringify(parsed.rows[i])).toEqual([]);
          expect(r.warnings).toEqual([]);
          expect(r.action).toBe(UNCHANGED);
          expect(r.value).toEqual(configs[i]);
        });
      }),
      RUNS,
    );
  });
});
