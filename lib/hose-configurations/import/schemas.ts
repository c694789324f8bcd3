import { z } from "zod";
import { LENGTH_UNITS, PRESSURE_UNITS } from "@/lib/units/convert";
import { TEMPLATE_COLUMNS } from "./template";

/** SPEC §9 is silent on a file's size; the screen and the benchmark use 5,000 rows. */
export const IMPORT_MAX_ROWS = 20_000;
/** The request body cap of an import: 20,000 rows of a few hundred bytes each, with room. */
export const IMPORT_MAX_BODY_BYTES = 32 * 1024 * 1024;

const cell = z.union([z.string().max(5000), z.number(), z.boolean(), z.null()]).optional();

/**
 * One row of POST /hose-configurations/import/{id} (SPEC §7): id null for a new configuration,
 * then the configuration fields. Values may be the file's text or typed (displayPressure and
 * orientation numbers, length an integer, the certificate and sleeving columns booleans):
 * the server validates them with the same rules as the preview (lib/.../import/rules.ts).
 */
export const ImportConfigurationSchema = z.object(
  Object.fromEntries(TEMPLATE_COLUMNS.map(([, field]) => [field, cell])) as Record<
    (typeof TEMPLATE_COLUMNS)[number][1],
    typeof cell
  >,
);

export const HoseConfigurationImportSchema = z.object({
  configurations: z
    .array(ImportConfigurationSchema)
    .min(1, "The file has no configurations to import")
    .max(IMPORT_MAX_ROWS, `At most ${IMPORT_MAX_ROWS} configurations can be imported at once`),
  pressureUnit: z
    .enum(PRESSURE_UNITS, { error: "Choose bar, psi or MPa" })
    .optional()
    .describe(
      "The unit of plain displayPressure numbers (a file's 'Display pressure (psi)' header); bar when left out",
    ),
  lengthUnit: z
    .enum(LENGTH_UNITS, { error: "Choose mm or in" })
    .optional()
    .describe("The unit of plain length numbers (a file's 'Length (in)' header); mm when left out"),
});
export type HoseConfigurationImportInput = z.infer<typeof HoseConfigurationImportSchema>;

export const HoseConfigurationImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int().describe("configurations whose values changed"),
  unchanged: z.number().int().describe("rows naming an existing configuration with the same values"),
  newCatalogueValues: z
    .number()
    .int()
    .describe("hose types, bore sizes, connections, connection types and manufacturers created"),
});
export type HoseConfigurationImportResult = z.infer<typeof HoseConfigurationImportResultSchema>;

/** GET /hose-configurations/export-template/{id}/true: the blank template (without /true: 'Download existing'). */
export const BlankTemplateParamsSchema = z.object({
  id: z.uuid("Not found"),
  blank: z.literal("true", { error: "Not found" }),
});
