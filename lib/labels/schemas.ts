import { z } from "zod";
import { FilterValuesSchema } from "@/lib/lists/schemas";
import { LABEL_FORMATS, labelFormats, labelsPerPage } from "./formats";

/** At most this many labels in one PDF (issue 15: 1,000 labels in under 5 s). */
export const MAX_LABELS = 1000;

export const tooManyLabelsMessage = (count: number) =>
  `${count.toLocaleString("en-GB")} hoses match: at most ${MAX_LABELS.toLocaleString("en-GB")} labels fit in one PDF. Narrow the filter or select fewer hoses.`;

const format = z.enum(LABEL_FORMATS, { error: "Choose a label format" }).default("L7651");
const startAt = z.coerce
  .number({ error: "Start at must be a label number" })
  .int("Start at must be a whole number")
  .min(1, "Start at must be 1 or more")
  .default(1);

/** 'Start at label N' must be a label of the chosen sheet. */
function startOnTheSheet(v: { format: (typeof LABEL_FORMATS)[number]; startAt: number }, ctx: z.RefinementCtx) {
  const perPage = labelsPerPage(labelFormats[v.format]);
  if (v.startAt > perPage) {
    ctx.addIssue({
      code: "custom",
      path: ["startAt"],
      message:
        perPage === 1
          ? "Single labels always start at label 1"
          : `Start at must be between 1 and ${perPage} on this sheet`,
    });
  }
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

/** POST /api/v1/batches/{id}/labels: a tag batch's labels, to print before the tags go on hoses. */
export const BatchLabelRequestSchema = z.object({ format, startAt }).superRefine(startOnTheSheet);
export type BatchLabelRequest = z.infer<typeof BatchLabelRequestSchema>;

/** One label: what the QR code carries and the words printed beside it. */
export type LabelContent = { url: string; tagId: string; name: string | null; detail: string | null };
