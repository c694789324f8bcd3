import { EXTRAORDINARY_REASON_LABELS, INSPECTION_TYPE_LABELS, ANSWER_LABELS } from "@/lib/checklists/labels";
import type { ExtraordinaryReason, InspectionType } from "@/lib/checklists/schemas";
import { RETIREMENT_REASONS, type RetirementReason } from "@/lib/hoses/retirement";
import { translator } from "@/lib/i18n/catalogue";
import { type Locale, SOURCE_LOCALE } from "@/lib/i18n/locales";

/**
 * The words of a compliance pack's PDF in the language of the person who asked for it. The
 * pack's JSON is a machine format and keeps its English keys and values; the PDF is read by
 * people, so the values the JSON carries in English (statuses, results, inspection types,
 * reasons, signature methods) are put into the reader's language as the PDF draws them.
 *
 * Built once per pack: every sentence is formatted once with markers in the place of its values,
 * so a line of a pack of thousands of hoses costs a string replace, not an ICU formatting, and
 * the same text comes back for the same values (the PDF's text-width memo keeps working).
 */
export type PackText = ReturnType<typeof packText>;

/** Markers a value's name sits between while a sentence waits for its values. */
const OPEN = "\u0001";
const CLOSE = "\u0002";

type Fill = (values: Record<string, string>) => string;

