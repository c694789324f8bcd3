import type { AuditEntry } from "@/lib/audit/record-audit";

/** Manufacturers belong to the client (no organisation): client admins see their entries. */
export function manufacturerEntry(
  action: string,
  row: { id: string; name: string },
  more: Omit<AuditEntry, "action" | "entity" | "entityId"> = {},
): AuditEntry {
  return { action, entity: "Manufacturer", entityId: row.id, label: row.name, organisationId: null, ...more };
}
