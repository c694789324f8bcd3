/**
 * The storage interface and what both drivers share (see index.ts).
 */
export interface Storage {
  readonly driver: "local" | "s3";
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /**
   * Writes a body that arrives in pieces (a PDF rendered page by page) without holding it whole:
   * to a temporary file renamed into place, or an S3 multipart upload of PUT_STREAM_PART_BYTES
   * parts. A body that fails half way leaves no object. Resolves to the bytes written.
   */
  putStream(key: string, body: AsyncIterable<Uint8Array>, contentType: string): Promise<{ size: number }>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Uint8Array | null>;
  /** The object's size, or null when there is none. */
  head(key: string): Promise<{ size: number } | null>;
  /** Removes the object; removing an absent one is not an error. */
  delete(key: string): Promise<void>;
  /** A short-lived URL that downloads the object with this type and file name. */
  signedUrl(key: string, download: SignedDownload): Promise<string>;
}

export type SignedDownload = {
  filename: string;
  contentType: string;
  /** inline (images, PDF: the browser shows them) or attachment (saved). */
  disposition: "inline" | "attachment";
  /** Seconds the link stays valid; SIGNED_LINK_SECONDS by default. */
  expiresIn?: number;
};

/** The part size of a streamed S3 upload: S3's minimum for every part but the last. */
export const PUT_STREAM_PART_BYTES = 5 * 1024 * 1024;

/** Signed links live five minutes: long enough to open, too short to pass around. */
export const SIGNED_LINK_SECONDS = 300;

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

/** Both drivers refuse keys that are not ours (no "..", no absolute paths, no odd characters). */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes("..") || key.length > 512) throw new Error(`Invalid storage key: ${key}`);
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(disposition: "inline" | "attachment", filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
