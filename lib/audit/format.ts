/**
 * A recorded value as people read it: calendar dates DD/MM/YYYY, hose statuses and inspection
 * results by name, yes/no, "none" for empty. Pure: the Activity table and the timeline share it.
 */
const STATUS = ["Good", "Monitor", "Replace", "Uninstalled"];
const RESULT = ["Good", "Monitor", "Replace"];

export function formatAuditValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if (typeof value === "number" && (field === "status" || field === "lastInspectionResult"))
    return (field === "status" ? STATUS : RESULT)[value] ?? String(value);
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.length ? value.map((v) => formatAuditValue("", v)).join(", ") : "none";
  return typeof value === "string" ? value : JSON.stringify(value);
}
