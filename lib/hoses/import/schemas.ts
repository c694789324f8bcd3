import { z } from "zod";
import { HOSE_TEMPLATE_COLUMNS, type HoseImportField } from "./template";

/** The most rows one import takes: a customer's whole fleet (its hose quota is 50,000). */
export const HOSE_IMPORT_MAX_ROWS = 50_000;
/** The request body cap of an import, as a file or as JSON: 50,000 rows of a few hundred bytes. */
export const HOSE_IMPORT_MAX_BODY_BYTES = 32 * 1024 * 1024;

const cell = z.union([z.string().max(5000), z.number(), z.boolean(), z.null()]).optional();

/** One row of POST /hoses/import/{organisationId}: the template's columns by field, as text or typed. */
export const HoseImportRowSchema = z.object(
  Object.fromEntries(HOSE_TEMPLATE_COLUMNS.map(([, field]) => [field, cell])) as Record<HoseImportField, typeof cell>,
);

export const HoseImportSchema = z.object({
  hoses: z
    .array(HoseImportRowSchema)
    .min(1, "The file has no hoses to import")
    .max(HOSE_IMPORT_MAX_ROWS, `At most ${HOSE_IMPORT_MAX_ROWS} hoses can be imported at once`),
});
export type HoseImportInput = z.infer<typeof HoseImportSchema>;

export const HoseImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int().describe("hoses whose values changed (or that got a new note)"),
  unchanged: z.number().int().describe("rows matching a hose with the same values"),
  zonesCreated: z.number().int().describe("sites and zones the file's locations added"),
});
export type HoseImportResult = z.infer<typeof HoseImportResultSchema>;

export const HoseImportParamsSchema = z.object({ organisationId: z.uuid("Not found") });

/** GET /hoses/export-template/{organisationId}/true: the blank template. */
export const HoseBlankTemplateParamsSchema = z.object({
  organisationId: z.uuid("Not found"),
  blank: z.literal("true", { error: "Not found" }),
});
