import { z } from "zod";
import { IdParamsSchema } from "@/lib/http/params";
import { ListQuerySchema, listResponseSchema } from "@/lib/lists/schemas";
import {
  CountSchema,
  TagBatchSchema,
  TagBatchUpdateSchema,
  TagDeleteBodySchema,
  TagDeleteResultSchema,
  TagUploadBodySchema,
  TagUploadResultSchema,
} from "@/lib/tags/schemas";
import { BatchLabelRequestSchema, MAX_LABELS } from "@/lib/labels/schemas";
import type { Operation } from "../registry";

const tag = "Tags";
const ONLY = "Not a system admin";

const counter = (which: string, what: string): Operation => ({
  method: "get",
  path: `/tags-${which}-count`,
  tag,
  summary: `The number of the client's tags ${what} (system admins)`,
  auth: "user",
  response: CountSchema,
  errors: { 403: ONLY },
});

export const tagOperations: Operation[] = [
  counter("uploaded", "uploaded"),
  counter("allocated", "a hose carries"),
  counter("uninstalled", "no hose carries yet (allocated=0)"),
  {
    method: "post",
    path: "/tag-upload",
    tag,
    summary: "Upload a CSV of tag ids as a new batch: all or none",
    description:
      "One tag id per line (first column); a header line is skipped. Tag ids are unique across the system and stored upper-case. " +
      "Malformed or repeated ids (422) and ids already known (409) refuse the whole file; each error names up to maxChecks of the ids.",
    auth: "user",
    body: TagUploadBodySchema,
    bodyType: "multipart/form-data",
    response: TagUploadResultSchema,
    userMessage: "Added {n} tags to the system",
    errors: {
      403: ONLY,
      409: "Some tag ids are already in the system (named in `file`)",
      422: "No file, not a .csv, malformed or repeated tag ids, or no batch name",
      413: "The request is larger than 9 MB (an 8 MB file and its form)",
    },
  },
  {
    method: "post",
    path: "/tag-delete",
    tag,
    summary: "Remove the client's tags listed in a CSV; tags a hose carries stay and are listed",
    auth: "user",
    body: TagDeleteBodySchema,
    bodyType: "multipart/form-data",
    response: TagDeleteResultSchema,
    userMessage: "Removed {n} tags from the system",
    errors: {
      403: ONLY,
      422: "No file, not a .csv, or malformed or repeated tag ids",
      413: "The request is larger than 9 MB (an 8 MB file and its form)",
    },
  },
  {
    method: "get",
    path: "/batches",
    tag,
    summary: "The client's tag batches, newest first (the screen pages by 7)",
    auth: "user",
    query: ListQuerySchema,
    response: listResponseSchema(TagBatchSchema),
    errors: { 403: ONLY },
  },
  {
    method: "put",
    path: "/batches",
    tag,
    summary: "Rename a tag batch",
    auth: "user",
    body: TagBatchUpdateSchema,
    response: TagBatchSchema,
    userMessage: "{name} has been saved",
    errors: { 403: ONLY, 404: "No such batch in this client" },
  },
  {
    method: "get",
    path: "/batches/{id}",
    tag,
    summary: "A tag batch with its counts",
    auth: "user",
    params: IdParamsSchema,
    response: TagBatchSchema,
    errors: { 403: ONLY, 404: "No such batch in this client" },
  },
  {
    method: "delete",
    path: "/batches/{id}",
    tag,
    summary: "Delete a tag batch and its tags, only while none of them is in use",
    auth: "user",
    params: IdParamsSchema,
    response: z.object({ id: z.uuid() }),
    userMessage: "{name} has been deleted",
    errors: { 403: ONLY, 404: "No such batch in this client", 409: "Some of its tags are in use" },
  },
  {
    method: "post",
    path: "/batches/{id}/labels",
    tag,
    summary: "A PDF of QR labels for every tag of the batch, in tag order (system admins)",
    description:
      "Each label carries the QR code of the tag's short link ({client primary URL}/t/{tagId}) and the tag id; a tag already on a hose also gets the hose's name and configuration. " +
      `Formats and startAt as for POST /hoses/labels. At most ${MAX_LABELS} labels per PDF: a larger batch prints in parts, ` +
      `from and to being positions in tag order (1 to ${MAX_LABELS}, ${MAX_LABELS + 1} to ${2 * MAX_LABELS}...); from alone runs ${MAX_LABELS} tags or to the end.`,
    auth: "user",
    params: IdParamsSchema,
    body: BatchLabelRequestSchema,
    response: z
      .string()
      .describe("The PDF; file name tag-labels-{format}-{YYYY-MM-DD}.pdf, or ...-tags-{from}-{to}.pdf for a part"),
    responseType: "application/pdf",
    userMessage: "{n} labels on {pages} pages; for a part: Tags {from} to {to} of {total}: {n} labels on {pages} pages",
    errors: {
      403: ONLY,
      404: "No such batch in this client",
      422: `Validation failed, the batch has no tags, more than ${MAX_LABELS} without from/to, or from past its end`,
    },
  },
];
