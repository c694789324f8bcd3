import { z } from "zod";
import { Base64DataSchema, UploadFilenameSchema } from "@/lib/hoses/documents/schemas";
import { DateInputSchema } from "@/lib/hoses/schemas";

/** POST /me/competences: a qualification the signed-in user holds to inspect hoses. */
export const CompetenceCreateSchema = z.object({
  qualification: z
    .string({ error: "Please enter the qualification" })
    .trim()
    .min(1, "Please enter the qualification")
    .max(200, "The qualification must be at most 200 characters"),
  issuedBy: z
    .string({ error: "Please enter who issued it" })
    .trim()
    .min(1, "Please enter who issued it")
    .max(200, "Issued by must be at most 200 characters"),
  validUntil: DateInputSchema.refine((d) => d !== null, "Please enter the last day it is valid").meta({
    type: "string",
    format: "date",
    description: "The last day it is valid, YYYY-MM-DD or DD/MM/YYYY",
  }),
});
export type CompetenceCreateInput = z.infer<typeof CompetenceCreateSchema>;

export const CompetenceRowSchema = z.object({
  id: z.uuid(),
  qualification: z.string(),
  issuedBy: z.string(),
  validUntil: z.string().meta({ format: "date" }).describe("The last day it is valid (YYYY-MM-DD)"),
  valid: z.boolean().describe("Whether it is valid today"),
  approved: z
    .boolean()
    .describe(
      "Whether an Admin has approved it; an unapproved (self-declared) record does not satisfy a customer that requires a competence",
    ),
  certificate: z
    .object({ filename: z.string(), mimetype: z.string(), size: z.number().int() })
    .nullable()
    .describe("The certificate on file (GET /competences/{id}/certificate downloads it), or null"),
});
export type CompetenceRow = z.infer<typeof CompetenceRowSchema>;

/** PUT /me/competences/{id}/certificate: the certificate of one's own competence record. */
export const CompetenceCertificateSchema = z.object({
  base64Data: Base64DataSchema.describe(
    "The certificate, base64 (a data: URL prefix is accepted): a PDF, PNG or JPEG, checked by its content. At most 10 MB decoded.",
  ),
  filename: UploadFilenameSchema,
});
export type CompetenceCertificateInput = z.infer<typeof CompetenceCertificateSchema>;

/** GET /competences/{id}/certificate: the file's name and a short-lived link to it. */
export const CompetenceCertificateLinkSchema = z.object({
  filename: z.string(),
  mimetype: z.string(),
  size: z.number().int(),
  url: z.string().describe("A short-lived (5 minute) download link"),
});

export const CompetenceListSchema = z.object({ items: z.array(CompetenceRowSchema) });
