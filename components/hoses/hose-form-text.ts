import "server-only";
import { RETIREMENT_REASONS, retirementReasonLabel, type RetirementReason } from "@/lib/hoses/retirement";
import type { HoseFormText } from "./hose-form";

/** The catalogue key of each retirement reason's label (lib/hoses/retirement.ts keeps the English). */
const REASON_KEYS: Record<RetirementReason, keyof HoseFormText> = {
  age_or_policy: "reasonAgeOrPolicy",
  failed_inspection: "reasonFailedInspection",
  abrasion: "reasonAbrasion",
  kink_or_crush: "reasonKinkOrCrush",
  fitting_blow_off: "reasonFittingBlowOff",
  crimp_leak: "reasonCrimpLeak",
  cover_cracking: "reasonCoverCracking",
  heat: "reasonHeat",
  chemical_attack: "reasonChemicalAttack",
  external_damage: "reasonExternalDamage",
  other: "reasonOther",
};

/** Why a hose was retired, in the language of `text` (as lib/hoses/retirement.ts words it without one). */
export function retirementReasonIn(value: string, text: HoseFormText | null): string {
  const key = REASON_KEYS[value as RetirementReason];
  return text && key ? text[key] : retirementReasonLabel(value);
}

/**
 * A retirement reason as the services word it in English (the public card's "replaces" line)
 * in the language of `text`; a label that is not a reason's stays as it is.
 */
export function retirementLabelIn(english: string, text: HoseFormText): string {
  const reason = RETIREMENT_REASONS.find((r) => r.label === english);
  return reason ? text[REASON_KEYS[reason.value]] : english;
}

/** The retirement reasons as a select's options, labelled in the form's language. */
export function retirementReasonOptions(text: HoseFormText): { value: string; label: string }[] {
  return RETIREMENT_REASONS.map(({ value }) => ({ value, label: text[REASON_KEYS[value]] }));
}
