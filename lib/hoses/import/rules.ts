import { TAG_UNAVAILABLE } from "@/lib/tags/tag-messages";
import { parseImportDate, RESULT_WORDS, TRAIL_SEPARATOR, type HoseImportField, type RawHose } from "./template";

/**
 * The hose import's rules, row by row, shared by the Import screen's preview and
 * POST /hoses/import/{organisationId} (which runs them again, inside its transaction, before
 * writing). Pure: the caller supplies the customer's zones, the configurations it may use and
 * the hoses the file's rows may match. Errors block the whole file; warnings do not.
 */

export const HOSE_MESSAGES = {
  duplicateLine: "Duplicate line",
  inspectionKept: "This hose's last inspection cannot be changed by an import: record an inspection on the hose",
  blocks: "This line will prevent file being imported",
  tagOrName: "Give a tag id or a name",
  tagFormat: "Tag id may contain letters, digits and - _ . : only (at most 64)",
  tagUnavailable: TAG_UNAVAILABLE,
  ambiguousName: (name: string) => `Several hoses of this customer are named "${name}": give the tag id`,
  configuration: (name: string) => `Configuration "${name}" is not in this customer's or its distributor's library`,
  emptyZone: "Location has an empty part between '>' signs",
  date: (label: string) => `${label} is not a date (YYYY-MM-DD or DD/MM/YYYY)`,
  future: (label: string) => `${label} cannot be in the future`,
  buildBeforeManufacture: "The build date cannot be before the manufacture date",
  installBeforeBuild: "The installation date cannot be before the build date",
  result: "Last inspection result must be Good, Monitor, Replace (or 0, 1, 2) or blank",
  resultWithoutDate: "Give the last inspection date with its result",
  dateWithoutResult: "Give the last inspection result with its date",
  months: (label: string) => `${label} must be a whole number of months from 1 to 240, or blank`,
  flag: (label: string) => `${label} must be 1, 0 or blank`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
};

export const HOSE_WARNINGS = {
  newZone: (trail: string) => `New location: ${trail} will be created`,
};

export const HOSE_ACTIONS = { creating: "Creating new hose", updating: "Updating hose", unchanged: "Unchanged" };

/** The notice after an import: its counts. */
export const hosesImportedMessage = (counts: { created: number; updated: number; unchanged: number }) =>
  `Imported hoses: ${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged`;

/** A hose as stored, in the import's terms (dates as YYYY-MM-DD), to match and compare rows with. */
export type ExistingHose = {
  id: string;
  tagId: string | null;
  name: string | null;
  /** The zone's trail, null when uninstalled. */
  location: string | null;
  hoseConfigurationId: string | null;
  manufacturer: string | null;
  manufactureDate: string | null;
  buildDate: string | null;
  installationDate: string | null;
  lastInspectionDate: string | null;
  lastInspectionResult: number | null;
  lastInspectionName: string | null;
  hoseInspectionMonths: number | null;
  hoseReplacementMonths: number | null;
  sleeving: boolean | null;
  testCertificate: boolean | null;
  conformityCertificate: boolean | null;
  /** The latest note's text. */
  notes: string | null;
  /** The configuration's name (written by the export; not compared). */
  configurationName?: string | null;
};

/** What the rows are checked against (the screen gets it from a server action). */
export type HoseImportContext = {
  /** The customer's sites and zones, by trail. */
  zones: Array<{ id: string; trailName: string }>;
  /** Configurations the customer's hoses may be built to: its own library first, then its distributor's. */
  configurations: Array<{ id: string; name: string; own: boolean; hidden: boolean }>;
  /** The customer's active hoses that carry a tag or a name of the file. */
  hoses: ExistingHose[];
  /** Tags of the file no hose of this customer may carry (another hose has it, or the tag rules refuse it). */
  unavailableTags: string[];
  /** Today, YYYY-MM-DD (dates after it are refused; an installed hose without a date is installed today). */
  today: string;
};

/** A row ready to write. `id` is the matched hose (null: a new one). */
export type ImportHose = Omit<ExistingHose, "id" | "configurationName"> & { id: string | null };

export type HoseRowOutcome = {
  outcome: "error" | "warning" | "success";
  action: string | null;
  errors: string[];
  warnings: string[];
  cells: Partial<Record<HoseImportField, "error" | "warning">>;
  value: ImportHose | null;
};

