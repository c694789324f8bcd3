import { readAsBase64 } from "./read-as-base64";

/**
 * Photos made small on the device before they are kept or sent: the inspection form (whose
 * photos wait in the offline outbox and travel on slow uplinks) and the public problem report
 * (whose server action takes a body of at most 1 MB) use this one helper. A photo is drawn
 * upright (the browser applies its EXIF orientation) onto a canvas at most PHOTO_MAX_SIDE
 * pixels on its longer side and saved as JPEG, which also leaves its metadata (GPS position,
 * device) behind. Any image the browser can decode is converted this way (HEIC on Safari, WebP,
 * PNG, GIF); one it cannot decode is refused before anything is saved.
 *
 * The rules (sizes, names) are plain functions; the drawing itself is browser-only.
 */

/** The longer side of a stored photo: plenty to see a crack or a chafed cover by. */
export const PHOTO_MAX_SIDE = 2400;

/** The JPEG quality of a shrunk photo. */
export const PHOTO_QUALITY = 0.82;

/** Smaller sides tried, in order, when a photo at PHOTO_MAX_SIDE is still larger than allowed. */
const STEPS = [2400, 1600, 1280, 1024, 800, 640];

/** The sides to try for a photo allowed at most `maxSide` px, largest first. */
export function shrinkSteps(maxSide = PHOTO_MAX_SIDE): number[] {
  const side = Math.max(1, Math.floor(maxSide));
  return [side, ...STEPS.filter((s) => s < side)];
}

/** `width` x `height` scaled to fit within `side` px on its longer side; never enlarged, never 0. */
export function fitWithin(width: number, height: number, side: number): { width: number; height: number } {
  const scale = Math.min(1, side / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The name of a photo once it is a JPEG: "IMG_0042.HEIC" -> "IMG_0042.jpg"; none -> "photo.jpg". */
export function jpegFilename(name: string | undefined, fallback = "photo"): string {
  const stem = (name ?? "")
    .split(/[\\/]/)
    .pop()!
    .replace(/\.[^.]*$/, "")
    .trim();
  return `${stem || fallback}.jpg`;
}

/** Bytes of base64 text (no data: prefix): what a size limit in bytes allows once encoded. */
export const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

function encode(bitmap: ImageBitmap, side: number): Promise<Blob | null> {
  const size = fitWithin(bitmap.width, bitmap.height, side);
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext("2d");
  if (!context) return Promise.resolve(null);
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", PHOTO_QUALITY));
}

/**
 * `file` as a JPEG of at most `maxSide` px on its longer side and at most `maxBytes` bytes (a
 * smaller side is tried while it is larger). Null when the browser cannot decode the image (a
 * HEIC photo on most browsers but Safari, a file that is no image) or no size fits.
 */
export async function shrinkPhoto(
  file: Blob,
  { maxSide = PHOTO_MAX_SIDE, maxBytes = Infinity }: { maxSide?: number; maxBytes?: number } = {},
): Promise<Blob | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return null;
  }
  try {
    for (const side of shrinkSteps(maxSide)) {
      const blob = await encode(bitmap, side);
      if (!blob) return null;
      if (blob.size <= maxBytes) return blob;
    }
    return null;
  } finally {
    bitmap.close();
  }
}

/**
 * A photo shrunk as `shrinkPhoto` does, as base64 of at most `maxBase64Chars` characters (the
 * problem report's server action body). Null when it cannot be read or made small enough.
 */
export async function shrinkPhotoToBase64(
  file: Blob,
  maxBase64Chars = 900_000,
  maxSide = PHOTO_MAX_SIDE,
): Promise<string | null> {
  const blob = await shrinkPhoto(file, { maxSide, maxBytes: Math.floor((maxBase64Chars / 4) * 3) });
  return blob ? readAsBase64(blob) : null;
}
