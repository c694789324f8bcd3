import { z } from "zod";
import { singleLine } from "@/lib/core/text";
import { blankToNull } from "./form-rules";
import {
  LENGTH_UNITS,
  PRESSURE_UNITS,
  storedBar,
  storedMm,
  type LengthUnit,
  type PressureUnit,
} from "@/lib/units/convert";
import { checkBounds, checkMeasure, NUMBER_FIELDS, NUMBER_MESSAGES, type NumberField } from "./number-fields";

/**
 * One schema per payload (docs/STYLE.md rule 5), shared by the form's server actions, the
 * /api/v1/hose-configurations routes and the OpenAPI document. Form posts send strings
 * ("on" for ticked boxes, "" for blank); the API sends JSON numbers and booleans: both parse.
 */

export const NAME_MAX = 100;
const TEXT_MAX = 100;
const NOTES_MAX = 2000;

/** Optional catalogue text (may be typed manually): blank -> null. */
const optionalText = (label: string, max = TEXT_MAX) =>
  z
    .union([z.string(), z.null()], { error: `${label} must be text` })
    .optional()
    .transform((v) => blankToNull(v))
    .refine((v) => v === null || v.length <= max, `${label} must be at most ${max} characters`);

/** A number as a form (text) or the API (JSON) sends it; blank -> 0 (SPEC §5: length defaults to 0). */
const numberInput = (label: string) =>
  z
    .union([z.number(), z.string(), z.null()], { error: NUMBER_MESSAGES.notANumber(label) })
    .optional()
    .transform((v, ctx) => {
      const text = typeof v === "string" ? v.trim() : v;
      if (text === undefined || text === null || text === "") return 0;
      const n = typeof text === "number" ? text : /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: "custom", message: NUMBER_MESSAGES.notANumber(label) });
        return z.NEVER;
      }
      return n;
    });

/** A whole, non-negative number within the field's bounds (number-fields.ts). */
const wholeNumber = (field: NumberField) =>
  numberInput(NUMBER_FIELDS[field].label).transform((n, ctx) => {
    const checked = checkBounds(field, n);
    if (!checked.ok) {
      ctx.addIssue({ code: "custom", message: checked.message });
      return z.NEVER;
    }
    return checked.value;
  });

/**
 * The units the body's display pressure and length are written in (lib/units). Left out: bar
 * and mm, as stored. A form of a user who reads psi and inches posts them, so what they typed
 * is converted to whole bar and millimetres before it is checked and saved.
 */
const unitFields = {
  pressureUnit: z
    .enum(PRESSURE_UNITS, { error: "Choose bar, psi or MPa" })
    .optional()
    .describe("The unit of displayPressure in this body; bar when left out. Answers are always in bar"),
  lengthUnit: z
    .enum(LENGTH_UNITS, { error: "Choose mm or in" })
    .optional()
    .describe("The unit of length in this body; mm when left out. Answers are always in mm"),
};

type Measured = { displayPressure: number; length: number; pressureUnit?: PressureUnit; lengthUnit?: LengthUnit };
type Payload = { value: unknown; issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }> };

/**
 * A typed pressure or length checked in its unit (whole in bar and mm, within bounds). As a
 * refinement that runs whenever the number and its unit parsed, whatever else failed, so a form
 * gets every field's error at once.
 */
const checkMeasureOf = (field: "displayPressure" | "length", unitKey: "pressureUnit" | "lengthUnit") =>
  [
    (v: Measured, ctx: z.RefinementCtx) => {
      const checked = checkMeasure(field, v[field], v[unitKey] ?? (field === "length" ? "mm" : "bar"));
      if (!checked.ok) ctx.addIssue({ code: "custom", path: [field], message: checked.message });
    },
    {
      // Not when the body is no object at all (null, a number): then there is no field to read.
      when: (payload: Payload) =>
        typeof payload.value === "object" &&
        payload.value !== null &&
        !payload.issues.some((i) => [field, unitKey].some((k) => k === i.path?.[0])),
    },
  ] as const;

/** The checked pressure and length -> the whole bar and mm stored; the units are not stored. */
function toStoredUnits<T extends Measured>({ pressureUnit = "bar", lengthUnit = "mm", ...rest }: T) {
  return {
    ...rest,
    displayPressure: storedBar(rest.displayPressure, pressureUnit),
    length: storedMm(rest.length, lengthUnit),
  };
}

/** A checkbox: JSON true/false, or the form's "on" / absent; 1/0 as the CSV uses. */
const flag = (label: string) =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(["on", "true", "false", "1", "0", ""])], {
      error: `${label} must be true or false`,
    })
    .optional()
    .transform((v) => v === true || v === 1 || v === "on" || v === "true" || v === "1");