export function packText(locale: Locale = SOURCE_LOCALE) {
  const t = translator(locale, "compliancePack") as unknown as (
    key: string,
    values?: Record<string, string | number>,
  ) => string;
  /** A sentence with placeholders, formatted once; filled per line. */
  const fill = (key: string, names: string[]): Fill => {
    const template = t(key, Object.fromEntries(names.map((n) => [n, `${OPEN}${n}${CLOSE}`])));
    return (values) => template.replace(/\u0001(\w+)\u0002/g, (_, name: string) => values[name] ?? "");
  };
  const statuses = new Map<string, string>([
    ["Good", t("good")],
    ["Monitor", t("monitor")],
    ["Replace", t("replace")],
    ["Uninstalled", t("uninstalled")],
    ["Retired", t("retired")],
  ]);
  const answers = new Map<string, string>([
    [ANSWER_LABELS.pass, t("answerPass")],
    [ANSWER_LABELS.fail, t("answerFail")],
    [ANSWER_LABELS.na, t("answerNa")],
  ]);
  const typeKeys: Record<InspectionType, string> = {
    initial: "typeInitial",
    periodic: "typePeriodic",
    extraordinary: "typeExtraordinary",
  };
  const types = new Map(
    (Object.keys(typeKeys) as InspectionType[]).map((k) => [INSPECTION_TYPE_LABELS[k], t(typeKeys[k])]),
  );
  const reasonKeys: Record<ExtraordinaryReason, string> = {
    damage: "reasonDamage",
    relocation: "reasonRelocation",
    idle: "reasonIdle",
    overpressure: "reasonOverpressure",
    other: "reasonOther",
  };
  const reasons = new Map(
    (Object.keys(reasonKeys) as ExtraordinaryReason[]).map((k) => [EXTRAORDINARY_REASON_LABELS[k], t(reasonKeys[k])]),
  );
  const otherReason = fill("reasonOtherText", ["text"]);
  const otherPrefix = `${EXTRAORDINARY_REASON_LABELS.other}: `;
  const retirementKeys: Record<RetirementReason, string> = {
    age_or_policy: "retiredAgeOrPolicy",
    failed_inspection: "retiredFailedInspection",
    abrasion: "retiredAbrasion",
    kink_or_crush: "retiredKinkOrCrush",
    fitting_blow_off: "retiredFittingBlowOff",
    crimp_leak: "retiredCrimpLeak",
    cover_cracking: "retiredCoverCracking",
    heat: "retiredHeat",
    chemical_attack: "retiredChemicalAttack",
    external_damage: "retiredExternalDamage",
    other: "retiredOther",
  };
  const retirements = new Map<string, string>([
    ...RETIREMENT_REASONS.map((r) => [r.label, t(retirementKeys[r.value])] as [string, string]),
    ["Not given", t("retiredNotGiven")],
  ]);
  const signatures = new Map([
    ["Signed on the screen", t("signedDrawn")],
    ["Confirmed with password", t("signedPassword")],
  ]);
  /** An English value of the JSON in the reader's words; a value the PDF does not know as it is. */
  const say = (words: Map<string, string>) => (english: string) => words.get(english) ?? english;
  const inspectionCount = (n: number) =>
    t("inspectionCount", { count: n, n: locale === SOURCE_LOCALE ? String(n) : n.toLocaleString(locale) });
  const entries = (n: number) => (locale === SOURCE_LOCALE ? String(n) : n.toLocaleString(locale));
  return {
    locale,
    day: dayIn(locale),
    title: t("title"),
    docTitle: fill("docTitle", ["organisation"]),
    runningHead: fill("runningHead", ["client", "organisation", "site"]),
    allSites: t("allSites"),
    organisation: t("organisation"),
    site: t("site"),
    period: t("period"),
    periodRange: fill("periodRange", ["from", "to"]),
    date: t("date"),
    generatedBy: t("generatedBy"),
    preparedBy: t("preparedBy"),
    summary: t("summary"),
    hosesInPack: t("hosesInPack"),
    inspectionOverdue: t("inspectionOverdue"),
    dueSoon: t("dueSoon"),
    replacementWarning: t("replacementWarning"),
    /** The cover's small print, its lines as the language breaks them. */
    note: fill("note", ["date"]),
    columns: {
      hose: t("columnHose"),
      location: t("columnLocation"),
      configuration: t("columnConfiguration"),
      status: t("columnStatus"),
      lastInspection: t("columnLastInspection"),
      nextDue: t("columnNextDue"),
    },
    status: say(statuses),
    answer: say(answers),
    type: say(types),
    reason: (english: string) =>
      english.startsWith(otherPrefix) && !reasons.has(english)
        ? otherReason({ text: english.slice(otherPrefix.length) })
        : (reasons.get(english) ?? english),
    retirement: say(retirements),
    signature: say(signatures),
    uninstalled: t("uninstalled"),
    neverInspected: t("neverInspected"),
    overdue: t("overdue"),
    hoses: t("hoses"),
    history: t("history"),
    retiredOn: fill("retiredOn", ["date", "reason"]),
    nextInspection: fill("nextInspection", ["basis"]),
    replacement: fill("replacement", ["basis"]),
    noInspectionsRecorded: t("noInspectionsRecorded"),
    event: fill("event", ["date", "reason"]),
    inspectionHeading: fill("inspectionHeading", ["date", "result", "type"]),
    typeWithReason: fill("typeWithReason", ["type", "reason"]),
    inspectedBy: fill("inspectedBy", ["inspector"]),
    signedBy: fill("signedBy", ["method", "signer", "time"]),
    checklist: fill("checklist", ["name", "version"]),
    answerLine: fill("answerLine", ["result", "criterion"]),
    answerLineCritical: fill("answerLineCritical", ["result", "criterion"]),
    photo: fill("photo", ["filename"]),
    overdueAtEnd: fill("overdueAtEnd", ["date"]),
    none: t("none"),
    due: fill("due", ["date"]),
    inspectors: t("inspectors"),
    noInspectionsInPeriod: t("noInspectionsInPeriod"),
    noCompetence: t("noCompetence"),
    inspectionCount,
    certificateOnFile: t("certificateOnFile"),
    noCertificate: t("noCertificate"),
    auditTrail: t("auditTrail"),
    chainValid: (count: number) => t("chainValid", { count: entries(count) }),
    chainInvalid: (count: number) => t("chainInvalid", { count: entries(count) }),
    headHash: fill("headHash", ["head"]),
    continued: fill("continued", ["name"]),
    generatedOn: fill("generatedOn", ["date"]),
    page: fill("page", ["page"]),
  };
}

/**
 * A pack date (DD/MM/YYYY, as the pack builds them) as the language writes a date: the order
 * and separators Intl gives for the language, read once (German 23.11.2026); British English
 * as it is.
 */
export function dayIn(locale: Locale): (dmy: string) => string {
  if (locale === SOURCE_LOCALE) return (dmy) => dmy;
  const sample = new Intl.DateTimeFormat(locale, {
    timeZone: "UTC",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(new Date(Date.UTC(2001, 1, 3)));
  const pattern = sample.replace("2001", "\u0003Y").replace("02", "\u0003M").replace("03", "\u0003D");
  return (dmy) => {
    if (dmy.length !== 10) return dmy;
    const parts: Record<string, string> = { D: dmy.slice(0, 2), M: dmy.slice(3, 5), Y: dmy.slice(6, 10) };
    return pattern.replace(/\u0003([DMY])/g, (_, p: string) => parts[p]!);
  };
}
