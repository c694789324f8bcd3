import { z } from "zod";
import { FilterValuesSchema } from "@/lib/lists/schemas";
import { LABEL_FORMATS, labelFormats } from "./formats";
import { batchParts, MAX_LABELS } from "./parts";
import { startAtSheetProblem, startAtValueProblem } from "./start-at";

export { batchParts, MAX_LABELS };

export const tooManyLabelsMessage = (count: number) =>
  `${count.toLocaleString("en-GB")} hoses match: at most ${MAX_LABELS.toLocaleString("en-GB")} labels fit in one PDF. Narrow the filter or select fewer hoses.`;

export const tooManyTagsMessage = (count: number) =>
  `This batch has ${count.toLocaleString("en-GB")} tags: at most ${MAX_LABELS.toLocaleString("en-GB")} labels fit in one PDF. Print it in parts (from and to).`;

const format = z.enum(LABEL_FORMATS, { error: "Choose a label format" }).default("L7651");
const startAt = z.coerce
  .number({ error: "Start at must be a label number" })
  .superRefine((value, ctx) => {
    const problem = startAtValueProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .default(1);

/** 'Start at label N' must be a label of the chosen sheet (the same rule the dialog checks). */
function startOnTheSheet(v: { format: (typeof LABEL_FORMATS)[number]; startAt: number }, ctx: z.RefinementCtx) {
  const problem = startAtSheetProblem(labelFormats[v.format], v.startAt);
  if (problem) ctx.addIssue({ code: "custom", path: ["startAt"], message: problem });
}

/**
 * POST /api/v1/hoses/labels: which hoses (the selected ids, or else the hose list's filters),
 * on which stock, from which position of the first sheet.
 */
export const LabelRequestSchema = z
  .object({
    format,
    startAt,
    /** The selected hoses; when absent, every hose the list's `filters` match. */
    hoseIds: z
      .array(z.uuid("Not found"))
      .min(1, "Select at least one hose")
      .max(MAX_LABELS, tooManyLabelsMessage(MAX_LABELS + 1))
      .optional(),
    filters: FilterValuesSchema.default({}),
  })
  .superRefine(startOnTheSheet);
export type LabelRequest = z.infer<typeof LabelRequestSchema>;

const position = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a tag number` })
    .int(`${what} must be a whole number`)
    .min(1, `${what} must be 1 or more`)
    .optional();

/** A part of a batch: at most MAX_LABELS tags, `from` to `to` in the batch's tag order. */
function aPrintablePart(v: { from?: number; to?: number }, ctx: z.RefinementCtx) {
  if (v.to === undefined) return;
  const from = v.from ?? 1;
  if (v.to < from) ctx.addIssue({ code: "custom", path: ["to"], message: "To must not be before From" });
  else if (v.to - from + 1 > MAX_LABELS)
    ctx.addIssue({
      code: "custom",
      path: ["to"],
      message: `At most ${MAX_LABELS.toLocaleString("en-GB")} labels fit in one PDF: print the batch in parts`,
    });
}

/**
 * POST /api/v1/batches/{id}/labels: a tag batch's labels, to print before the tags go on hoses.
 * A batch of more than MAX_LABELS tags is printed in parts: `from` and `to` (1-based, in tag
 * order, at most MAX_LABELS apart); `from` alone runs MAX_LABELS tags or to the batch's end.
 */
export const BatchLabelRequestSchema = z
  .object({
    format,
    startAt,
    from: position("From").describe("The first tag of the part, counting from 1 in tag order"),
    to: position("To").describe(`The last tag of the part (at most ${MAX_LABELS} after from)`),
  })
  .superRefine(startOnTheSheet)
  .superRefine(aPrintablePart);
export type BatchLabelRequest = z.infer<typeof BatchLabelRequestSchema>;

/** One label: what the QR code carries and the words printed beside it. */
export type LabelContent = { url: string; tagId: string; name: string | null; detail: string | null };
