import type { AuditEntry } from "@/lib/audit/record-audit";

/** Client records are managed from the admin portal: no organisation owns the entry. */
export function clientEntry(
  action: string,
  client: { id: string; name: string },
  more: Omit<AuditEntry, "action" | "entity" | "entityId"> = {},
): AuditEntry {
  return { action, entity: "Client", entityId: client.id, label: client.name, organisationId: null, ...more };
}
