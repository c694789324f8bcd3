import { z } from "zod";
import { ProblemReportActionSchema, REPORT_HIDDEN, REPORT_RESOLVED } from "@/lib/hoses/problem-reports";
import {
  HoseArchiveSchema,
  HoseDetailSchema,
  HoseMetaCreateSchema,
  HoseNfcBindSchema,
  HoseNfcResultSchema,
  HoseRowSchema,
  HoseSaveSchema,
  HoseUpdateSchema,
  InspectionRowSchema,
  NfcParamsSchema,
  TagParamsSchema,
} from "@/lib/hoses/schemas";
import { PROBLEM_REPORTED, ProblemReportSchema } from "@/lib/hoses/report-problem";
import { IdParamsSchema } from "@/lib/http/params";
import { EmptySchema } from "@/lib/http/schemas";
import { LabelRequestSchema, MAX_LABELS } from "@/lib/labels/schemas";
import { KeysetListQuerySchema, keysetListResponseSchema } from "@/lib/lists/schemas";
import type { Operation } from "../registry";
import { IdResultSchema } from "./rows";

const tag = "Hoses";
const CHANGES =
  "Read-only users, and customers whose distributor's configurations are hidden (their distributor manages their hoses)";
const HOSE_FILTERS =
  "filters (JSON object): search, status (list of 0 Good, 1 to monitor, 2 to replace, 3 Uninstalled), inspectionRequired (2 due inspection " +
  "within 30 days, 1 overdue, 3 due within 30 days but not overdue), replacementWarning (1), zone (a site or zone id, sub-zones included), customer, distributor, configuration " +
  "(lists of ids), archived (active by default, archived, all), sort (next, name, tag, newest).";

