import { blankToNull, effectiveOrientation } from "../form-rules";
import type { RawConfiguration } from "./template";

/**
 * SPEC 5 CSV import rules, row by row, shared by the Import screen's preview and
 * POST /hose-configurations/import/{id} (which runs them again before writing anything).
 * Pure: the caller supplies the library's current configurations and the known values.
 */

export const MESSAGES = {
  duplicateLine: "Duplicate line",
  nameExists: "Name already exists",
  lengthNaN: "Length is not a number",
  pressureNaN: "Display pressure is not a number",
  orientationNaN: "Orientation is not a number",
  sleeving: "Sleeving must be 1,0  or blank",
  testCertificate: "Test certificate must be 1,0  or blank",
  conformityCertificate: "Conformity certificate must be 1,0  or blank",
  unknownId: "Please leave DO-NOT-EDIT empty for new configs",
  blocks: "This line will prevent file being imported",
  /** Not in SPEC 5 (silent on a blank name); the form's message. */
  nameRequired: "Name is required",
} as const;

export const WARNINGS = {
  type: "Hose type is new",
  boreSize: "Bore size is new",
  connection1: "Connection 1 is new",
  connection1Type: "Connection 1 type is new",
  connection2: "Connection 2 is new",
  connection2Type: "Connection 2 type is new",
  manufacturer: "Manufacturer is new",
} as const;

export const ERRORS_BANNER = "There are errors in the file. Please fix them before importing";
export const WARNINGS_BANNER = "There are warnings in the file. Please review them before importing";
export const UPDATING = "Updating config";
export const CREATING = "Creating new config";

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

export type RowOutcome = {
  outcome: "error" | "warning" | "success";
  /** 'Updating config' or 'Creating new config'; null for an unknown DO-NOT-EDIT. */
  action: string | null;
  errors: string[];
  warnings: string[];
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
};

const TEXT_MAX = 100;
const NOTES_MAX = 2000;
const LIMITS = { displayPressure: 10_000, length: 1_000_000, orientation: 359 };

const text = (v: RawConfiguration[keyof RawConfiguration]) =>
  blankToNull(v === null || v === undefined ? null : String(v));

/** A whole, non-negative number within the form's bounds; "blank" when empty; null when not a number. */
function wholeNumber(v: RawConfiguration[keyof RawConfiguration], max: number): number | "blank" | null {
  if (typeof v === "number") return Number.isInteger(v) && v >= 0 && v <= max ? v : null;
  const t = text(v);
  if (t === null) return "blank";
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n <= max ? n : null;
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

export function validateImport(
  raws: RawConfiguration[],
  existing: Array<{ id: string; name: string }>,
  known: KnownValues,
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
    const { id, unknown, duplicate } = ids[i]!;
    if (duplicate) errors.push(MESSAGES.duplicateLine);
    if (unknown) errors.push(MESSAGES.unknownId);

    const name = text(raw.name);
    if (name === null) errors.push(MESSAGES.nameRequired);
    else if (name.length > TEXT_MAX) errors.push(`Name must be at most ${TEXT_MAX} characters`);
    else if (
      (fileNames.get(lower(name)) ?? 0) > 1 ||
      (untouched.has(lower(name)) && untouched.get(lower(name)) !== id)
    ) {
      errors.push(MESSAGES.nameExists);
    }

    const pressure = wholeNumber(raw.displayPressure, LIMITS.displayPressure);
    if (pressure === null || pressure === "blank") errors.push(MESSAGES.pressureNaN);
    const length = wholeNumber(raw.length, LIMITS.length);
    if (length === null || length === "blank") errors.push(MESSAGES.lengthNaN);
    const orientation = wholeNumber(raw.orientation, LIMITS.orientation);
    if (orientation === null) errors.push(MESSAGES.orientationNaN);

    const sleeving = flag(raw.sleeving);
    if (sleeving === null) errors.push(MESSAGES.sleeving);
    const testCertificate = flag(raw.testCertificate);
    if (testCertificate === null) errors.push(MESSAGES.testCertificate);
    const conformityCertificate = flag(raw.conformityCertificate);
    if (conformityCertificate === null) errors.push(MESSAGES.conformityCertificate);

    const texts = {
      type: text(raw.type),
      boreSize: text(raw.boreSize),
      connection1: text(raw.connection1),
      connection1JumpSize: text(raw.connection1JumpSize),
      connection1Type: text(raw.connection1Type),
      connection2: text(raw.connection2),
      connection2JumpSize: text(raw.connection2JumpSize),
      connection2Type: text(raw.connection2Type),
      manufacturer: text(raw.manufacturer),
    };
    const notes = text(raw.notes);
    const LABELS: Record<keyof typeof texts, string> = {
      type: "Hose type",
      boreSize: "Bore size",
      connection1: "Connection 1",
      connection1JumpSize: "Connection 1 size",
      connection1Type: "Connection 1 type",
      connection2: "Connection 2",
      connection2JumpSize: "Connection 2 size",
      connection2Type: "Connection 2 type",
      manufacturer: "Manufacturer",
    };
    for (const [field, value] of Object.entries(texts) as Array<[keyof typeof texts, string | null]>) {
      if (value && value.length > TEXT_MAX) errors.push(`${LABELS[field]} must be at most ${TEXT_MAX} characters`);
    }
    if (notes && notes.length > NOTES_MAX) errors.push(`Notes must be at most ${NOTES_MAX} characters`);

    for (const [field, list] of warnOn) {
      const value = texts[field];
      if (value && !knownSets[list].has(lower(value))) {
        warnings.push(WARNINGS[field]);
        if (!newValues[list].has(lower(value))) newValues[list].set(lower(value), value);
      }
    }

    const action = id ? UPDATING : unknown ? null : CREATING;
    if (errors.length) {
      errors.push(MESSAGES.blocks);
      return { outcome: "error", action, errors, warnings, value: null };
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
    return { outcome: warnings.length ? "warning" : "success", action, errors, warnings, value };
  });

  const hasErrors = rows.some((r) => r.outcome === "error");
  const hasWarnings = rows.some((r) => r.warnings.length > 0);
  const values = (m: Map<string, string>) => [...m.values()];
  return {
    rows,
    hasErrors,
    hasWarnings,
    banner: hasErrors ? ERRORS_BANNER : hasWarnings ? WARNINGS_BANNER : null,
    newValues: {
      hoseTypes: values(newValues.hoseTypes),
      boreSizes: values(newValues.boreSizes),
      connections: values(newValues.connections),
      connectionTypes: values(newValues.connectionTypes),
      manufacturers: values(newValues.manufacturers),
    },
  };
}
