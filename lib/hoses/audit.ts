import type { AuditEntry } from "@/lib/audit/record-audit";

type HoseNaming = { id: string; name: string | null; tagId: string | null; customerOrganisationId: string };

/** An audit entry about a hose: named as the portal names it, owned by its customer. */
export function hoseEntry(
  action: string,
  hose: HoseNaming,
  more: Omit<AuditEntry, "action" | "entity" | "entityId"> = {},
): AuditEntry {
  return {
    action,
    entity: "Hose",
    entityId: hose.id,
    label: hose.name ?? (hose.tagId ? `Tag ${hose.tagId}` : "Hose"),
    organisationId: hose.customerOrganisationId,
    ...more,
  };
}
