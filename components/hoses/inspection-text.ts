import type { Locale } from "@/lib/i18n/locales";
import type enGB from "@/messages/en-GB.json";
import type { ChecklistText } from "./inspection-checklist-fields";

/**
 * The inspection dialog's words in the page's language: the `inspection` catalogue namespace
 * (templates filled in by the form), the result words of `status`, and the validation sentences
 * the form can show, by their English wording (the schema says them in English).
 */
export type InspectionText = Record<
  // The notes before recording are said by the page, in the form's `note`.
  Exclude<keyof typeof enGB.inspection, "noteNotInstalled" | "notePastReplacement">,
  string
> & {
  good: string;
  monitor: string;
  replace: string;
  errors: Record<string, string>;
  locale: Locale;
  /** The inspection's type, reason and checklist fields (the `inspectionChecklist` namespace). */
  checklist?: ChecklistText;
  /** 'Scan next' on the notice once the inspection is recorded. */
  scanNext?: string;
};
