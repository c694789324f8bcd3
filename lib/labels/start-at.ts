import { labelsPerPage, type LabelFormat } from "./formats";

/**
 * 'Start at label N': where printing starts on a part-used first sheet. One rule for the label
 * dialog (checked as the user types, so its preview never shows a start the server refuses)
 * and for the API's schema (lib/labels/schemas.ts): a whole number from 1 to the labels a sheet
 * of the chosen format holds. Each answers the message, or null when the value is fine.
 */

/** What is wrong with the number itself, whatever the sheet (the schema checks it per field). */
export function startAtValueProblem(value: number): string | null {
  if (!Number.isFinite(value)) return "Start at must be a label number";
  if (!Number.isInteger(value)) return "Start at must be a whole number";
  if (value < 1) return "Start at must be 1 or more";
  return null;
}

/** Past the last label of the chosen sheet (the schema checks it once the format is known). */
export function startAtSheetProblem(format: LabelFormat, value: number): string | null {
  const perPage = labelsPerPage(format);
  if (value <= perPage) return null;
  return perPage === 1
    ? "Single labels always start at label 1"
    : `Start at must be between 1 and ${perPage} on this sheet`;
}

export function startAtProblem(format: LabelFormat, value: number): string | null {
  return startAtValueProblem(value) ?? startAtSheetProblem(format, value);
}
