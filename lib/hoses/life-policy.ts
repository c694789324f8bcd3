import { formatDateIn, toIsoDate } from "@/lib/dates";
import { translator } from "@/lib/i18n/catalogue";
import { type Locale, SOURCE_LOCALE, isLocale } from "@/lib/i18n/locales";

/**
 * Life policies: the service-life rules of a hose and where each comes from.
 *
 * A rule is set at a level; for each rule the most specific level that sets it wins:
 *
 *   1. the hose's own timeline override (inspection and replacement intervals only)
 *   2. its configuration's policy
 *   3. its zone's policy, else the nearest zone above it that sets the rule, up to the site
 *   4. its customer's policy
 *   5. the customer's distributor's policy
 *   6. the client's policy
 *   7. the customer organisation's settings (inspection, replacement, warning: SPEC §4, 9),
 *      the baseline every hose had before policies existed
 *   8. the DGUV guide values: at most 6 years from assembly, at most 2 years of it in storage.
 *
 * A policy is a deliberate rule (a risk assessment, a manufacturer's figure), so any policy,
 * even the client's, outranks the organisation's everyday settings (7), which always hold a
 * value. docs/FEATURES.md states the same order.
 */

export type PolicyRule =
  "inspectionMonths" | "replacementMonths" | "maxAgeMonths" | "maxStorageMonths" | "warningMonths";
export const POLICY_RULES: readonly PolicyRule[] = [
  "inspectionMonths",
  "replacementMonths",
  "maxAgeMonths",
  "maxStorageMonths",
  "warningMonths",
];

export type PolicyLevel = "configuration" | "zone" | "customer" | "distributor" | "client";
export const POLICY_LEVELS: readonly PolicyLevel[] = ["client", "distributor", "customer", "zone", "configuration"];

export type PolicyValues = Partial<Record<PolicyRule, number | null>>;

/** One level's policy, with the name the basis sentence gives it ("Quarry Works Ltd"). */
export type PolicyLayer = { level: PolicyLevel; name: string; values: PolicyValues };

/** DGUV guide values (6 years of use including at most 2 years of storage). */
export const DGUV_DEFAULTS = { maxAgeMonths: 72, maxStorageMonths: 24 } as const;

export type RuleSource =
  | { kind: "hose" }
  | { kind: "policy"; level: PolicyLevel; name: string }
  | { kind: "settings"; name: string }
  | { kind: "default" };

export type ResolvedRule = { months: number; source: RuleSource };
export type ResolvedPolicy = Record<PolicyRule, ResolvedRule>;

/** The customer organisation's settings: the baseline of rule 7. */
export type OrganisationSettings = {
  name?: string;
  hoseInspectionMonths: number;
  hoseReplacementMonths: number;
  hoseReplacementWarningMonths: number;
};

const LAYER_ORDER: Record<PolicyLevel, number> = { configuration: 0, zone: 1, customer: 2, distributor: 3, client: 4 };

/**
 * Each rule's value and where it comes from. `layers` may come in any order of levels, one
 * per level except zones: several zone layers must come nearest first (the sort is stable);
 * `override` is the hose's timeline override.
 */
export function resolvePolicy(
  org: OrganisationSettings,
  override: { hoseInspectionMonths: number | null; hoseReplacementMonths: number | null },
  layers: readonly PolicyLayer[],
): ResolvedPolicy {
  const ordered = [...layers].sort((a, b) => LAYER_ORDER[a.level] - LAYER_ORDER[b.level]);
  const settingsName = org.name ?? "organisation";
  const baseline: Record<PolicyRule, ResolvedRule> = {
    inspectionMonths: { months: org.hoseInspectionMonths, source: { kind: "settings", name: settingsName } },
    replacementMonths: { months: org.hoseReplacementMonths, source: { kind: "settings", name: settingsName } },
    warningMonths: { months: org.hoseReplacementWarningMonths, source: { kind: "settings", name: settingsName } },
    maxAgeMonths: { months: DGUV_DEFAULTS.maxAgeMonths, source: { kind: "default" } },
    maxStorageMonths: { months: DGUV_DEFAULTS.maxStorageMonths, source: { kind: "default" } },
  };
  const resolve = (rule: PolicyRule): ResolvedRule => {
    const own =
      rule === "inspectionMonths"
        ? override.hoseInspectionMonths
        : rule === "replacementMonths"
          ? override.hoseReplacementMonths
          : null;
    if (own !== null && own !== undefined) return { months: own, source: { kind: "hose" } };
    for (const layer of ordered) {
      const value = layer.values[rule];
      if (value !== null && value !== undefined) {
        return { months: value, source: { kind: "policy", level: layer.level, name: layer.name } };
      }
    }
    return baseline[rule];
  };
  return Object.fromEntries(POLICY_RULES.map((r) => [r, resolve(r)])) as ResolvedPolicy;
}

/** "6 years", "18 months", "1 year". */
export function durationText(months: number): string {
  if (months % 12 === 0) return months === 12 ? "1 year" : `${months / 12} years`;
  return months === 1 ? "1 month" : `${months} months`;
}

/**
 * "(Quarry Works Ltd policy)", "(this hose's own timeline)", "(DGUV guide value)". `anonymous`
 * names the level instead of the organisation, zone or configuration ("customer policy"), for
 * the public card of someone who may not learn whose hose it is.
 */
