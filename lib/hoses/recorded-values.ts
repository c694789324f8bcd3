import { formatDate } from "@/lib/dates";
import { resultLabel, statusChip } from "./status-text";

/**
 * A recorded value as people read it: calendar dates DD/MM/YYYY, hose statuses and inspection
 * results by name, yes/no, "none" for empty. Pure: the Activity table and the timeline share it.
 */
export function formatAuditValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if (typeof value === "number" && field === "status")
    return value >= 0 && value <= 3 ? statusChip(value).label : String(value);
  if (typeof value === "number" && field === "lastInspectionResult") return resultLabel(value) || String(value);
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.length ? value.map((v) => formatAuditValue("", v)).join(", ") : "none";
  return typeof value === "string" ? value : JSON.stringify(value);
}
