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

/** GET /activity/verify: whether the client's audit chain is whole (see lib/activity/verify-chain.ts). */
export const ChainVerificationSchema = z.object({
  valid: z.boolean().describe("Every entry's hash matches its content, and each links to the one before it"),
  count: z.number().int().describe("How many entries the client's chain holds"),
  head: z
    .string()
    .describe("The hash (SHA-256, hex) of the newest entry as the chain records it; 64 zeros before the first entry"),
  firstBroken: z
    .object({
      id: z
        .string()
        .nullable()
        .describe("The entry that breaks the chain; null when entries after the last are missing"),
      position: z.number().int().describe("Its place in the chain, from 1"),
      reason: z
        .enum(["content", "link", "missing"])
        .describe(
          "content: the entry differs from what its hash was made of; link: it does not follow the entry before it " +
            "(an entry removed or moved); missing: the chain's recorded head lies beyond the last stored entry",
        ),
    })
    .optional()
    .describe("Only when valid is false: the first entry, in chain order, that breaks the chain"),
});
export type ChainVerification = z.infer<typeof ChainVerificationSchema>;
