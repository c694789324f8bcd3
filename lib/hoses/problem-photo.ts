import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { z } from "zod";
import { AppError } from "@/lib/core/errors";
import { singleLine } from "@/lib/core/text";
import type { Storage } from "@/lib/storage";
import { IMAGE_MAX_PIXELS } from "@/lib/hoses/documents/create-upload";
import { cleanFilename, detectUploadType, isImage } from "@/lib/hoses/documents/file-types";
import { Base64DataSchema, UPLOAD_MAX_BYTES } from "@/lib/hoses/documents/schemas";

/** The optional photo of a problem report: a PNG or JPEG, base64 as POST /uploads takes files. */
export const ProblemPhotoSchema = z.object({
  base64Data: Base64DataSchema,
  filename: z
    .string()
    .overwrite(singleLine)
    .trim()
    .max(255, "The file name must be 255 characters or fewer")
    .optional()
    .describe("The photo's file name (its extension follows the content)"),
});
export type ProblemPhotoInput = z.infer<typeof ProblemPhotoSchema>;

export const PHOTO_NOT_AN_IMAGE = "Only photos (JPEG or PNG) can be sent";
export const PHOTO_TOO_LARGE = "The photo must be 10 MB or smaller";
export const PHOTO_UNREADABLE = "The photo could not be read";

/** Stored photos are at most this many pixels on their longer side: plenty to see a crack by. */
const MAX_SIDE = 2400;

export type ProblemPhoto = { bytes: Uint8Array; mimetype: string; filename: string; uploadType: number };

/**
 * Checks an anonymous reporter's photo as POST /uploads checks files (type by magic bytes, size,
 * readable by sharp), but images only, and stores a copy made anew: turned upright, at most
 * 2400 px, and without its metadata, so a phone's EXIF (GPS position, device) never reaches the
 * organisation's storage and nothing but pixels survives from what a stranger sent.
 */
export async function prepareProblemPhoto(input: ProblemPhotoInput): Promise<ProblemPhoto> {
  const bytes = new Uint8Array(Buffer.from(input.base64Data, "base64"));
  if (bytes.byteLength === 0) throw new AppError("INVALID", { photo: [PHOTO_UNREADABLE] });
  if (bytes.byteLength > UPLOAD_MAX_BYTES) throw new AppError("INVALID", { photo: [PHOTO_TOO_LARGE] });
  const type = await detectUploadType(bytes);
  if (!type || !isImage(type.mimetype)) throw new AppError("INVALID", { photo: [PHOTO_NOT_AN_IMAGE] });
  let clean: Uint8Array;
  try {
    const pipeline = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true });
    clean = new Uint8Array(
      await (type.mimetype === "image/png" ? pipeline.png() : pipeline.jpeg({ quality: 85 })).toBuffer(),
    );
  } catch {
    throw new AppError("INVALID", { photo: [PHOTO_UNREADABLE] });
  }
  return {
    bytes: clean,
    mimetype: type.mimetype,
    // Named for what it now is (a photo shrunk to JPEG in the browser may still be called .png).
    filename: cleanFilename(input.filename || "problem-photo", type).replace(/(\.[^.]*)?$/, `.${type.ext}`),
    uploadType: type.uploadType,
  };
}

/** Puts the photo in the client's private storage; answers its key. */
export async function storeProblemPhoto(s: Storage, clientId: string, photo: ProblemPhoto): Promise<string> {
  const storageKey = `${clientId}/${randomUUID()}`;
  await s.put(storageKey, photo.bytes, photo.mimetype);
  return storageKey;
}
