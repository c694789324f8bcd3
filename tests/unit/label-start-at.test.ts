import { describe, expect, it } from "vitest";
import { LABEL_FORMATS, labelFormats, labelsPerPage } from "@/lib/labels/formats";
import { LabelRequestSchema } from "@/lib/labels/schemas";
import { startAtProblem } from "@/lib/labels/start-at";

/**
 * 'Start at label N': the label dialog checks it as the user types (and draws its preview only
 * for a start the server accepts); the API refuses the same values with the same words.
 */
describe("start at label", () => {
  it.each(LABEL_FORMATS)(
    "%s: the dialog and the API accept and refuse the same starts, with the same message",
    (id) => {
      const perPage = labelsPerPage(labelFormats[id]);
      for (const value of [-1, 0, 1, 2, 2.5, perPage - 1, perPage, perPage + 1, perPage + 5]) {
        const parsed = LabelRequestSchema.safeParse({ format: id, startAt: value, hoseIds: [crypto.randomUUID()] });
        const server = parsed.success
          ? null
          : (parsed.error.issues.find((i) => i.path[0] === "startAt")?.message ?? null);
        expect({ value, message: startAtProblem(labelFormats[id], value) }).toEqual({ value, message: server });
      }
    },
  );

  it("refuses past the sheet's last label instead of quietly clamping it", () => {
    expect(startAtProblem(labelFormats.L7651, 65)).toBeNull();
    expect(startAtProblem(labelFormats.L7651, 70)).toBe("Start at must be between 1 and 65 on this sheet");
    expect(startAtProblem(labelFormats.L7651, Number.NaN)).toBe("Start at must be a label number");
  });
});