export const hoseOperations: Operation[] = [
  {
    method: "post",
    path: "/hoses/labels",
    tag,
    summary: "A PDF of QR tag labels for the selected hoses, or for every hose the list's filters match",
    description:
      "Each label carries the QR code of the tag's short link ({client primary URL}/t/{tagId}), the tag id, the hose name and its configuration in a few words. " +
      "Formats: L7651 (A4, Avery L7651, 65 a sheet), 5160 (US Letter, Avery 5160, 30 a sheet), roll-50x25 (one 50 x 25 mm label a page). " +
      "startAt skips the first labels of the first sheet, to reuse a part-used one. hoseIds takes precedence over filters; " +
      `archived hoses and hoses without a tag are left out. At most ${MAX_LABELS} labels per PDF. ` +
      HOSE_FILTERS,
    auth: "user",
    body: LabelRequestSchema,
    response: z.string().describe("The PDF; file name hose-labels-{format}-{YYYY-MM-DD}.pdf"),
    responseType: "application/pdf",
    userMessage: "{n} labels on {pages} pages",
    errors: {
      403: "Read-only users",
      404: "A selected hose is absent or not one the caller sees",
      422: `Validation failed, none of the hoses has a tag, or more than ${MAX_LABELS} labels`,
    },
  },
  {
    method: "get",
    path: "/hoses",
    tag,
    summary: "The tagged hoses the caller sees, filtered and paginated",
    description:
      HOSE_FILTERS +
      " The answer carries an ETag (Cache-Control: private, no-cache): the same call again with If-None-Match answers 304 " +
      "without a body while the tenant's hoses, organisations, inspections, configurations and zones and the caller's " +
      "scope are unchanged.",
    auth: "user",
    query: KeysetListQuerySchema,
    response: keysetListResponseSchema(HoseRowSchema),
  },
  {
    method: "post",
    path: "/hoses",
    tag,
    summary: "Tag a new hose for a customer",
    description:
      "Status and due dates are computed from the customer's (or the hose's own) timeline. Without a location the hose is Uninstalled.",
    auth: "user",
    body: HoseSaveSchema,
    response: IdResultSchema,
    status: 201,
    userMessage: "{name} has been added",
    errors: { 403: CHANGES, 404: "The customer is not one the caller sees", 409: "The tag is already on another hose" },
  },
  {
    method: "put",
    path: "/hoses",
    tag,
    summary: "Edit a hose",
    auth: "user",
    body: HoseUpdateSchema,
    response: IdResultSchema,
    userMessage: "{name} has been saved",
    errors: { 403: CHANGES, 404: "No such hose", 409: "The tag is already on another hose, or the hose is archived" },
  },
  {
    method: "get",
    path: "/hoses/{id}",
    tag,
    summary: "A hose with its configuration, people, documents and timeline (newest first)",
    description:
      "nextInspectionBasis and replacementBasis are in the Accept-Language asked for among the client's languages " +
      "(British English otherwise). The answer carries an ETag of its body and language (Vary: Accept-Language, " +
      "Cache-Control: private, no-cache): the same call again with If-None-Match answers 304 without a body while it is unchanged.",
    auth: "user",
    params: IdParamsSchema,
    response: HoseDetailSchema,
    errors: { 404: "No such hose" },
  },
  {
    method: "delete",
    path: "/hoses/{id}",
    tag,
    summary: "Archive a hose (irreversible), with an optional archive note, retirementReason and photo",
    auth: "user",
    params: IdParamsSchema,
    body: HoseArchiveSchema,
    response: IdResultSchema,
    userMessage: "{name} has been archived",
    errors: { 403: CHANGES, 404: "No such hose", 409: "Already archived", 413: "The photo is larger than 10 MB" },
  },
  {
    method: "get",
    path: "/hoses/tag/{tagId}",
    tag,
    summary: "The hose carrying a scanned tag (the mobile app's lookup)",
    description:
      "Tag ids are unique across the system and matched case-insensitively. Archived hoses are found too (deletedAt set).",
    auth: "user",
    params: TagParamsSchema,
    response: HoseDetailSchema,
    errors: { 404: "No hose the caller sees carries this tag" },
  },
  {
    method: "put",
    path: "/hoses/{id}/nfc",
    tag,
    summary: "Bind an NFC tag to a hose as a second identifier (Web NFC on the plant floor)",
    description:
      "serial is the tag's serial number as Web NFC reads it (or the tag id of its /t/{tagId} URL record), stored upper-case. " +
      "One NFC tag identifies one hose of the client; a hose has at most one (binding replaces it). Binding the hose's own tag again changes nothing.",
    auth: "user",
    params: IdParamsSchema,
    body: HoseNfcBindSchema,
    response: HoseNfcResultSchema,
    userMessage: "An NFC tag is now bound to {name}",
    errors: {
      403: CHANGES,
      404: "No such hose",
      409: "Another hose of the client has this NFC tag (serial: 'This NFC tag is already bound to another hose'), or the hose is archived",
    },
  },
  {
    method: "delete",
    path: "/hoses/{id}/nfc",
    tag,
    summary: "Remove the hose's NFC tag",
    auth: "user",
    params: IdParamsSchema,
    response: HoseNfcResultSchema,
    userMessage: "The NFC tag has been removed from {name}",
    errors: { 403: CHANGES, 404: "No such hose", 409: "The hose is archived" },
  },
  {
    method: "get",
    path: "/hoses/nfc/{serial}",
    tag,
    summary: "The hose an NFC tag is bound to (reading the tag opens the hose)",
    description: "Matched case-insensitively. Archived hoses are found too (deletedAt set).",
    auth: "user",
    params: NfcParamsSchema,
    response: HoseDetailSchema,
    errors: { 404: "No hose the caller sees is bound to this NFC tag" },
  },
  {
    method: "post",
    path: "/hoses/tag/{tagId}/report",
    tag,
    summary: "Report a problem with a hose from its tag's public page (no login)",
    description:
      "Adds a note to the hose and emails its organisation's Admins (its distributor's when it has none). Behind the human check " +
      "(recaptchaResponse, as /register) and limited per address and per tag. Only for a tag whose organisation shows the public card. " +
      "An optional photo (JPEG or PNG by content, at most 10 MB) is stored privately, re-encoded without its metadata, attached to the " +
      "note, and never shown on the public card.",
    auth: "public",
    params: TagParamsSchema,
    body: ProblemReportSchema,
    response: EmptySchema,
    status: 201,
    userMessage: PROBLEM_REPORTED,
    errors: {
      404: "Unknown or archived tag, or its public card is off",
      413: "The request body is larger than a 10 MB photo in base64 (photo: 'The photo must be 10 MB or smaller')",
      422: "Invalid fields, a photo that is not a readable JPEG or PNG, or the human verification failed (recaptchaResponse)",
      429: "Too many reports from this address or for this tag",
    },
  },
  {
    method: "post",
    path: "/hoseMeta",
    tag: "Inspections",
    summary:
      "Record an inspection (with inspectionResult), an extraordinary event (inspectionType extraordinary, no result) or a note on a hose",
    description:
      "As the mobile tagging app sends it: bearer token, X-Client-Host, X-Organisation-Id. An inspection updates the hose's status and due " +
      "dates in the same transaction; a back-dated one (older than the hose's latest) joins the timeline only. " +
      "With a checklist, the result follows the answers: a failed critical criterion with inspectionResult 0 or 1 is a 422 on " +
      "inspectionResult, a failed other criterion with 0 too. Without a checklist the inspection is periodic, unless the hose's " +
      "customer requires a checklist (422 on checklistId). A customer's " +
      "inspection rules (organisation settings: inspections) may require an inspector with a competence record valid on " +
      "the inspection's date (else 403: it is about who inspects) and a signature, signatureImage (a PNG data URL drawn on " +
      "the screen) or signaturePassword (the inspector's password), else 422 on signature. The competence and signature " +
      "are kept with the inspection and shown on the hose's timeline (GET /hoses/{id}: hoseMeta[].attestation).",
    auth: "user",
    body: HoseMetaCreateSchema,
    response: z.object({ id: z.uuid(), hoseId: z.uuid(), kind: z.enum(["INSPECTION", "NOTE", "EVENT"]) }),
    status: 201,
    userMessage:
      "Inspection recorded: {name} is {Good|Monitor|Replace}; when the result does not become the status, what the hose still reads and why (stays Uninstalled until installed, past its replacement date, a newer inspection); or Note added; or Extraordinary event recorded: an inspection is due now",
    idempotent: true,
    errors: {
      400: "Malformed JSON, or an Idempotency-Key that is not 1 to 255 visible ASCII characters",
      403: `${CHANGES}; or the customer requires a valid competence record and the inspector has none`,
      404: "No such hose",
      409: "The hose is archived, or the Idempotency-Key was used for a different request",
      422: "Invalid fields; a result the checklist's answers do not allow (inspectionResult); no checklist where the customer requires one (checklistId); an unsigned inspection for a customer that requires signatures (signature); a signature that is not a PNG (signatureImage); a wrong password (signaturePassword)",
    },
  },
  {
    method: "get",
    path: "/hoseMeta",
    tag: "Inspections",
    summary: "The inspections (same as GET /inspections)",
    auth: "user",
    query: KeysetListQuerySchema,
    response: keysetListResponseSchema(InspectionRowSchema),
  },
  {
    method: "get",
    path: "/inspections",
    tag: "Inspections",
    summary: "The inspections of the hoses the caller sees, newest first",
    description:
      "filters (JSON object): search, result (list of 0, 1, 2), customer, distributor (lists of ids), zone, hose (ids).",
    auth: "user",
    query: KeysetListQuerySchema,
    response: keysetListResponseSchema(InspectionRowSchema),
  },
  {
    method: "post",
    path: "/hoseMeta/{id}/report",
    tag: "Inspections",
    summary: "Mark an anonymous problem report resolved, or hide it (Admins)",
    description:
      "For the Admin of an organisation that sees the hose, or a client admin. 'resolve' keeps the report on the timeline marked " +
      "resolved; 'hide' removes it from the timeline and deletes its photo (both are kept in the audit trail).",
    auth: "user",
    params: IdParamsSchema,
    body: ProblemReportActionSchema,
    response: z.object({ id: z.uuid() }),
    userMessage: `${REPORT_RESOLVED}, or ${REPORT_HIDDEN}`,
    errors: {
      403: "Only Admins act on problem reports",
      404: "No problem report (not hidden) of a hose the caller sees has this id",
      422: "action is not resolve or hide",
    },
  },
  ...(["/inspections/{id}", "/hoseMeta/{id}"] as const).map((path): Operation => ({
    method: "get",
    path,
    tag: "Inspections",
    summary: "One inspection of a hose the caller sees, as the inspections list shows it",
    auth: "user",
    params: IdParamsSchema,
    response: InspectionRowSchema,
    errors: { 404: "No inspection of a hose the caller sees has this id" },
  })),
];
