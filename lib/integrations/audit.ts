import type { AuditEntry } from "@/lib/audit/record-audit";

/** Keys and webhooks belong to an organisation: its Admins see these entries in its Activity. */
export function integrationEntry(
  action: "api-key.create" | "api-key.revoke" | "webhook.create" | "webhook.delete",
  row: { id: string; organisationId: string },
  label: string,
  data?: AuditEntry["data"],
): AuditEntry {
  return {
    action,
    entity: "Integration",
    entityId: row.id,
    label,
    organisationId: row.organisationId,
    ...(data ? { data } : {}),
  };
}