export type HoseImportSummary = {
  rows: HoseRowOutcome[];
  hasErrors: boolean;
  hasWarnings: boolean;
  /** Trails of zones to create, each after its parent. */
  newZones: string[];
};

const TAG = /^[A-Za-z0-9._:-]{1,64}$/;
const TEXT_MAX = 100;
const NOTES_MAX = 2000;

type Cell = RawHose[keyof RawHose];
const text = (v: Cell): string | null => {
  if (v === null || v === undefined) return null;
  const t = String(v).trim();
  return t === "" ? null : t;
};
const lower = (s: string) => s.toLowerCase();

/** 1, 0 or blank (also yes/no, true/false): null for blank, undefined when unreadable. */
function flag(v: Cell): boolean | null | undefined {
  if (typeof v === "boolean") return v;
  const t = text(v);
  if (t === null) return null;
  const l = lower(t);
  if (l === "1" || l === "yes" || l === "true") return true;
  if (l === "0" || l === "no" || l === "false") return false;
  return undefined;
}

/** Whole months 1-240 or blank: null for blank, undefined when out of range or not a number. */
function months(v: Cell): number | null | undefined {
  const t = text(v);
  if (t === null) return null;
  const n = Number(t);
  return Number.isInteger(n) && n >= 1 && n <= 240 ? n : undefined;
}

/** Good/Monitor/Replace or 0/1/2: null for blank, undefined otherwise. */
function result(v: Cell): number | null | undefined {
  const t = text(v);
  if (t === null) return null;
  if (/^[012]$/.test(t)) return Number(t);
  const i = RESULT_WORDS.findIndex((w) => lower(w) === lower(t));
  return i === -1 ? undefined : i;
}

/** A trail written with any spacing around '>' as the zones store it ("Site > Hall > Bay"), or "" on an empty part. */
export function canonicalTrail(location: string): string {
  const parts = location.split(">").map((p) => p.trim());
  return parts.some((p) => p === "") ? "" : parts.join(TRAIL_SEPARATOR);
}

const COMPARED: Array<keyof ImportHose> = [
  "tagId",
  "name",
  "location",
  "hoseConfigurationId",
  "manufacturer",
  "manufactureDate",
  "buildDate",
  "installationDate",
  "lastInspectionDate",
  "lastInspectionResult",
  "lastInspectionName",
  "hoseInspectionMonths",
  "hoseReplacementMonths",
  "sleeving",
  "testCertificate",
  "conformityCertificate",
];

/** Whether writing `value` over `stored` changes anything (a blank note adds none). */
export function changesHose(stored: ExistingHose, value: ImportHose): boolean {
  return COMPARED.some((f) => stored[f] !== value[f]) || (value.notes !== null && value.notes !== stored.notes);
}

