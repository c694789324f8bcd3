import { actingOrganisation } from "@/lib/core/ctx";
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
  LifePolicy: "Life policy",
  User: "User",
  Quote: "Quote",
  CompliancePack: "Compliance pack",
  Tag: "Tags",
  Import: "Import",
  Manufacturer: "Manufacturer",
  Client: "Client",
  Export: "CSV export",
  Integration: "API key or webhook",
  Checklist: "Checklist template",
} as const;

export type AuditEntity = keyof typeof AUDIT_ENTITIES;
export const AUDIT_ENTITY_IDS = Object.keys(AUDIT_ENTITIES) as AuditEntity[];

/** Kinds recorded for the client as a whole (no organisation): only the client admin portal reads them. */
const CLIENT_WIDE: readonly AuditEntity[] = ["Tag", "Manufacturer", "Client"];
/** Kinds a customer's trail holds only when it keeps a configuration library of its own. */
const LIBRARY: readonly AuditEntity[] = ["HoseConfiguration", "Import"];

/**
 * The 'What' choices that can match something in the viewer's trail: the client admin portal
 * reads the whole client; an organisation's Admin reads its organisation's entries, where the
 * client-wide kinds never appear, nor, for a customer without a library of its own (its
 * distributor's configurations hidden from it), configurations and imports.
 */
export function activityKinds(ctx: {
  organisation: "admin" | { isDistributor: boolean; configurationsVisible: boolean } | null;
}): AuditEntity[] {
  const org = actingOrganisation(ctx);
  if (!org) return AUDIT_ENTITY_IDS;
  return AUDIT_ENTITY_IDS.filter(
    (kind) =>
      !CLIENT_WIDE.includes(kind) && (org.isDistributor || org.configurationsVisible || !LIBRARY.includes(kind)),
  );
}
