import type { ExistingHose } from "./rules";
import { RESULT_WORDS, type HoseImportField } from "./template";

/** A cell of the template as the import reads it back: dates YYYY-MM-DD, flags 1/0/blank, results in words. */
export function hoseTemplateCell(hose: ExistingHose, field: HoseImportField): string | number {
  switch (field) {
    case "location":
      return hose.location ?? "";
    case "configuration":
      return hose.configurationName ?? "";
    case "lastInspectionResult":
      return hose.lastInspectionResult === null ? "" : (RESULT_WORDS[hose.lastInspectionResult] ?? "");
    case "sleeving":
    case "testCertificate":
    case "conformityCertificate": {
      const v = hose[field];
      return v === null ? "" : v ? 1 : 0;
    }
    default:
      return hose[field] ?? "";
  }
}