export function sourceText(source: RuleSource, anonymous = false): string {
  switch (source.kind) {
    case "hose":
      return "this hose's own timeline";
    case "policy":
      if (anonymous) return `${source.level} policy`;
      return source.level === "configuration" ? `${source.name} configuration policy` : `${source.name} policy`;
    case "settings":
      return anonymous ? "owner's settings" : `${source.name} settings`;
    case "default":
      return "DGUV guide value";
  }
}

/** 06/2020 */
export function monthYear(date: Date): string {
  const [y, m] = toIsoDate(date).split("-");
  return `${m}/${y}`;
}

/** 15/06/2020 */
function dayMonthYear(date: Date): string {
  const [y, m, d] = toIsoDate(date).split("-");
  return `${d}/${m}/${y}`;
}

export type BasisFacts = {
  installed: boolean;
  installationDate: Date | null;
  buildDate: Date | null;
  lastInspectionDate: Date | null;
  /** Which rule set the replacement date (null when there is none). */
  replacementBy: "installation" | "age" | null;
  storageExceeded: boolean;
};

/**
 * The plain sentences of GET /hoses/{id}: nextInspectionBasis, replacementBasis, and the
 * storage flag's. Empty when there is no such date.
 */
export function basisSentences(policy: ResolvedPolicy, facts: BasisFacts, anonymous = false, locale = "en-GB") {
  if (isLocale(locale) && locale !== SOURCE_LOCALE) return translatedBasis(policy, facts, anonymous, locale);
  const sourceOf = (s: RuleSource) => sourceText(s, anonymous);
  const insp = policy.inspectionMonths;
  const nextInspectionBasis = !facts.installed
    ? ""
    : facts.lastInspectionDate
      ? `${durationText(insp.months)} after the inspection on ${dayMonthYear(facts.lastInspectionDate)} (${sourceOf(insp.source)})`
      : facts.installationDate
        ? `${durationText(insp.months)} from installation on ${dayMonthYear(facts.installationDate)} (${sourceOf(insp.source)})`
        : "";
  let replacementBasis = "";
  if (facts.replacementBy === "age" && facts.buildDate) {
    const r = policy.maxAgeMonths;
    replacementBasis = `${durationText(r.months)} from assembly in ${monthYear(facts.buildDate)} (${sourceOf(r.source)})`;
  } else if (facts.replacementBy === "installation" && facts.installationDate) {
    const r = policy.replacementMonths;
    replacementBasis = `${durationText(r.months)} from installation in ${monthYear(facts.installationDate)} (${sourceOf(r.source)})`;
  }
  const s = policy.maxStorageMonths;
  const storageBasis = facts.storageExceeded
    ? `Installed after more than ${durationText(s.months)} in storage (${sourceOf(s.source)})`
    : "";
  return { nextInspectionBasis, replacementBasis, storageBasis };
}

/**
 * basisSentences in another language (the `basis` catalogue namespace): the same sentences, with
 * the durations' plurals and the dates as that language writes them. British English keeps the
 * code above, whose sentences the API answers.
 */
function translatedBasis(policy: ResolvedPolicy, facts: BasisFacts, anonymous: boolean, locale: Locale) {
  const t = translator(locale, "basis");
  const duration = (months: number) =>
    months % 12 === 0 ? t("years", { years: months / 12 }) : t("months", { months });
  const source = (s: RuleSource): string => {
    switch (s.kind) {
      case "hose":
        return t("sourceHose");
      case "policy":
        if (anonymous) return t("sourceLevel", { level: s.level });
        return s.level === "configuration"
          ? t("sourceConfigurationPolicy", { name: s.name })
          : t("sourcePolicy", { name: s.name });
      case "settings":
        return anonymous ? t("sourceOwnerSettings") : t("sourceSettings", { name: s.name });
      case "default":
        return t("sourceDefault");
    }
  };
  const day = (date: Date) => formatDateIn(date, locale);
  const month = (date: Date) =>
    new Intl.DateTimeFormat(locale, { timeZone: "UTC", month: "2-digit", year: "numeric" }).format(date);
  const insp = policy.inspectionMonths;
  const nextInspectionBasis = !facts.installed
    ? ""
    : facts.lastInspectionDate
      ? t("afterInspection", {
          duration: duration(insp.months),
          date: day(facts.lastInspectionDate),
          source: source(insp.source),
        })
      : facts.installationDate
        ? t("fromInstallationOn", {
            duration: duration(insp.months),
            date: day(facts.installationDate),
            source: source(insp.source),
          })
        : "";
  let replacementBasis = "";
  if (facts.replacementBy === "age" && facts.buildDate) {
    const r = policy.maxAgeMonths;
    replacementBasis = t("fromAssemblyIn", {
      duration: duration(r.months),
      month: month(facts.buildDate),
      source: source(r.source),
    });
  } else if (facts.replacementBy === "installation" && facts.installationDate) {
    const r = policy.replacementMonths;
    replacementBasis = t("fromInstallationIn", {
      duration: duration(r.months),
      month: month(facts.installationDate),
      source: source(r.source),
    });
  }
  const s = policy.maxStorageMonths;
  const storageBasis = facts.storageExceeded
    ? t("storage", { duration: duration(s.months), source: source(s.source) })
    : "";
  return { nextInspectionBasis, replacementBasis, storageBasis };
}
