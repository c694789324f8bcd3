import { normaliseBore, parseLength, parsePressure, type Converted } from "@/lib/csv/units";
import { blankToNull, effectiveOrientation } from "../form-rules";
import type { LengthUnit, PressureUnit } from "@/lib/units/convert";
import { checkBounds, checkMeasure, NUMBER_FIELDS, NUMBER_MESSAGES, type NumberField } from "../number-fields";
import type { FileUnits, ImportField, RawConfiguration } from "./template";

/**
 * SPEC §5 CSV import rules, row by row, shared by the Import screen's preview and
 * POST /hose-configurations/import/{id} (which runs them again before writing anything).
 * Pure: the caller supplies the library's current configurations and the known values.
 */

export const MESSAGES = {
  duplicateLine: "Duplicate line",
  nameExists: "Name already exists",
  lengthNaN: NUMBER_MESSAGES.notANumber(NUMBER_FIELDS.length.label),
  pressureNaN: NUMBER_MESSAGES.notANumber(NUMBER_FIELDS.displayPressure.label),
  orientationNaN: NUMBER_MESSAGES.notANumber(NUMBER_FIELDS.orientation.label),
  sleeving: "Sleeving must be 1,0  or blank",
  testCertificate: "Test certificate must be 1,0  or blank",
  conformityCertificate: "Conformity certificate must be 1,0  or blank",
  unknownId: "Please leave DO-NOT-EDIT empty for new configs",
  blocks: "This line will prevent file being imported",
  /** Not in SPEC §5 (silent on a blank name); the form's message. */
  nameRequired: "Name is required",
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
};

export const WARNINGS = {
  type: "Hose type is new",
  boreSize: "Bore size is new",
  connection1: "Connection 1 is new",
  connection1Type: "Connection 1 type is new",
  connection2: "Connection 2 is new",
  connection2Type: "Connection 2 type is new",
  manufacturer: "Manufacturer is new",
} as const;

/**
 * For an importer who may not add to the client's catalogue (anyone but a client admin): a value
 * none of the client's lists knows refuses the row, naming the column and the value.
 */
export const notInCatalogue = (label: string, value: string) =>
  `${label} "${value}" is not in the catalogue; ask your client admin to add it`;

/** The text columns as the messages name them. */
export const TEXT_LABELS = {
  type: "Hose type",
  boreSize: "Bore size",
  connection1: "Connection 1",
  connection1JumpSize: "Connection 1 size",
  connection1Type: "Connection 1 type",
  connection2: "Connection 2",
  connection2JumpSize: "Connection 2 size",
  connection2Type: "Connection 2 type",
  manufacturer: "Manufacturer",
} as const;
const LABELS = TEXT_LABELS;

export const ERRORS_BANNER = "There are errors in the file. Please fix them before importing";
export const WARNINGS_BANNER = "There are warnings in the file. Please review them before importing";
export const UPDATING = "Updating config";
export const CREATING = "Creating new config";
/** A row naming an existing configuration with exactly its stored values: the import leaves it alone. */
export const UNCHANGED = "Unchanged";

/** The notice after an import: the configurations created or changed, and those left as they were. */
export const importedMessage = (changed: number, unchanged: number) =>
  unchanged ? `Imported ${changed} configurations, ${unchanged} unchanged` : `Imported ${changed} configurations`;

/** Catalogue values already known (lower-cased): the catalogue plus what the library already uses. */
export type KnownValues = {
  hoseTypes: string[];
  boreSizes: string[];
  connections: string[];
  connectionTypes: string[];
  manufacturers: string[];
};

/** A configuration ready to write (the form's stored shape: blank text null, orientation effective). */
export type ImportConfiguration = {
  id: string | null;
  name: string;
  type: string | null;
  boreSize: string | null;
  displayPressure: number;
  length: number;
  connection1: string | null;
  connection1JumpSize: string | null;
  connection1Type: string | null;
  connection2: string | null;
  connection2JumpSize: string | null;
  connection2Type: string | null;
  orientation: number;
  manufacturer: string | null;
  sleeving: boolean;
  testCertificate: boolean;
  conformityCertificate: boolean;
  notes: string | null;
};

