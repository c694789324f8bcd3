import type { AuditEntry } from "@/lib/audit/record-audit";

/** An audit entry about an organisation: it owns the entry, so its Admins see it in Activity. */
export function organisationEntry(
  action: string,
  organisation: { id: string; name: string },
  more: Omit<AuditEntry, "action" | "entity" | "entityId"> = {},
): AuditEntry {
  return {
    action,
    entity: "Organisation",
    entityId: organisation.id,
    label: organisation.name,
    organisationId: organisation.id,
    ...more,
  };
}