export const HoseConfigurationNameSchema = z
  .string({ error: "Name is required" })
  .overwrite(singleLine)
  .trim()
  .min(1, "Name is required")
  .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`);

const fields = {
  name: HoseConfigurationNameSchema,
  type: optionalText("Hose type"),
  boreSize: optionalText("Bore size"),
  displayPressure: numberInput(NUMBER_FIELDS.displayPressure.label),
  length: numberInput(NUMBER_FIELDS.length.label),
  connection1: optionalText("Connection 1"),
  connection1JumpSize: optionalText("Connection 1 size"),
  connection1Type: optionalText("Connection 1 type"),
  connection2: optionalText("Connection 2"),
  connection2JumpSize: optionalText("Connection 2 size"),
  connection2Type: optionalText("Connection 2 type"),
  orientation: wholeNumber("orientation"),
  manufacturer: optionalText("Manufacturer"),
  sleeving: flag("Sleeving"),
  testCertificate: flag("Test certificate"),
  conformityCertificate: flag("Conformity certificate"),
  notes: optionalText("Notes", NOTES_MAX),
};

/**
 * POST /hose-configurations. `organisationId` is the owning organisation: client admins must
 * pick one (a distributor or customer of the client); others may leave it out (their own).
 */
export const HoseConfigurationCreateSchema = z
  .object({
    organisationId: z
      .union([z.uuid("Please choose an organisation"), z.literal(""), z.null()])
      .optional()
      .transform((v) => (v ? v : null)),
    ...fields,
    ...unitFields,
  })
  .superRefine(...checkMeasureOf("displayPressure", "pressureUnit"))
  .superRefine(...checkMeasureOf("length", "lengthUnit"))
  .transform(toStoredUnits);

/** PUT /hose-configurations: the same fields with the id; the owner does not change. */
export const HoseConfigurationUpdateSchema = z
  .object({ id: z.uuid("Not found"), ...fields, ...unitFields })
  .superRefine(...checkMeasureOf("displayPressure", "pressureUnit"))
  .superRefine(...checkMeasureOf("length", "lengthUnit"))
  .transform(toStoredUnits);

export type HoseConfigurationCreateInput = z.infer<typeof HoseConfigurationCreateSchema>;
export type HoseConfigurationUpdateInput = z.infer<typeof HoseConfigurationUpdateSchema>;
export type HoseConfigurationFields = Omit<HoseConfigurationUpdateInput, "id">;

/** The form's field names, in order (server-side errors map onto these). */
export const HOSE_CONFIGURATION_FIELDS = [
  "organisationId",
  ...Object.keys(fields),
  ...Object.keys(unitFields),
] as const;

/**
 * A configuration's sleeving and certificate flags read 1 for yes, 0 for no in every answer,
 * as the specification's entity list says (input takes 1/0 or booleans, see `flag`).
 */
export const ConfigurationFlagSchema = z.union([z.literal(0), z.literal(1)]).meta({ description: "1 means yes" });
export type ConfigurationFlag = z.infer<typeof ConfigurationFlagSchema>;
export const toConfigurationFlag = (v: boolean): ConfigurationFlag => (v ? 1 : 0);

/** A configuration as the API returns it (GET /{id}, list rows, create and update answers). */
export const HoseConfigurationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  hidden: z.boolean(),
  organisationId: z.uuid(),
  organisationName: z.string(),
  type: z.string().nullable(),
  boreSize: z.string().nullable(),
  displayPressure: z.number().int().describe("bar"),
  length: z.number().int().describe("mm"),
  connection1: z.string().nullable(),
  connection1Type: z.string().nullable(),
  connection1JumpSize: z.string().nullable(),
  connection2: z.string().nullable(),
  connection2Type: z.string().nullable(),
  connection2JumpSize: z.string().nullable(),
  orientation: z.number().int().describe("degrees"),
  manufacturer: z.string().nullable(),
  sleeving: ConfigurationFlagSchema,
  testCertificate: ConfigurationFlagSchema,
  conformityCertificate: ConfigurationFlagSchema,
  notes: z.string().nullable(),
  hoseCount: z.number().int().describe("tagged hoses (not archived) using it"),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HoseConfigurationRow = z.infer<typeof HoseConfigurationSchema>;

/** DELETE answer: whether the configuration was deleted or hidden (it is used by hoses). */
export const HoseConfigurationDeleteResultSchema = z.object({
  id: z.uuid(),
  outcome: z.enum(["deleted", "hidden"]),
  hoseCount: z.number().int(),
});
