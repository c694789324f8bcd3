import type { PolicyLevel, PolicyRule } from "@/lib/hoses/life-policy";

/** Every word of the life-policy screen, together for translation. */
export const LIFE_POLICY_TEXT = {
  title: "Life policies",
  description:
    "How often hoses are inspected and when they are replaced, set where the rule belongs. Saving a policy reschedules the hoses under it at once and is recorded in the activity.",
  orderTitle: "Which rule applies",
  order:
    "For each rule the most specific level that sets it wins: the hose's own timeline, its configuration, its zone (or the nearest zone above it, up to the site), its customer, the customer's distributor, the client; then the customer's settings; then the DGUV guide values (at most 6 years from assembly, at most 2 of them in storage).",
  scopeLabel: "Organisation",
  scopeHint: "Whose sites, zones and configurations the form lists",
  scopeNone: "Choose an organisation",
  scopeShow: "Show",
  policiesTitle: "Policies in force",
  policiesEmpty: "No life policy is set yet: the organisations' settings and the DGUV guide values apply.",
  appliesTo: "Applies to",
  levelColumn: "Level",
  notSet: "not set",
  aboveYou: "set above you",
  edit: "Edit",
  editFor: (name: string) => `Edit the policy of ${name}`,
  formTitle: "Set a policy",
  formHint: "Leave a rule empty to take it from the level above. Emptying every rule removes the policy.",
  level: "Level",
  target: "Set on",
  save: "Save policy",
  saving: "Saving policy",
  levels: {
    client: "Client",
    distributor: "Distributor",
    customer: "Customer",
    zone: "Site or zone",
    configuration: "Configuration",
  } satisfies Record<PolicyLevel, string>,
  rules: {
    inspectionMonths: "Inspection interval (months)",
    replacementMonths: "Replacement interval (months)",
    maxAgeMonths: "Maximum age (months)",
    maxStorageMonths: "Maximum storage (months)",
    warningMonths: "Replacement warning (months)",
  } satisfies Record<PolicyRule, string>,
  ruleHints: {
    inspectionMonths: "From installation, then from each inspection",
    replacementMonths: "Replace this long after installation",
    maxAgeMonths: "Replace at the latest this long after assembly, storage included",
    maxStorageMonths: "Flag a hose installed after longer in storage",
    warningMonths: "Warn this long before the replacement date",
  } satisfies Record<PolicyRule, string>,
  months: (n: number) => `${n} mo`,
};
