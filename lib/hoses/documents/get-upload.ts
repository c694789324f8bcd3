import sharp from "sharp";
import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/core/errors";
import { storage } from "@/lib/storage";
import { visibleUploads } from "./access";
import { IMAGE_MAX_PIXELS } from "./create-upload";
import { thumbnailKey } from "./delete-upload";
import { isImage } from "./file-types";
import { IMAGE_WIDTHS, type ImageSize, type UploadDto, type UploadImage } from "./schemas";
import { toUploadDto, uploadSelect } from "./upload-dto";

/** GET /uploads/{id}: an upload of a hose the caller sees, with a fresh signed link; else 404. */
export async function getUpload(ctx: AuthedCtx, id: string): Promise<UploadDto> {
  const upload = await db().upload.findFirst({ where: visibleUploads(ctx, id), select: uploadSelect });
  if (!upload) throw notFound("Document not found");
  return toUploadDto(await storage(), upload);
}

/**
 * GET /uploads/{id}/{size}: an image upload scaled to the size's width (SPEC §9: 3 = 70 px
 * thumbnail, 1 = 1200 px dialog), never enlarged, EXIF orientation applied, as base64 in the
 * original format. Each size is made once and cached in storage next to the original
 * ("{key}.w70"); the cache goes when the upload is deleted. Documents that are not images: 422.
 */
export async function getUploadImage(ctx: AuthedCtx, id: string, size: ImageSize): Promise<UploadImage> {
  const upload = await db().upload.findFirst({
    where: visibleUploads(ctx, id),
    select: { id: true, mimetype: true, storageKey: true },
  });
  if (!upload) throw notFound("Document not found");
  if (!isImage(upload.mimetype))
    throw new AppError("INVALID", { size: ["Only images have sizes; use the signed link to download this file"] });
  const width = IMAGE_WIDTHS[size];
  const s = await storage();
  const cacheKey = thumbnailKey(upload.storageKey, width);
  let scaled = await s.get(cacheKey);
  if (!scaled) {
    const original = await s.get(upload.storageKey);
    if (!original) throw notFound("The file is no longer available");
    const pipeline = sharp(original, { limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true });
    scaled = new Uint8Array(
      await (upload.mimetype === "image/png" ? pipeline.png() : pipeline.jpeg({ quality: 82 })).toBuffer(),
    );
    await s.put(cacheKey, scaled, upload.mimetype);
  }
  const meta = await sharp(scaled).metadata();
  return {
    id: upload.id,
    size,
    width: meta.width ?? width,
    height: meta.height ?? 0,
    mimetype: upload.mimetype,
    base64Data: Buffer.from(scaled).toString("base64"),
  };
}
