import { z } from "zod";

/** POST /compliance-packs: a customer, and optionally one of its sites or zones (its subtree). */
export const CompliancePackCreateSchema = z.object({
  organisationId: z.uuid("Choose a customer"),
  siteId: z.uuid("Choose a site from the list").nullable().optional(),
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
  fileName: z.string().describe("compliance-pack-{organisation}-{YYYY-MM-DD}.pdf"),
  createdAt: z.string().describe("ISO instant"),
  finishedAt: z.string().nullable(),
});
export type CompliancePackDto = z.infer<typeof CompliancePackSchema>;

/** GET /compliance-packs/{id}/download: a short-lived link to the PDF. */
export const CompliancePackDownloadSchema = z.object({
  url: z.string().describe("a signed link valid 5 minutes (/api/v1/files/{token}, or a presigned S3 URL)"),
});
