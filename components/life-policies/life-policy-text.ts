import type { PolicyLevel, PolicyRule } from "@/lib/hoses/life-policy";
import { formatText } from "@/lib/i18n/format-text";
import type enGB from "@/messages/en-GB.json";

/**
 * The life-policy screen's texts in the reader's language, as the page hands them to its client
 * parts (the `lifePolicies` catalogue namespace; templates for those with placeholders).
 */
export type LifePoliciesCatalogue = Record<keyof typeof enGB.lifePolicies, string>;

/** The screen's words grouped as its parts use them: per level, per rule, and the filled templates. */
export function lifePolicyText(t: LifePoliciesCatalogue) {
  return {
    ...t,
    editFor: (name: string) => formatText(t.editFor, { name }),
    months: (n: number) => formatText(t.months, { n }),
    levels: {
      client: t.levelClient,
      distributor: t.levelDistributor,
      customer: t.levelCustomer,
      zone: t.levelZone,
      configuration: t.levelConfiguration,
    } satisfies Record<PolicyLevel, string>,
    rules: {
      inspectionMonths: t.ruleInspectionMonths,
      replacementMonths: t.ruleReplacementMonths,
      maxAgeMonths: t.ruleMaxAgeMonths,
      maxStorageMonths: t.ruleMaxStorageMonths,
      warningMonths: t.ruleWarningMonths,
    } satisfies Record<PolicyRule, string>,
    ruleHints: {
      inspectionMonths: t.hintInspectionMonths,
      replacementMonths: t.hintReplacementMonths,
      maxAgeMonths: t.hintMaxAgeMonths,
      maxStorageMonths: t.hintMaxStorageMonths,
      warningMonths: t.hintWarningMonths,
    } satisfies Record<PolicyRule, string>,
  };
}