/** A configuration of the library as stored, to tell an unchanged row from an update. */
export type ExistingConfiguration = ImportConfiguration & { id: string };

export type RowOutcome = {
  outcome: "error" | "warning" | "success";
  /** 'Updating config', 'Unchanged' or 'Creating new config'; null for an unknown DO-NOT-EDIT. */
  action: string | null;
  errors: string[];
  warnings: string[];
  /** The columns an error or a warning is about (the preview marks those cells). */
  cells: Partial<Record<ImportField, "error" | "warning">>;
  /** Set when the row has no error. */
  value: ImportConfiguration | null;
};

export type ImportSummary = {
  rows: RowOutcome[];
  hasErrors: boolean;
  hasWarnings: boolean;
  /** The banner to show, if any. */
  banner: string | null;
  /** New values named by warnings, per catalogue list (created on import). */
  newValues: KnownValues;
  /** Rows that create or change a configuration (unchanged rows are not counted). */
  changes: number;
};

export type ImportOptions = {
  /**
   * Whether values new to the client's catalogue become catalogue entries ('... is new'
   * warnings) or refuse the row. The catalogue is client-wide, so only client admins add to it.
   */
  canAddCatalogueValues: boolean;
  /** The units plain numbers are in (the file's header, or the API body); bar and mm when left out. */
  units?: FileUnits;
};

const TEXT_MAX = 100;
const NOTES_MAX = 2000;

const text = (v: RawConfiguration[keyof RawConfiguration]) =>
  blankToNull(v === null || v === undefined ? null : String(v));

