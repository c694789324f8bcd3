/**
 * The kinds of record the audit trail names, with the label the Activity page's "What" filter
 * shows. One list, so the filter, the export and the writers agree.
 */
export const AUDIT_ENTITIES = {
  Hose: "Hose",
  Inspection: "Inspection",
  Note: "Note",
  Upload: "Document or photo",
  HoseConfiguration: "Hose configuration",
  Site: "Site or zone",
  Organisation: "Organisation",
  OrganisationSettings: "Organisation settings",
  User: "User",
  Quote: "Quote",
  CompliancePack: "Compliance pack",
  Tag: "Tags",
  Import: "Import",
  Manufacturer: "Manufacturer",
  Client: "Client",
  Export: "CSV export",
} as const;

export type AuditEntity = keyof typeof AUDIT_ENTITIES;
export const AUDIT_ENTITY_IDS = Object.keys(AUDIT_ENTITIES) as AuditEntity[];
