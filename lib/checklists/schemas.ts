import { z } from "zod";
import { singleLine } from "@/lib/core/text";

/** Why an inspection was made (the API's words; an inspection without one is periodic). */
export const INSPECTION_TYPES = ["initial", "periodic", "extraordinary"] as const;
export const InspectionTypeSchema = z.enum(INSPECTION_TYPES, {
  error: "Choose initial, periodic or extraordinary",
});
export type InspectionType = z.infer<typeof InspectionTypeSchema>;

/** The extraordinary events that call for an inspection; 'other' needs a text. */
export const EXTRAORDINARY_REASONS = ["damage", "relocation", "idle", "overpressure", "other"] as const;
export const ExtraordinaryReasonSchema = z.enum(EXTRAORDINARY_REASONS, { error: "Choose a reason" });
export type ExtraordinaryReason = z.infer<typeof ExtraordinaryReasonSchema>;

export const CHECKLIST_ANSWERS = ["pass", "fail", "na"] as const;

/** One answer of a checklist as the API takes it. */
export const ChecklistResultInputSchema = z.object({
  criterionId: z.string().trim().min(1, "Not found").max(64),
  result: z.enum(CHECKLIST_ANSWERS, { error: "Answer pass, fail or na" }),
  note: z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v ?? "").trim() || null)
    .pipe(z.string().max(500, "A note must be at most 500 characters").nullable()),
});
export type ChecklistResultInput = z.infer<typeof ChecklistResultInputSchema>;

export const CriterionSchema = z.object({
  id: z.string(),
  text: z.string(),
  critical: z.boolean().meta({ description: "A failed critical criterion means Replace" }),
});
export type Criterion = z.infer<typeof CriterionSchema>;

/** GET /checklists: a template version, as inspections answer it. */
export const ChecklistSchema = z.object({
  id: z.uuid().meta({ description: "This version's id: what an inspection's checklistId names" }),
  name: z.string(),
  version: z.number().int(),
  criteria: z.array(CriterionSchema),
});
export type Checklist = z.infer<typeof ChecklistSchema>;

/** An answer as kept with the inspection: the criterion's words as they were then. */
export const ChecklistAnswerSchema = CriterionSchema.omit({ id: true }).extend({
  criterionId: z.string(),
  result: z.enum(CHECKLIST_ANSWERS),
  note: z.string().nullable(),
});
export type ChecklistAnswer = z.infer<typeof ChecklistAnswerSchema>;

/** An answer as GET /hoses/{id} shows it: with the photo taken of it, if any. */
export const ChecklistAnswerDtoSchema = ChecklistAnswerSchema.extend({
  photo: z
    .object({
      id: z.uuid(),
      url: z.string().describe("A short-lived (5 minute) download link, like an upload's signedLink"),
      filename: z.string(),
    })
    .nullable()
    .describe("A photo of this answer (POST /uploads with hoseMetaId and criterionId), or null"),
});
export type ChecklistAnswerDto = z.infer<typeof ChecklistAnswerDtoSchema>;

const CriterionInputSchema = z.object({
  /** Keep a criterion's id when editing, so answers before and after the edit line up. */
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,64}$/, "Not found")
    .optional(),
  text: z
    .string({ error: "Enter the criterion" })
    .overwrite(singleLine)
    .trim()
    .min(1, "Enter the criterion")
    .max(200, "A criterion must be at most 200 characters"),
  critical: z.boolean().default(false),
});

/** POST /checklists and PUT /checklists/{id} (which writes a new version). */
export const ChecklistSaveSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .overwrite(singleLine)
    .trim()
    .min(1, "Name is required")
    .max(100, "Name must be at most 100 characters"),
  criteria: z
    .array(CriterionInputSchema, { error: "Add at least one criterion" })
    .min(1, "Add at least one criterion")
    .max(50, "At most 50 criteria"),
});
export type ChecklistSaveInput = z.infer<typeof ChecklistSaveSchema>;

/** PUT /checklist-settings: the customer's checklist (any version of it: the newest applies). */
export const ChecklistSettingsSchema = z.object({
  checklistId: z.uuid("Not found").nullable(),
  required: z.boolean(),
});
export type ChecklistSettingsInput = z.infer<typeof ChecklistSettingsSchema>;

export const ChecklistSettingsResponseSchema = z.object({
  checklistId: z.uuid().nullable().meta({ description: "The newest version of the chosen template" }),
  required: z.boolean(),
});
