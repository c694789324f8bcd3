import type { AuditEntry } from "@/lib/audit/record-audit";

/** An audit entry about a site or zone, named by its trail ("Quarry > Crusher"), owned by its customer. */
export function siteEntry(
  action: string,
  site: { id: string; organisationId: string; trailName: string },
  more: Omit<AuditEntry, "action" | "entity" | "entityId"> = {},
): AuditEntry {
  return {
    action,
    entity: "Site",
    entityId: site.id,
    label: site.trailName,
    organisationId: site.organisationId,
    ...more,
  };
}
