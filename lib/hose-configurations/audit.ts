import type { AuditEntry } from "@/lib/audit/record-audit";

/** An audit entry about a library configuration, owned by the organisation whose library it is in. */
export function configurationEntry(
  action: string,
  row: { id: string; name: string; organisationId: string },
  more: Omit<AuditEntry, "action" | "entity" | "entityId"> = {},
): AuditEntry {
  return {
    action,
    entity: "HoseConfiguration",
    entityId: row.id,
    label: row.name,
    organisationId: row.organisationId,
    ...more,
  };
}
