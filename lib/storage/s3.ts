import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { assertSafeKey, contentDisposition, PUT_STREAM_PART_BYTES, SIGNED_LINK_SECONDS, type Storage } from "./types";

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, s3rver...); unset: AWS. */
  endpoint?: string;
  /** http://host/bucket/key instead of http://bucket.host/key (MinIO and most local servers). */
  forcePathStyle?: boolean;
  /** Unset: the SDK's default chain (instance role, AWS_* variables...). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/**
 * The S3 driver. The bucket stays private (no ACLs are set; give it "block public access"):
 * downloads are presigned GET URLs, valid 5 minutes, that also fix the response's type and
 * file name. Checksums are only sent where S3 requires them, so S3-compatible servers that do
 * not know the newer checksum headers work too.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: options.credentials,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = options.bucket;
  const notFound = (error: unknown) =>
    error instanceof S3ServiceException &&
    (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);
  return {
    driver: "s3",
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.byteLength,
        }),
      );
    },
    async putStream(key, body, contentType) {
      assertSafeKey(key);
      // A multipart upload: one part of PUT_STREAM_PART_BYTES held at a time, so memory stays
      // flat whatever the size; a failure aborts it, which leaves no object and no stored parts.
      const { UploadId } = await client.send(
        new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType }),
      );
      const parts: Array<{ ETag: string | undefined; PartNumber: number }> = [];
      let size = 0;
      try {
        let pending: Uint8Array[] = [];
        let pendingBytes = 0;
        const flush = async () => {
          const PartNumber = parts.length + 1;
          const Body = Buffer.concat(pending, pendingBytes);
          pending = [];
          pendingBytes = 0;
          const res = await client.send(
            new UploadPartCommand({ Bucket, Key: key, UploadId, PartNumber, Body, ContentLength: Body.byteLength }),
          );
          parts.push({ ETag: res.ETag, PartNumber });
        };
        for await (const chunk of body) {
          pending.push(chunk);
          pendingBytes += chunk.byteLength;
          size += chunk.byteLength;
          if (pendingBytes >= PUT_STREAM_PART_BYTES) await flush();
        }
        // The last part may be short (or the only one, empty for an empty body).
        if (pendingBytes > 0 || parts.length === 0) await flush();
        await client.send(
          new CompleteMultipartUploadCommand({ Bucket, Key: key, UploadId, MultipartUpload: { Parts: parts } }),
        );
        return { size };
      } catch (error) {
        await client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId })).catch(() => undefined);
        throw error;
      }
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return res.Body ? await res.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async head(key) {
      assertSafeKey(key);
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: res.ContentLength ?? 0 };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async signedUrl(key, download) {
      assertSafeKey(key);
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentType: download.contentType,
        ResponseContentDisposition: contentDisposition(download.disposition, download.filename),
        ResponseCacheControl: "private, no-store",
      });
      return getSignedUrl(client, command, { expiresIn: download.expiresIn ?? SIGNED_LINK_SECONDS });
    },
  };
}