export function validateHoseImport(raws: RawHose[], context: HoseImportContext): HoseImportSummary {
  const byTag = new Map<string, ExistingHose>();
  const byName = new Map<string, ExistingHose[]>();
  for (const h of context.hoses) {
    if (h.tagId) byTag.set(h.tagId, h);
    if (h.name) byName.set(lower(h.name), [...(byName.get(lower(h.name)) ?? []), h]);
  }
  const unavailable = new Set(context.unavailableTags);
  const zones = new Map(context.zones.map((z) => [lower(z.trailName), z.trailName]));
  // By name: a visible one of the customer's own library first, then its distributor's, then hidden ones.
  const rank = (c: HoseImportContext["configurations"][number]) => (c.hidden ? 2 : c.own ? 0 : 1);
  const configurations = new Map<string, HoseImportContext["configurations"]>();
  for (const c of [...context.configurations].sort((a, b) => rank(a) - rank(b)))
    configurations.set(lower(c.name), [...(configurations.get(lower(c.name)) ?? []), c]);
  const newZones = new Map<string, string>();
  const claimed = new Set<string>();

  const rows = raws.map((raw): HoseRowOutcome => {
    const errors: string[] = [];
    const warnings: string[] = [];
    const cells: HoseRowOutcome["cells"] = {};
    const fail = (field: HoseImportField, message: string) => {
      errors.push(message);
      cells[field] = "error";
    };

    const tagId = text(raw.tagId);
    const name = text(raw.name);
    if (tagId === null && name === null) fail("name", HOSE_MESSAGES.tagOrName);
    if (tagId !== null && !TAG.test(tagId)) fail("tagId", HOSE_MESSAGES.tagFormat);
    if (name && name.length > TEXT_MAX) fail("name", HOSE_MESSAGES.tooLong("Name", TEXT_MAX));

    // Matched by tag, else by name within the customer (a named hose with another tag is not this row's).
    let match: ExistingHose | undefined;
    if (tagId !== null && !cells.tagId) {
      match = byTag.get(tagId);
      if (!match && unavailable.has(tagId)) fail("tagId", HOSE_MESSAGES.tagUnavailable);
    }
    if (!match && name !== null && !errors.length) {
      const named = (byName.get(lower(name)) ?? []).filter((h) => tagId === null || h.tagId === null);
      if (named.length > 1) fail("name", HOSE_MESSAGES.ambiguousName(name));
      else match = named[0];
    }
    // Two rows writing one hose (or creating two that a re-import could not tell apart).
    const key = match ? `id:${match.id}` : tagId !== null ? `tag:${tagId}` : `name:${lower(name ?? "")}`;
    if (!errors.length) {
      if (claimed.has(key)) fail(tagId !== null ? "tagId" : "name", HOSE_MESSAGES.duplicateLine);
      claimed.add(key);
    }

    let location: string | null = null;
    const writtenTrail = text(raw.location);
    if (writtenTrail !== null) {
      const trail = canonicalTrail(writtenTrail);
      if (!trail) fail("location", HOSE_MESSAGES.emptyZone);
      else if (trail.split(TRAIL_SEPARATOR).some((p) => p.length > TEXT_MAX))
        fail("location", HOSE_MESSAGES.tooLong("Each part of the location", TEXT_MAX));
      else {
        // Each missing level of the trail is a new zone, under the levels that exist (their spelling kept).
        const parts = trail.split(TRAIL_SEPARATOR);
        let resolved = "";
        for (const part of parts) {
          const candidate = resolved ? `${resolved}${TRAIL_SEPARATOR}${part}` : part;
          const known = zones.get(lower(candidate)) ?? newZones.get(lower(candidate));
          if (known) resolved = known;
          else {
            newZones.set(lower(candidate), candidate);
            warnings.push(HOSE_WARNINGS.newZone(candidate));
            cells.location = "warning";
            resolved = candidate;
          }
        }
        location = resolved;
      }
    }

    let hoseConfigurationId: string | null = null;
    const configuration = text(raw.configuration);
    if (configuration !== null) {
      const found = (configurations.get(lower(configuration)) ?? []).find(
        (c) => !c.hidden || c.id === match?.hoseConfigurationId,
      );
      hoseConfigurationId = found?.id ?? null;
      if (!hoseConfigurationId) fail("configuration", HOSE_MESSAGES.configuration(configuration));
    }

    // What the hose already holds is not checked again: a file of the customer's own hoses
    // imports back whatever rules its older records were kept under.
    const kept = (field: keyof ExistingHose, value: string | null) => match !== undefined && match[field] === value;
    const date = (field: HoseImportField & keyof ExistingHose, label: string): string | null => {
      const t = text(raw[field]);
      if (t === null) return null;
      const iso = parseImportDate(t);
      if (iso === null) fail(field, HOSE_MESSAGES.date(label));
      else if (iso > context.today && !kept(field, iso)) fail(field, HOSE_MESSAGES.future(label));
      return iso;
    };
    const manufactureDate = date("manufactureDate", "Manufacture date");
    const buildDate = date("buildDate", "Build date");
    const writtenInstallation = date("installationDate", "Installation date");
    const lastInspectionDate = date("lastInspectionDate", "Last inspection date");
    if (
      manufactureDate &&
      buildDate &&
      buildDate < manufactureDate &&
      !(kept("manufactureDate", manufactureDate) && kept("buildDate", buildDate))
    )
      fail("buildDate", HOSE_MESSAGES.buildBeforeManufacture);
    // Installed without a date: installed today, unless the hose already has one (as the hose form does).
    const installationDate = location
      ? (writtenInstallation ?? match?.installationDate ?? context.today)
      : kept("installationDate", writtenInstallation)
        ? writtenInstallation
        : null;
    if (
      buildDate &&
      installationDate &&
      installationDate < buildDate &&
      !(kept("buildDate", buildDate) && kept("installationDate", installationDate))
    )
      fail("installationDate", HOSE_MESSAGES.installBeforeBuild);

    const lastInspectionResult = result(raw.lastInspectionResult);
    if (lastInspectionResult === undefined) fail("lastInspectionResult", HOSE_MESSAGES.result);
    else if (
      match &&
      match.lastInspectionResult === lastInspectionResult &&
      kept("lastInspectionDate", lastInspectionDate)
    ) {
      // As the hose has it.
    } else if (lastInspectionResult !== null && lastInspectionDate === null && !cells.lastInspectionDate)
      fail("lastInspectionDate", HOSE_MESSAGES.resultWithoutDate);
    else if (lastInspectionResult === null && lastInspectionDate !== null)
      fail("lastInspectionResult", HOSE_MESSAGES.dateWithoutResult);

    const textField = (field: HoseImportField, label: string, max: number) => {
      const t = text(raw[field]);
      if (t && t.length > max) fail(field, HOSE_MESSAGES.tooLong(label, max));
      return t;
    };
    const manufacturer = textField("manufacturer", "Manufacturer", TEXT_MAX);
    const lastInspectionName = textField("lastInspectionName", "Inspected by", TEXT_MAX);
    const notes = textField("notes", "Notes", NOTES_MAX);
    // A hose already here keeps its last inspection: that is the record of one (who, when, the
    // result), made on the hose with the customer's checks. An import brings history in with new
    // hoses only; it never rewrites an inspection.
    if (
      match &&
      !cells.lastInspectionDate &&
      !cells.lastInspectionResult &&
      (match.lastInspectionDate !== lastInspectionDate ||
        match.lastInspectionResult !== (lastInspectionResult ?? null) ||
        match.lastInspectionName !== lastInspectionName)
    )
      fail("lastInspectionDate", HOSE_MESSAGES.inspectionKept);

    const hoseInspectionMonths = months(raw.hoseInspectionMonths);
    if (hoseInspectionMonths === undefined) fail("hoseInspectionMonths", HOSE_MESSAGES.months("Inspection interval"));
    const hoseReplacementMonths = months(raw.hoseReplacementMonths);
    if (hoseReplacementMonths === undefined)
      fail("hoseReplacementMonths", HOSE_MESSAGES.months("Replacement interval"));
    const flags = {
      sleeving: flag(raw.sleeving),
      testCertificate: flag(raw.testCertificate),
      conformityCertificate: flag(raw.conformityCertificate),
    };
    if (flags.sleeving === undefined) fail("sleeving", HOSE_MESSAGES.flag("Sleeving"));
    if (flags.testCertificate === undefined) fail("testCertificate", HOSE_MESSAGES.flag("Test certificate"));
    if (flags.conformityCertificate === undefined)
      fail("conformityCertificate", HOSE_MESSAGES.flag("Conformity certificate"));

    if (errors.length) {
      errors.push(HOSE_MESSAGES.blocks);
      return {
        outcome: "error",
        action: match ? HOSE_ACTIONS.updating : HOSE_ACTIONS.creating,
        errors,
        warnings,
        cells,
        value: null,
      };
    }
    const value: ImportHose = {
      id: match?.id ?? null,
      // A blank tag keeps the matched hose's tag: a file may name hoses without repeating their tags.
      tagId: tagId ?? match?.tagId ?? null,
      name,
      location,
      hoseConfigurationId,
      manufacturer,
      manufactureDate,
      buildDate,
      installationDate,
      lastInspectionDate,
      lastInspectionResult: lastInspectionResult ?? null,
      lastInspectionName,
      hoseInspectionMonths: hoseInspectionMonths ?? null,
      hoseReplacementMonths: hoseReplacementMonths ?? null,
      sleeving: flags.sleeving ?? null,
      testCertificate: flags.testCertificate ?? null,
      conformityCertificate: flags.conformityCertificate ?? null,
      notes,
    };
    const action = !match
      ? HOSE_ACTIONS.creating
      : changesHose(match, value)
        ? HOSE_ACTIONS.updating
        : HOSE_ACTIONS.unchanged;
    return { outcome: warnings.length ? "warning" : "success", action, errors, warnings, cells, value };
  });

  return {
    rows,
    hasErrors: rows.some((r) => r.outcome === "error"),
    hasWarnings: rows.some((r) => r.warnings.length > 0),
    newZones: [...newZones.values()],
  };
}
