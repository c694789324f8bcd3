import { z } from "zod";
import { DateInputSchema } from "@/lib/hoses/schemas";

/**
 * POST /compliance-packs: a customer, optionally one of its sites or zones (its subtree), and the
 * period it reports on (inclusive days; by default the twelve months up to today).
 */
export const CompliancePackCreateSchema = z.object({
  organisationId: z.uuid("Choose a customer"),
  siteId: z.uuid("Choose a site from the list").nullable().optional(),
  from: DateInputSchema.describe("The period's first day (YYYY-MM-DD); by default twelve months before its last"),
  to: DateInputSchema.describe("The period's last day (YYYY-MM-DD), at the latest today; by default today"),
});
export type CompliancePackCreate = z.infer<typeof CompliancePackCreateSchema>;

/** EXPIRED: built, and its PDF deleted after the retention period (lib/compliance/limits.ts). */
export const COMPLIANCE_PACK_STATUSES = ["QUEUED", "RUNNING", "DONE", "FAILED", "EXPIRED"] as const;

/** A pack as the API and the page show it (progress while it runs; a file once done). */
export const CompliancePackSchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  organisationName: z.string(),
  siteId: z.uuid().nullable(),
  siteName: z.string().nullable().describe("null: all sites"),
  requestedByName: z.string(),
  status: z.enum(COMPLIANCE_PACK_STATUSES),
  hosesDone: z.number().int(),
  hosesTotal: z.number().int(),
  size: z.number().int().nullable().describe("bytes of the PDF once done"),
  periodFrom: z.string().describe("The period's first day, YYYY-MM-DD"),
  periodTo: z.string().describe("The period's last day, YYYY-MM-DD"),
  fileName: z.string().describe("compliance-pack-{organisation}-{YYYY-MM-DD}.pdf"),
  hasJson: z.boolean().describe("Whether the same content can be downloaded as JSON (`?format=json`)"),
  createdAt: z.string().describe("ISO instant"),
  finishedAt: z.string().nullable(),
});
export type CompliancePackDto = z.infer<typeof CompliancePackSchema>;

/** GET /compliance-packs/{id}/download?format=pdf|json: which file of the pack. */
export const CompliancePackDownloadQuerySchema = z.object({
  format: z.enum(["pdf", "json"], "Choose pdf or json").default("pdf"),
});

/** GET /compliance-packs/{id}/download: a short-lived link to the PDF (or the JSON). */
export const CompliancePackDownloadSchema = z.object({
  url: z.string().describe("a signed link valid 5 minutes (/api/v1/files/{token}, or a presigned S3 URL)"),
});
