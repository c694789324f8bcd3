import "server-only";
import { clientTexts, plainTexts, translateSentence } from "@/lib/i18n/catalogue";
import { FUTURE_INSPECTION } from "@/lib/hoses/inspection-input";
import { ATTESTATION_TEXT } from "@/lib/inspections/attestation-text";
import type { Locale } from "@/lib/i18n/locales";
import type { HoseStateText } from "./hose-text";
import type { InspectionText } from "./inspection-text";
import { scanText } from "@/components/scan/scan-words";

/** The words of a hose's state in `locale`, for the components that show hoses (see hose-text.ts). */
export function hoseStateText(locale: Locale): HoseStateText {
  return { ...clientTexts(locale, "hoseState"), ...plainTexts(locale, "status"), locale };
}

/** The validation sentences the inspection dialog can show, by their English wording. */
const INSPECTION_SENTENCES = [
  FUTURE_INSPECTION,
  "Enter a valid date as dd/mm/yyyy",
  "Choose Good, Monitor or Replace",
  ATTESTATION_TEXT.signatureRequired,
  ATTESTATION_TEXT.wrongPassword,
  "Answer every criterion of the checklist",
  "Choose a reason",
  "Say what happened",
];

/** The inspection dialog's words in `locale` (see inspection-text.ts). */
export function inspectionText(locale: Locale): InspectionText {
  return {
    ...clientTexts(locale, "inspection"),
    ...plainTexts(locale, "status"),
    checklist: clientTexts(locale, "inspectionChecklist"),
    scanNext: scanText(locale).scanNext,
    errors: Object.fromEntries(INSPECTION_SENTENCES.map((s) => [s, translateSentence(s, locale)])),
    locale,
  };
}
