import type { ExtraordinaryReason, InspectionType } from "./schemas";

/** How the screens and the timeline word an inspection's type, reason and answers. */
export const INSPECTION_TYPE_LABELS: Record<InspectionType, string> = {
  initial: "Initial (before first use)",
  periodic: "Periodic",
  extraordinary: "Extraordinary (after an event)",
};

export const EXTRAORDINARY_REASON_LABELS: Record<ExtraordinaryReason, string> = {
  damage: "Accident or damage",
  relocation: "Relocation",
  idle: "Long idle period",
  overpressure: "Overpressure or overheating",
  other: "Other",
};

export const ANSWER_LABELS = { pass: "Pass", fail: "Fail", na: "Not applicable" } as const;

/** "Accident or damage" or, for 'other', what happened. */
export function reasonText(reason: ExtraordinaryReason | null, text: string | null): string | null {
  if (!reason) return null;
  return reason === "other" && text ? `Other: ${text}` : EXTRAORDINARY_REASON_LABELS[reason];
}
