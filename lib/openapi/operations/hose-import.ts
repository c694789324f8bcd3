import {
  HoseBlankTemplateParamsSchema,
  HoseImportParamsSchema,
  HoseImportResultSchema,
  HoseImportSchema,
} from "@/lib/hoses/import/schemas";
import { HOSE_TEMPLATE_HEADERS } from "@/lib/hoses/import/template";
import type { Operation } from "../registry";
import { ExportUrlSchema } from "./exports";

const tag = "Hoses";
const FORBIDDEN =
  "Not an Admin or Manager (or client admin), read-only, or a customer whose distributor manages its hoses";
const NOT_FOUND = "No such customer, an archived one, or one the caller cannot see";

/** The hose import and its templates (a customer's whole fleet from a spreadsheet). */
export const hoseImportOperations: Operation[] = [
  {
    method: "get",
    path: "/hoses/export-template/{organisationId}",
    tag,
    summary: "'Download existing': a short-lived URL of customer {organisationId}'s hoses as the import template",
    description:
      `Columns: ${HOSE_TEMPLATE_HEADERS.join(", ")}. UTF-8 with a byte order mark; dates YYYY-MM-DD; ` +
      "results Good, Monitor or Replace; sleeving and certificates 1, 0 or blank. The file imports back with no change.",
    auth: "user",
    organisation: "admin",
    params: HoseImportParamsSchema,
    response: ExportUrlSchema,
    errors: { 403: FORBIDDEN, 404: NOT_FOUND },
  },
  {
    method: "get",
    path: "/hoses/export-template/{organisationId}/{blank}",
    tag,
    summary: "'Download blank template': a short-lived URL of the hose template's header line",
    auth: "user",
    organisation: "admin",
    params: HoseBlankTemplateParamsSchema,
    response: ExportUrlSchema,
    errors: { 403: FORBIDDEN, 404: NOT_FOUND },
  },
  {
    method: "post",
    path: "/hoses/import/{organisationId}",
    tag,
    summary: "Import hoses into customer {organisationId}: all rows or none",
    description:
      "The body is either the file itself (`Content-Type: text/csv`, the template's columns; UTF-8 with a byte order mark " +
      "or `charset=utf-8`, else ISO-8859-1; `,` or `;` separated) or JSON `{hoses: [...]}` as below. Rows match hoses by tag id, " +
      "else by name within the customer; locations are trails ('Site > Area > Zone') whose missing zones are created; " +
      "a configuration is named from the customer's or its distributor's library. Any row error refuses the whole file: " +
      "422 with `global` ['There are errors in the file. Please fix them before importing'] and `hoses.{index}` -> that row's " +
      "messages. Otherwise one transaction writes everything and records one audit entry with the counts; statuses and due " +
      "dates follow the hose rules. Re-importing the same file changes nothing.",
    auth: "user",
    organisation: "admin",
    params: HoseImportParamsSchema,
    body: HoseImportSchema,
    response: HoseImportResultSchema,
    userMessage: "Imported hoses: N created, N updated, N unchanged",
    errors: {
      400: "The JSON body is not valid JSON",
      403: FORBIDDEN,
      404: NOT_FOUND,
      409: "A tag of the file was fitted to another hose while the import ran",
      413: "The file or body is larger than 32 MB",
      422: "A row has errors (per-row messages), a wrong header (the columns named), a wrong encoding, or the hose quota",
    },
  },
];