/** A decimal as a spreadsheet writes it: "1500", "1500.0", "12.5", ".5", "+3", "-5". */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A numeric column: "blank" when empty; else the number rounded to the nearest whole one
 * (halves up: 12.5 -> 13), since the library stores whole millimetres, bar and degrees, and
 * that rounded value checked against the configuration form's bounds. A length or pressure
 * may carry a unit (lib/csv/units.ts: in, ", ft; psi, MPa), converted with a note the row
 * shows as a warning. A value that is not a number at all gets SPEC §5's "... is not a
 * number"; a number out of bounds, the form's message.
 */
function importNumber(
  v: RawConfiguration[keyof RawConfiguration],
  field: NumberField,
  notes: string[],
  /** The unit a plain number is in (the header's), when not the stored one. */
  unit?: PressureUnit | LengthUnit,
): number | "blank" | string {
  const label = NUMBER_FIELDS[field].label;
  let n: number;
  const plain = (x: number) =>
    unit && unit !== "bar" && unit !== "mm" && field !== "orientation" ? checkMeasure(field, x, unit) : null;
  if (typeof v === "number") {
    const inUnit = plain(v);
    if (inUnit) return inUnit.ok ? inUnit.value : inUnit.message;
    n = v;
  } else {
    const t = text(v);
    if (t === null) return "blank";
    const read: Converted | null =
      field === "length" ? parseLength(t) : field === "displayPressure" ? parsePressure(t) : null;
    // A plain number is in the header's unit: converted as the file says, without a note.
    const number = DECIMAL.test(t) ? Number(t) : null;
    const inUnit = number !== null ? plain(number) : null;
    if (inUnit) return inUnit.ok ? inUnit.value : inUnit.message;
    if (read) {
      n = read.value;
      if (read.note) notes.push(read.note);
    } else n = number ?? Number.NaN;
  }
  if (!Number.isFinite(n)) return NUMBER_MESSAGES.notANumber(label);
  // + 0 turns the -0 of Math.round(-0.4) into 0.
  const checked = checkBounds(field, Math.round(n) + 0);
  return checked.ok ? checked.value : checked.message;
}

/** 1, 0 or blank (JSON callers may send true/false). */
function flag(v: RawConfiguration[keyof RawConfiguration]): boolean | null {
  if (typeof v === "boolean") return v;
  if (v === 1 || v === 0) return v === 1;
  const t = text(v);
  if (t === null || t === "0") return false;
  if (t === "1") return true;
  return null;
}

const lower = (s: string) => s.toLowerCase();

/** The stored fields an import writes: all of them equal means the row changes nothing. */
const COMPARED: Array<keyof ImportConfiguration> = [
  "name",
  "type",
  "boreSize",
  "displayPressure",
  "length",
  "connection1",
  "connection1JumpSize",
  "connection1Type",
  "connection2",
  "connection2JumpSize",
  "connection2Type",
  "orientation",
  "manufacturer",
  "sleeving",
  "testCertificate",
  "conformityCertificate",
  "notes",
];

export function validateImport(
  raws: RawConfiguration[],
  existing: ExistingConfiguration[],
  known: KnownValues,
  { canAddCatalogueValues, units }: ImportOptions = { canAddCatalogueValues: true },
): ImportSummary {
  const byId = new Map(existing.map((c) => [lower(c.id), c]));
  const knownSets = {
    hoseTypes: new Set(known.hoseTypes.map(lower)),
    boreSizes: new Set(known.boreSizes.map(lower)),
    connections: new Set(known.connections.map(lower)),
    connectionTypes: new Set(known.connectionTypes.map(lower)),
    manufacturers: new Set(known.manufacturers.map(lower)),
  };
  const warnOn: Array<[keyof typeof WARNINGS, keyof KnownValues]> = [
    ["type", "hoseTypes"],
    ["boreSize", "boreSizes"],
    ["connection1", "connections"],
    ["connection1Type", "connectionTypes"],
    ["connection2", "connections"],
    ["connection2Type", "connectionTypes"],
    ["manufacturer", "manufacturers"],
  ];

  // First pass: ids, so names can be checked against the library as the file leaves it.
  const seenIds = new Set<string>();
  const ids = raws.map((raw) => {
    const id = text(raw.id);
    if (id === null) return { id: null, unknown: false, duplicate: false };
    const match = byId.get(lower(id));
    const duplicate = seenIds.has(lower(id));
    seenIds.add(lower(id));
    return { id: match?.id ?? null, unknown: !match, duplicate };
  });
  const updated = new Set(ids.filter((r) => r.id).map((r) => r.id!));
  // Names taken by configurations the file does not touch, and by the file's rows.
  const untouched = new Map<string, string>();
  for (const c of existing) if (!updated.has(c.id)) untouched.set(lower(c.name), c.id);
  const fileNames = new Map<string, number>();
  for (const raw of raws) {
    const name = text(raw.name);
    if (name) fileNames.set(lower(name), (fileNames.get(lower(name)) ?? 0) + 1);
  }

  const newValues: Record<keyof KnownValues, Map<string, string>> = {
    hoseTypes: new Map(),
    boreSizes: new Map(),
    connections: new Map(),
    connectionTypes: new Map(),
    manufacturers: new Map(),
  };

  const rows = raws.map((raw, i): RowOutcome => {
    const errors: string[] = [];
    const warnings: string[] = [];
    const cells: RowOutcome["cells"] = {};
    const fail = (field: ImportField, message: string) => {
      errors.push(message);
      cells[field] = "error";
    };
    // A value written in other units than the stored ones: kept, converted, and said (SPEC §5 is silent).
    const converted = (field: ImportField, notes: string[]) => {
      if (!notes.length) return;
      warnings.push(...notes);
      cells[field] = "warning";
    };
    const { id, unknown, duplicate } = ids[i]!;
    if (duplicate) fail("id", MESSAGES.duplicateLine);
    if (unknown) fail("id", MESSAGES.unknownId);

    const name = text(raw.name);
    if (name === null) fail("name", MESSAGES.nameRequired);
    else if (name.length > TEXT_MAX) fail("name", MESSAGES.tooLong("Name", TEXT_MAX));
    else if (
      (fileNames.get(lower(name)) ?? 0) > 1 ||
      (untouched.has(lower(name)) && untouched.get(lower(name)) !== id)
    ) {
      fail("name", MESSAGES.nameExists);
    }

    // Blank display pressure and length are errors (SPEC §5's list); a blank orientation is 0.
    const pressureNotes: string[] = [];
    const pressure = importNumber(raw.displayPressure, "displayPressure", pressureNotes, units?.pressureUnit);
    if (typeof pressure === "string") fail("displayPressure", pressure === "blank" ? MESSAGES.pressureNaN : pressure);
    else converted("displayPressure", pressureNotes);
    const lengthNotes: string[] = [];
    const length = importNumber(raw.length, "length", lengthNotes, units?.lengthUnit);
    if (typeof length === "string") fail("length", length === "blank" ? MESSAGES.lengthNaN : length);
    else converted("length", lengthNotes);
    const orientation = importNumber(raw.orientation, "orientation", []);
    if (typeof orientation === "string" && orientation !== "blank") fail("orientation", orientation);

    const sleeving = flag(raw.sleeving);
    if (sleeving === null) fail("sleeving", MESSAGES.sleeving);
    const testCertificate = flag(raw.testCertificate);
    if (testCertificate === null) fail("testCertificate", MESSAGES.testCertificate);
    const conformityCertificate = flag(raw.conformityCertificate);
    if (conformityCertificate === null) fail("conformityCertificate", MESSAGES.conformityCertificate);

    const bore = text(raw.boreSize);
    const boreRead = bore === null ? null : normaliseBore(bore, knownSets.boreSizes);
    if (boreRead?.note) converted("boreSize", [boreRead.note]);
    const texts = {
      type: text(raw.type),
      boreSize: boreRead ? boreRead.value : null,
      connection1: text(raw.connection1),
      connection1JumpSize: text(raw.connection1JumpSize),
      connection1Type: text(raw.connection1Type),
      connection2: text(raw.connection2),
      connection2JumpSize: text(raw.connection2JumpSize),
      connection2Type: text(raw.connection2Type),
      manufacturer: text(raw.manufacturer),
    };
    const notes = text(raw.notes);
    for (const [field, value] of Object.entries(texts) as Array<[keyof typeof texts, string | null]>) {
      if (value && value.length > TEXT_MAX) fail(field, MESSAGES.tooLong(LABELS[field], TEXT_MAX));
    }
    if (notes && notes.length > NOTES_MAX) fail("notes", MESSAGES.tooLong("Notes", NOTES_MAX));

    for (const [field, list] of warnOn) {
      const value = texts[field];
      if (!value || knownSets[list].has(lower(value)) || cells[field] === "error") continue;
      if (!canAddCatalogueValues) {
        fail(field, notInCatalogue(LABELS[field], value));
        continue;
      }
      warnings.push(WARNINGS[field]);
      cells[field] = "warning";
      if (!newValues[list].has(lower(value))) newValues[list].set(lower(value), value);
    }

    if (errors.length) {
      errors.push(MESSAGES.blocks);
      return {
        outcome: "error",
        action: id ? UPDATING : unknown ? null : CREATING,
        errors,
        warnings,
        cells,
        value: null,
      };
    }
    const value: ImportConfiguration = {
      id,
      name: name!,
      ...texts,
      displayPressure: pressure as number,
      length: length as number,
      orientation: effectiveOrientation(
        orientation === "blank" ? 0 : (orientation as number),
        texts.connection1Type,
        texts.connection2Type,
      ),
      sleeving: sleeving!,
      testCertificate: testCertificate!,
      conformityCertificate: conformityCertificate!,
      notes,
    };
    const stored = id ? byId.get(lower(id)) : undefined;
    const action = !id ? CREATING : stored && COMPARED.every((f) => stored[f] === value[f]) ? UNCHANGED : UPDATING;
    return { outcome: warnings.length ? "warning" : "success", action, errors, warnings, cells, value };
  });

  const hasErrors = rows.some((r) => r.outcome === "error");
  const hasWarnings = rows.some((r) => r.warnings.length > 0);
  const values = (m: Map<string, string>) => [...m.values()];
  return {
    rows,
    hasErrors,
    hasWarnings,
    banner: hasErrors ? ERRORS_BANNER : hasWarnings ? WARNINGS_BANNER : null,
    changes: rows.filter((r) => r.value && r.action !== UNCHANGED).length,
    newValues: {
      hoseTypes: values(newValues.hoseTypes),
      boreSizes: values(newValues.boreSizes),
      connections: values(newValues.connections),
      connectionTypes: values(newValues.connectionTypes),
      manufacturers: values(newValues.manufacturers),
    },
  };
}
