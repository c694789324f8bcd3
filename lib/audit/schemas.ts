import { z } from "zod";

export const ActivityChangeSchema = z.object({
  field: z.string().describe("The field's name as stored, e.g. lastInspectionDate"),
  label: z.string().describe("The field as people read it, e.g. Last inspection date"),
  before: z.unknown().describe("The value before the write (null when created)"),
  after: z.unknown().describe("The value after the write (null when removed)"),
  beforeText: z
    .string()
    .describe(
      "The value before, as the viewer reads it: names for ids of records they may see, '(not available)' for others",
    ),
  afterText: z.string().describe("The value after, as the viewer reads it (see beforeText)"),
});

/** One entry of the audit trail, as the Activity list and the API show it. */
export const ActivityRowSchema = z.object({
  id: z.string(),
  createdAt: z.string().describe("ISO 8601 instant"),
  actorId: z.string().nullable(),
  actorName: z.string().nullable().describe("Who acted, as they were named then"),
  impersonatorName: z.string().nullable().describe("The admin behind an impersonated action"),
  action: z.string().describe("area.verb, e.g. hose.update"),
  actionLabel: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  label: z.string().nullable().describe("What the record was called then"),
  organisationId: z.string().nullable(),
  changes: z.array(ActivityChangeSchema).describe("Only the fields that changed; never a password hash or token"),
  data: z.record(z.string(), z.unknown()).nullable(),
  requestId: z.string().nullable(),
});
export type ActivityRow = z.infer<typeof ActivityRowSchema>;

export const ACTIVITY_FILTERS_DESCRIPTION =
  "Filters: search (record name or action), who (a user id), what (Hose, Inspection, Note, Upload, HoseConfiguration, Site, " +
  "Organisation, OrganisationSettings, User, Quote, CompliancePack, Tag, Import, Manufacturer, Client), when (today, 7, 30, 90 or 365 days), " +
  "from and to (dates, YYYY-MM-DD or DD/MM/YYYY, inclusive), entity and entityId (one record's entries). Newest first.";
