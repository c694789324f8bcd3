import { z } from "zod";
import { FilterValuesSchema } from "@/lib/lists/schemas";
import { LABEL_FORMATS, labelFormats, labelsPerPage } from "./formats";

/** At most this many labels in one PDF (issue 15: 1,000 labels in under 5 s). */
export const MAX_LABELS = 1000;

export const tooManyLabelsMessage = (count: number) =>
  `${count.toLocaleString("en-GB")} hoses match: at most ${MAX_LABELS.toLocaleString("en-GB")} labels fit in one PDF. Narrow the filter or select fewer hoses.`;

/**
 * POST /api/v1/hoses/labels: which hoses (the selected ids, or else the hose list's filters),
 * on which stock, from which position of the first sheet.
 */
export const LabelRequestSchema = z
  .object({
    format: z.enum(LABEL_FORMATS, { error: "Choose a label format" }).default("L7651"),
    startAt: z.coerce
      .number({ error: "Start at must be a label number" })
      .int("Start at must be a whole number")
      .min(1, "Start at must be 1 or more")
      .default(1),
    /** The selected hoses; when absent, every hose the list's `filters` match. */
    hoseIds: z.array(z.uuid("Not found")).min(1, "Select at least one hose").max(MAX_LABELS, tooManyLabelsMessage(MAX_LABELS + 1)).optional(),
    filters: FilterValuesSchema.default({}),
  })
  .superRefine((v, ctx) => {
    const perPage = labelsPerPage(labelFormats[v.format]);
    if (v.startAt > perPage) {
      ctx.addIssue({
        code: "custom",
        path: ["startAt"],
        message: perPage === 1 ? "Single labels always start at label 1" : `Start at must be between 1 and ${perPage} on this sheet`,
      });
    }
  });
export type LabelRequest = z.infer<typeof LabelRequestSchema>;

/** One label: what the QR code carries and the words printed beside it. */
export type LabelContent = { url: string; tagId: string; name: string | null; detail: string | null };
