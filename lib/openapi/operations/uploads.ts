import { z } from "zod";
import { IdParamsSchema } from "@/lib/http/params";
import {
  UploadCreateSchema,
  UploadImageParamsSchema,
  UploadImageSchema,
  UploadSchema,
} from "@/lib/hoses/documents/schemas";
import type { Operation } from "../registry";
import { IdResultSchema } from "./rows";

const tag = "Uploads";
const CHANGES =
  "Read-only users, and customers whose distributor's configurations are hidden (their distributor manages their hoses)";

export const uploadOperations: Operation[] = [
  {
    method: "post",
    path: "/uploads",
    tag,
    summary: "Upload a document or photo to a hose (optionally to one of its inspections)",
    description:
      "The type is decided by the content (magic bytes): PNG or JPEG images, PDF, Word (doc, docx) and Excel (xls, xlsx). Anything else is " +
      "refused, whatever its name or declared uploadType; the stored uploadType and the file name's extension follow the content. " +
      "At most 10 MB decoded. With an Idempotency-Key, a retry answers the first upload again (its download link signed anew) and stores " +
      "nothing.",
    auth: "user",
    body: UploadCreateSchema,
    response: UploadSchema,
    status: 201,
    userMessage: "File uploaded",
    idempotent: true,
    errors: {
      400: "Malformed JSON, or an Idempotency-Key that is not 1 to 255 visible ASCII characters",
      403: CHANGES,
      404: "No such hose (or not one the caller sees)",
      409: "The hose is archived, or the Idempotency-Key was used for a different request",
      422: "Not an accepted type, too large, or invalid fields",
      413: "The request body is larger than a 10 MB file in base64 (base64Data: 'The file must be 10 MB or smaller')",
    },
  },
  {
    method: "get",
    path: "/uploads/{id}",
    tag,
    summary: "An upload of a hose the caller sees, with a fresh signed download link (valid 5 minutes)",
    auth: "user",
    params: IdParamsSchema,
    response: UploadSchema,
    errors: { 404: "No such upload" },
  },
  {
    method: "get",
    path: "/uploads/{id}/{size}",
    tag,
    summary: "An image upload scaled to size 1 (1200 px wide), 2 (600 px) or 3 (70 px thumbnail), as base64Data",
    description: "Never enlarged; the original format is kept. Uploads that are not images answer 422.",
    auth: "user",
    params: UploadImageParamsSchema,
    response: UploadImageSchema,
    errors: { 404: "No such upload", 422: "Unknown size, or the upload is not an image" },
  },
  {
    method: "delete",
    path: "/uploads/{id}",
    tag,
    summary: "Delete an upload: the row is marked deleted, then the stored file and its thumbnails are removed",
    auth: "user",
    params: IdParamsSchema,
    response: IdResultSchema,
    userMessage: "{filename} has been deleted",
    errors: { 403: CHANGES, 404: "No such upload", 409: "The hose is archived" },
  },
  {
    method: "get",
    path: "/files/{token}",
    tag,
    summary:
      "Download through a signed link of the local storage driver (the token is the credential, valid 5 minutes)",
    description: "With S3 storage, signed links are presigned S3 URLs instead.",
    auth: "public",
    params: z.object({ token: z.string().max(4000) }),
    response: z.string().describe("The file's bytes"),
    responseType: "application/octet-stream",
    errors: { 404: "The link has expired, is not valid, or the file was deleted" },
  },
];
