import { z } from "zod";
import { singleLine } from "@/lib/core/text";

/** Uploads are at most 10 MB once decoded. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TOO_LARGE = "The file must be 10 MB or smaller";
/** The JSON body of POST /uploads: base64 grows the file by a third, plus the other fields. */
export const UPLOAD_MAX_BODY_BYTES = Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 64 * 1024;

/** Base64, optionally as a data URL ("data:image/png;base64,..."), as apps often send it. */
/** An uploaded file's name, as any upload (a document, a photo, a certificate) gives it. */
export const UploadFilenameSchema = z
  .string({ error: "A file name is required" })
  .overwrite(singleLine)
  .trim()
  .min(1, "A file name is required")
  .max(255, "The file name must be 255 characters or fewer");

export const Base64DataSchema = z
  .string({ error: "Choose a file to upload" })
  .min(1, "Choose a file to upload")
  .max(UPLOAD_MAX_BODY_BYTES, UPLOAD_TOO_LARGE)
  .transform((s) => s.replace(/^data:[^,]{0,200};base64,/, "").replace(/\s+/g, ""))
  .refine(
    (s) => s.length > 0 && s.length % 4 !== 1 && /^[A-Za-z0-9+/_-]*={0,2}$/.test(s),
    "The file is not valid base64 data",
  )
  .describe("The file's bytes, base64 (a data: URL prefix is accepted). At most 10 MB decoded.");

/** POST /uploads (SPEC §3 "Create payload"), plus hoseMetaId to attach a photo to an inspection. */
export const UploadCreateSchema = z.object({
  base64Data: Base64DataSchema,
  uploadType: z.coerce
    .number()
    .int()
    .min(1, "Unknown upload type")
    .max(6, "Unknown upload type")
    .optional()
    .describe("1 image, 2 pdf, 3 doc, 4 docx, 5 xls, 6 xlsx. Informative: the stored type is decided by the content."),
  hoseId: z.uuid("Not found"),
  hoseMetaId: z.uuid("Not found").nullish().describe("An inspection or note of the same hose, to attach a photo to it"),
  criterionId: z
    .string()
    .trim()
    .max(64, "This criterion is not on the checklist")
    .nullish()
    .transform((v) => v || null)
    .describe(
      "With hoseMetaId: the checklist answer (its criterionId) the photo shows. One photo per answer, a JPEG or PNG image",
    ),
  filename: UploadFilenameSchema,
});
export type UploadCreateInput = z.infer<typeof UploadCreateSchema>;

/** SPEC §9: size 3 is the 70 px thumbnail, size 1 the 1200 px dialog image; 2 sits between. */
export const IMAGE_WIDTHS = { 1: 1200, 2: 600, 3: 70 } as const;
export type ImageSize = keyof typeof IMAGE_WIDTHS;

export const UploadImageParamsSchema = z.object({
  id: z.uuid("Not found"),
  size: z.coerce
    .number()
    .int()
    .refine((n): n is ImageSize => n in IMAGE_WIDTHS, "Size must be 1 (1200 px), 2 (600 px) or 3 (70 px)")
    .transform((n) => n as ImageSize),
});

/** SPEC §3 Upload: id, filename, mimetype, createdAt, signedLink (plus what the screens use). */
export const UploadSchema = z.object({
  id: z.uuid(),
  hoseId: z.uuid().nullable(),
  hoseMetaId: z.uuid().nullable(),
  uploadType: z.number().int(),
  filename: z.string(),
  mimetype: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  signedLink: z.string().describe("A short-lived (5 minute) download link; no login needed while it lasts"),
});
export type UploadDto = z.infer<typeof UploadSchema>;

export const UploadImageSchema = z.object({
  id: z.uuid(),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  mimetype: z.string(),
  base64Data: z.string(),
});
export type UploadImage = z.infer<typeof UploadImageSchema>;
