import type { AuditEntry } from "@/lib/audit/record-audit";

/** A template belongs to its owner: the distributor's trail, or the client's when it has none. */
export function checklistEntry(
  action: string,
  row: { id: string; name: string; organisationId: string | null },
  more: Omit<AuditEntry, "action" | "entity" | "entityId"> = {},
): AuditEntry {
  return {
    action,
    entity: "Checklist",
    entityId: row.id,
    label: row.name,
    organisationId: row.organisationId,
    ...more,
  };
}
