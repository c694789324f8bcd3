/**
 * Why a hose was retired: the fixed list the archive dialog and `retirementReason` of the
 * archive call take, and GET /config lists as `retirementReasons`. The values are stored on
 * the hose and never change; the labels may.
 *
 * Service-life analytics read them: a hose retired for one of the FAILURE_REASONS failed in
 * service (the event of the survival estimate); one retired for age or policy, for another
 * reason or without a reason (archived before reasons were asked) did not fail, and counts
 * as censored at its retirement, like a hose still in service.
 */
export const RETIREMENT_REASONS = [
  { value: "age_or_policy", label: "Age or policy (planned replacement)" },
  { value: "failed_inspection", label: "Failed inspection criterion" },
  { value: "abrasion", label: "In-service failure: abrasion" },
  { value: "kink_or_crush", label: "In-service failure: kink or crush" },
  { value: "fitting_blow_off", label: "In-service failure: fitting blow-off" },
  { value: "crimp_leak", label: "In-service failure: crimp leak" },
  { value: "cover_cracking", label: "In-service failure: cover cracking" },
  { value: "heat", label: "In-service failure: heat" },
  { value: "chemical_attack", label: "In-service failure: chemical attack" },
  { value: "external_damage", label: "In-service failure: external damage" },
  { value: "other", label: "Other" },
] as const;

export type RetirementReason = (typeof RETIREMENT_REASONS)[number]["value"];

export const RETIREMENT_REASON_VALUES = RETIREMENT_REASONS.map((r) => r.value) as [
  RetirementReason,
  ...RetirementReason[],
];

/** The reasons that mean the hose failed (worn out or broke) before it was planned to go. */
export const FAILURE_REASONS: readonly RetirementReason[] = [
  "failed_inspection",
  "abrasion",
  "kink_or_crush",
  "fitting_blow_off",
  "crimp_leak",
  "cover_cracking",
  "heat",
  "chemical_attack",
  "external_damage",
];

/** The label of a stored reason ("" when none was recorded). */
export function retirementReasonLabel(value: string | null): string {
  return RETIREMENT_REASONS.find((r) => r.value === value)?.label ?? "";
}
