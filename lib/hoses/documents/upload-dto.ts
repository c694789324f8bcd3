import type { Storage } from "@/lib/storage";
import { dispositionFor } from "./file-types";
import type { UploadDto } from "./schemas";

/** The columns an upload's API shape needs (storageKey only to sign the link; never sent). */
export const uploadSelect = {
  id: true,
  hoseId: true,
  hoseMetaId: true,
  uploadType: true,
  filename: true,
  mimetype: true,
  size: true,
  storageKey: true,
  createdAt: true,
} as const;

export type UploadRecord = {
  id: string;
  hoseId: string | null;
  hoseMetaId: string | null;
  uploadType: number;
  filename: string;
  mimetype: string;
  size: number;
  storageKey: string;
  createdAt: Date;
};

/** A fresh short-lived download link for the upload. */
export function signedLinkFor(
  s: Storage,
  u: Pick<UploadRecord, "storageKey" | "filename" | "mimetype">,
): Promise<string> {
  return s.signedUrl(u.storageKey, {
    filename: u.filename,
    contentType: u.mimetype,
    disposition: dispositionFor(u.mimetype),
  });
}

export async function toUploadDto(s: Storage, u: UploadRecord): Promise<UploadDto> {
  return uploadDtoWithLink(u, await signedLinkFor(s, u));
}

/** The API shape with a link signed beforehand (storageKey is never sent). */
export function uploadDtoWithLink(u: UploadRecord, signedLink: string): UploadDto {
  return {
    id: u.id,
    hoseId: u.hoseId,
    hoseMetaId: u.hoseMetaId,
    uploadType: u.uploadType,
    filename: u.filename,
    mimetype: u.mimetype,
    size: u.size,
    createdAt: u.createdAt.toISOString(),
    signedLink,
  };
}

/** Signed links for many uploads at once (id -> link). Presigning is local: no network call. */
export async function signedLinks(s: Storage, uploads: UploadRecord[]): Promise<Record<string, string>> {
  const entries = await Promise.all(uploads.map(async (u) => [u.id, await signedLinkFor(s, u)] as const));
  return Object.fromEntries(entries);
}
