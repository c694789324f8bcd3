import { z } from "zod";
import { IdParamsSchema } from "@/lib/http/params";
import { ListQuerySchema } from "@/lib/lists/schemas";
import { QuoteErpExportQuerySchema } from "@/lib/quotes/schemas";
import type { Operation } from "../registry";

const tag = "Exports";

/** The answer of GET /{resource}/export: a short-lived URL the browser opens in a new tab. */
export const ExportUrlSchema = z.object({ url: z.string().describe("/api/v1/exports/{token}") });

const exportOf = (resource: string, who: string): Operation => ({
  method: "get",
  path: `/${resource}/export`,
  tag,
  summary: `CSV export of the filtered ${resource} list: a short-lived download URL (${who})`,
  auth: "user",
  organisation: "optional",
  query: ListQuerySchema,
  response: ExportUrlSchema,
  errors: { 403: `Not allowed to export (${who})` },
});

export const exportOperations: Operation[] = [
  exportOf("organisations", "admins and client admins"),
  exportOf("users", "admins and client admins"),
  exportOf("quotes", "admins and client admins"),
  {
    method: "get",
    path: "/quotes/erp-export",
    tag,
    summary:
      "ERP export of the filtered quotes with their lines, CSV (one row per line) or JSON (one object per quote): a short-lived download URL (admins and client admins)",
    description:
      "Money is given in integer minor units of each quote's ISO 4217 currency (and, in the CSV, as a decimal beside it).",
    auth: "user",
    organisation: "optional",
    query: QuoteErpExportQuerySchema,
    response: ExportUrlSchema,
    errors: { 403: "Not allowed to export (admins and client admins)" },
  },
  exportOf("hoses", "admins and client admins"),
  exportOf("inspections", "admins and client admins"),
  exportOf("hose-configurations", "admins and client admins"),
  exportOf("batches", "system admins"),
  exportOf("activity", "organisation Admins and client admins"),
  {
    method: "get",
    path: "/batches/{id}/export",
    tag,
    summary:
      "CSV export of one tag batch's tags, each with whether a hose carries it: a short-lived download URL (system admins)",
    auth: "user",
    organisation: "optional",
    params: IdParamsSchema,
    response: ExportUrlSchema,
    errors: { 403: "Not a system admin", 404: "No such batch in this client" },
  },
  {
    method: "get",
    path: "/exports/{token}",
    tag,
    summary:
      "Download the CSV (or the JSON of an ERP export) behind an export URL (the signed token is the credential; rights are re-checked)",
    auth: "public",
    params: z.object({ token: z.string().max(4000) }),
    response: z.string().describe("CSV, UTF-8 with a byte order mark, streamed; file name {list}-{YYYY-MM-DD}.csv"),
    responseType: "text/csv",
    errors: {
      403: "The exporting user may no longer export this list",
      404: "This download link has expired, please export again",
    },
  },
];
