import "server-only";
import { clientTexts, translateSentence } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { LABEL_FORMATS, labelFormats, labelsPerPage } from "@/lib/labels/formats";
import { startAtSheetProblem, startAtValueProblem } from "@/lib/labels/start-at";
import type { LabelsText } from "./print-labels-panel";

/**
 * The label dialog's words in `locale` (the `labels` namespace), with the start-at refusals it
 * says as the user types (lib/labels/start-at.ts says them in English), by their English wording.
 */
export function labelsText(locale: Locale): LabelsText {
  const refusals = [
    startAtValueProblem(NaN),
    startAtValueProblem(1.5),
    startAtValueProblem(0),
    ...LABEL_FORMATS.map((id) => startAtSheetProblem(labelFormats[id], labelsPerPage(labelFormats[id]) + 1)),
  ].filter((s): s is string => s !== null);
  return {
    ...clientTexts(locale, "labels"),
    locale,
    errors: Object.fromEntries(refusals.map((s) => [s, translateSentence(s, locale)])),
  };
}
