/**
 * A camera photo made small enough to send through a server action (whose body is at most
 * 1 MB): drawn upright (the browser applies its EXIF orientation) onto a canvas no larger than
 * the first size that fits, as JPEG. Browser-only. Answers base64 without a data: prefix, or
 * null when the browser cannot read the file as an image.
 */
export async function shrinkPhoto(file: File, maxBase64Chars = 900_000): Promise<string | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    for (const side of [1600, 1280, 1024, 800, 640]) {
      const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
      const canvas = document.createElement("canvas");
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      const context = canvas.getContext("2d");
      if (!context) return null;
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const base64 = canvas.toDataURL("image/jpeg", 0.82).replace(/^data:[^,]*,/, "");
      if (base64.length <= maxBase64Chars) return base64;
    }
    return null;
  } finally {
    bitmap.close();
  }
}
