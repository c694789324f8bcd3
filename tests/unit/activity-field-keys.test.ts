import { describe, expect, it } from "vitest";
import { FIELD_KEYS } from "@/components/activity/field-keys";
import { isAuditable } from "@/lib/audit/changes";
import { Prisma } from "@/lib/generated/prisma/client";
import de from "@/messages/de.json";
import enGB from "@/messages/en-GB.json";
import { fieldLabel } from "@/lib/audit/actions";

/**
 * The Activity list's Changes column names each changed field in the reader's language. The
 * trail keeps whole rows of these records (a creation, an update, a deletion), so every field
 * they have may show there, besides the few the services record as snapshots of their own.
 */
const RECORDS = [
  Prisma.ClientScalarFieldEnum,
  Prisma.UserScalarFieldEnum,
  Prisma.OrganisationUserScalarFieldEnum,
  Prisma.OrganisationScalarFieldEnum,
  Prisma.OrganisationZoneScalarFieldEnum,
  Prisma.ManufacturerScalarFieldEnum,
  Prisma.HoseConfigurationScalarFieldEnum,
  Prisma.HoseScalarFieldEnum,
  Prisma.TagBatchScalarFieldEnum,
  Prisma.LifePolicyScalarFieldEnum,
  Prisma.ChecklistTemplateScalarFieldEnum,
  Prisma.QuoteScalarFieldEnum,
];
/** Fields of the services' own snapshots (lib/auth/user-audit.ts, organisation settings, quotes, clients, inspections). */
const SNAPSHOT_FIELDS = [
  "role",
  "receiveQuotes",
  "organisations",
  "manufacturers",
  "hoseTypes",
  "hostnames",
  "note",
  "inspectionDate",
  "inspectionResult",
];

describe("the Activity list's field names", () => {
  const fields = [...new Set([...RECORDS.flatMap((r) => Object.values(r)), ...SNAPSHOT_FIELDS])].filter(isAuditable);

  it("has a catalogue key for every field the trail can record", () => {
    expect(fields.filter((f) => !(f in FIELD_KEYS))).toEqual([]);
  });

  it("says each in British English as the service words it, and in German otherwise", () => {
    const english = enGB.activityChanges as Record<string, string>;
    const german = de.activityChanges as Record<string, string>;
    // The record's own links keep the service's words (Client, not "Client id").
    expect(fields.filter((f) => english[FIELD_KEYS[f]!] !== fieldLabel(f) && f !== "manufacturerId")).toEqual([]);
    expect(german[FIELD_KEYS.primaryUrl!]).toBe("Haupt-URL");
    expect(german[FIELD_KEYS.parentId!]).toBe("Übergeordneter Standort");
  });
});
