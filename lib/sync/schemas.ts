import { z } from "zod";
import { ChecklistSchema } from "@/lib/checklists/schemas";

/**
 * The offline copy's delta sync (GET /api/v1/sync/hoses): the hoses of the organisation acted
 * for, as a phone keeps them to work without a network. One schema per payload; the OpenAPI
 * document is generated from these.
 */

/** Organisations with more active hoses than this keep only the sites the user picks. */
export const WHOLE_COPY_MAX_HOSES = 20_000;

export const SYNC_PAGE_DEFAULT = 500;
export const SYNC_PAGE_MAX = 2000;

const uuid = z.uuid();

export const SyncQuerySchema = z.object({
  /** Where the last answer left off (its nextCursor); none for a first, full copy. */
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(SYNC_PAGE_MAX).default(SYNC_PAGE_DEFAULT),
  /** Comma-separated site ids: keep only the hoses installed under these sites. */
  sites: z
    .string()
    .max(20 * 40)
    .optional()
    .transform((raw, ctx) => {
      const ids = (raw ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      if (ids.length > 20 || ids.some((id) => !uuid.safeParse(id).success)) {
        ctx.addIssue({ code: "custom", message: "Choose up to 20 sites" });
        return z.NEVER;
      }
      return [...new Set(ids)].sort();
    }),
});
export type SyncQuery = z.infer<typeof SyncQuerySchema>;

const isoDate = z.string().nullable().describe("YYYY-MM-DD");

export const SyncInspectionSchema = z.object({
  inspectionDate: isoDate,
  inspectionResult: z.number().int().nullable().describe("0 Good, 1 Monitor, 2 Replace"),
  inspectedBy: z.string().nullable(),
  notes: z.string().nullable(),
});

export const SyncHoseSchema = z.object({
  id: z.string(),
  tagId: z.string().nullable(),
  /** The NFC tag bound to the hose (PUT /hoses/{id}/nfc): reading it opens the hose offline too. */
  nfcSerial: z.string().nullable(),
  name: z.string().nullable(),
  status: z.number().int().describe("Read against today: 0 Good, 1 Monitor, 2 Replace, 3 Uninstalled"),
  inspectionDue: z.boolean(),
  replacementWarning: z.boolean(),
  customerOrganisationId: z.string(),
  organisationZoneId: z.string().nullable(),
  hoseConfigurationId: z.string().nullable(),
  manufacturer: z.string().nullable(),
  installationDate: isoDate,
  lastInspectionDate: isoDate,
  lastInspectionResult: z.number().int().nullable(),
  lastInspectionName: z.string().nullable(),
  nextInspectionDate: isoDate,
  replacementDate: isoDate,
  /** The latest three inspections, newest first. */
  inspections: z.array(SyncInspectionSchema),
  updatedAt: z.string(),
});
export type SyncHose = z.infer<typeof SyncHoseSchema>;

export const SyncZoneSchema = z.object({
  id: z.string(),
  organisationId: z.string(),
  /** "Site A > Hall 2 > Press 4". */
  trailName: z.string(),
});

export const SyncConfigurationSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string().nullable(),
  boreSize: z.string().nullable(),
  length: z.number().int().describe("mm"),
  displayPressure: z.number().int().describe("bar"),
  connection1: z.string().nullable(),
  connection2: z.string().nullable(),
});

export const SyncSiteSchema = z.object({
  id: z.string(),
  name: z.string(),
  customerName: z.string(),
  hoses: z.number().int(),
});

export const SyncResponseSchema = z.object({
  /** Empty what is kept before applying this page: a first copy, or the set of customers changed. */
  reset: z.boolean(),
  hoses: z.array(SyncHoseSchema).describe("Hoses new or changed: keep (replace) them"),
  removed: z.array(z.string()).describe("Hose ids to drop: archived, or no longer among the kept sites"),
  customers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      requireCompetence: z
        .boolean()
        .optional()
        .describe("Inspections of its hoses need an approved, valid competence: the offline form warns"),
    }),
  ),
  zones: z.array(SyncZoneSchema),
  configurations: z.array(SyncConfigurationSchema),
  /** The checklist templates the customers below may use (with the first page of a run). */
  checklists: z.array(ChecklistSchema),
  /** Each customer's checklists for the inspection form: which apply, the one chosen, whether required. */
  customerChecklists: z.array(
    z.object({
      customerId: z.string(),
      checklistIds: z.array(z.string()),
      chosenId: z.string().nullable(),
      required: z.boolean(),
    }),
  ),
  /** Send it back: the next page while hasMore, else the next delta. */
  nextCursor: z.string(),
  hasMore: z.boolean(),
  /** Active hoses kept by a full copy (on its first page), else null. */
  total: z.number().int().nullable(),
  /**
   * Set (and nothing else sent) when the organisation has more than WHOLE_COPY_MAX_HOSES active
   * hoses and no sites were chosen: the sites to choose from, with their active hoses.
   */
  sitesRequired: z.array(SyncSiteSchema).nullable(),
  syncedAt: z.string(),
});
export type SyncResponse = z.infer<typeof SyncResponseSchema>;
